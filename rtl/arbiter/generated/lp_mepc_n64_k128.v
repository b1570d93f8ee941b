// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : lp_mepc_n64_k128



module lp_mepc_n64_k128 (
  input  wire          clk,
  input  wire          rst,
  input  wire          upd_valid,
  output wire          upd_ready,
  input  wire [5:0]    upd_src,
  input  wire [5:0]    upd_dst,
  input  wire [16:0]   upd_delta,
  input  wire [15:0]   cap,
  input  wire [63:0]   lock_s,
  input  wire [63:0]   lock_d,
  input  wire          start,
  output wire          busy,
  output wire          done,
  output wire [21:0]   res_total,
  output wire [6:0]    res_count,
  output wire [15:0]   last_cycles,
  input  wire [5:0]    res_idx,
  output wire          res_v,
  output wire [5:0]    res_dst,
  output wire [15:0]   res_w,
  input  wire [6:0]    tab_idx,
  output wire          tab_v,
  output wire [5:0]    tab_src,
  output wire [5:0]    tab_dst,
  output wire [15:0]   tab_sum,
  output wire [7:0]    tab_count,
  output wire          wr_v,
  output wire [5:0]    wr_src,
  output wire [5:0]    wr_dst,
  output wire [15:0]   wr_sum,
  output wire          ev_overflow,
  output wire          ev_miss,
  output wire          ev_sat
);
  localparam Ph_idle = 2'd0;
  localparam Ph_greedy = 2'd1;
  localparam Ph_aug = 2'd2;
  localparam Ph_resolve = 2'd3;

  wire       [0:0]    _zz_core_hit_128;
  wire       [116:0]  _zz_core_hit_129;
  wire       [0:0]    _zz_core_hit_130;
  wire       [105:0]  _zz_core_hit_131;
  wire       [0:0]    _zz_core_hit_132;
  wire       [94:0]   _zz_core_hit_133;
  wire       [0:0]    _zz_core_hit_134;
  wire       [83:0]   _zz_core_hit_135;
  wire       [0:0]    _zz_core_hit_136;
  wire       [72:0]   _zz_core_hit_137;
  wire       [0:0]    _zz_core_hit_138;
  wire       [61:0]   _zz_core_hit_139;
  wire       [0:0]    _zz_core_hit_140;
  wire       [50:0]   _zz_core_hit_141;
  wire       [0:0]    _zz_core_hit_142;
  wire       [39:0]   _zz_core_hit_143;
  wire       [0:0]    _zz_core_hit_144;
  wire       [28:0]   _zz_core_hit_145;
  wire       [0:0]    _zz_core_hit_146;
  wire       [17:0]   _zz_core_hit_147;
  wire       [0:0]    _zz_core_hit_148;
  wire       [6:0]    _zz_core_hit_149;
  wire       [15:0]   _zz_core_oldSum;
  wire       [15:0]   _zz_core_oldSum_1;
  wire       [15:0]   _zz_core_oldSum_2;
  wire       [15:0]   _zz_core_oldSum_3;
  wire       [15:0]   _zz_core_oldSum_4;
  wire       [15:0]   _zz_core_oldSum_5;
  wire       [15:0]   _zz_core_oldSum_6;
  wire       [15:0]   _zz_core_oldSum_7;
  wire       [15:0]   _zz_core_oldSum_8;
  wire       [15:0]   _zz_core_oldSum_9;
  wire       [15:0]   _zz_core_oldSum_10;
  wire       [15:0]   _zz_core_oldSum_11;
  wire       [15:0]   _zz_core_oldSum_12;
  wire       [15:0]   _zz_core_oldSum_13;
  wire       [15:0]   _zz_core_oldSum_14;
  wire       [15:0]   _zz_core_oldSum_15;
  wire       [15:0]   _zz_core_oldSum_16;
  wire       [15:0]   _zz_core_oldSum_17;
  wire       [15:0]   _zz_core_oldSum_18;
  wire       [15:0]   _zz_core_oldSum_19;
  wire       [15:0]   _zz_core_oldSum_20;
  wire       [15:0]   _zz_core_oldSum_21;
  wire       [15:0]   _zz_core_oldSum_22;
  wire       [15:0]   _zz_core_oldSum_23;
  wire       [15:0]   _zz_core_oldSum_24;
  wire       [15:0]   _zz_core_oldSum_25;
  wire       [15:0]   _zz_core_oldSum_26;
  wire       [15:0]   _zz_core_oldSum_27;
  wire       [15:0]   _zz_core_oldSum_28;
  wire       [15:0]   _zz_core_oldSum_29;
  wire       [15:0]   _zz_core_oldSum_30;
  wire       [15:0]   _zz_core_oldSum_31;
  wire       [15:0]   _zz_core_oldSum_32;
  wire       [15:0]   _zz_core_oldSum_33;
  wire       [15:0]   _zz_core_oldSum_34;
  wire       [15:0]   _zz_core_oldSum_35;
  wire       [15:0]   _zz_core_oldSum_36;
  wire       [15:0]   _zz_core_oldSum_37;
  wire       [15:0]   _zz_core_oldSum_38;
  wire       [15:0]   _zz_core_oldSum_39;
  wire       [15:0]   _zz_core_oldSum_40;
  wire       [15:0]   _zz_core_oldSum_41;
  wire       [15:0]   _zz_core_oldSum_42;
  wire       [15:0]   _zz_core_oldSum_43;
  wire       [15:0]   _zz_core_oldSum_44;
  wire       [15:0]   _zz_core_oldSum_45;
  wire       [15:0]   _zz_core_oldSum_46;
  wire       [15:0]   _zz_core_oldSum_47;
  wire       [15:0]   _zz_core_oldSum_48;
  wire       [15:0]   _zz_core_oldSum_49;
  wire       [15:0]   _zz_core_oldSum_50;
  wire       [15:0]   _zz_core_oldSum_51;
  wire       [15:0]   _zz_core_oldSum_52;
  wire       [15:0]   _zz_core_oldSum_53;
  wire       [15:0]   _zz_core_oldSum_54;
  wire       [15:0]   _zz_core_oldSum_55;
  wire       [15:0]   _zz_core_oldSum_56;
  wire       [15:0]   _zz_core_oldSum_57;
  wire       [15:0]   _zz_core_oldSum_58;
  wire       [15:0]   _zz_core_oldSum_59;
  wire       [15:0]   _zz_core_oldSum_60;
  wire       [15:0]   _zz_core_oldSum_61;
  wire       [15:0]   _zz_core_oldSum_62;
  wire       [15:0]   _zz_core_oldSum_63;
  wire       [15:0]   _zz_core_oldSum_64;
  wire       [15:0]   _zz_core_oldSum_65;
  wire       [15:0]   _zz_core_oldSum_66;
  wire       [15:0]   _zz_core_oldSum_67;
  wire       [15:0]   _zz_core_oldSum_68;
  wire       [15:0]   _zz_core_oldSum_69;
  wire       [15:0]   _zz_core_oldSum_70;
  wire       [15:0]   _zz_core_oldSum_71;
  wire       [15:0]   _zz_core_oldSum_72;
  wire       [15:0]   _zz_core_oldSum_73;
  wire       [15:0]   _zz_core_oldSum_74;
  wire       [15:0]   _zz_core_oldSum_75;
  wire       [15:0]   _zz_core_oldSum_76;
  wire       [15:0]   _zz_core_oldSum_77;
  wire       [15:0]   _zz_core_oldSum_78;
  wire       [15:0]   _zz_core_oldSum_79;
  wire       [15:0]   _zz_core_oldSum_80;
  wire       [15:0]   _zz_core_oldSum_81;
  wire       [15:0]   _zz_core_oldSum_82;
  wire       [15:0]   _zz_core_oldSum_83;
  wire       [15:0]   _zz_core_oldSum_84;
  wire       [15:0]   _zz_core_oldSum_85;
  wire       [15:0]   _zz_core_oldSum_86;
  wire       [15:0]   _zz_core_oldSum_87;
  wire       [15:0]   _zz_core_oldSum_88;
  wire       [15:0]   _zz_core_oldSum_89;
  wire       [15:0]   _zz_core_oldSum_90;
  wire       [15:0]   _zz_core_oldSum_91;
  wire       [15:0]   _zz_core_oldSum_92;
  wire       [15:0]   _zz_core_oldSum_93;
  wire       [15:0]   _zz_core_oldSum_94;
  wire       [15:0]   _zz_core_oldSum_95;
  wire       [15:0]   _zz_core_oldSum_96;
  wire       [15:0]   _zz_core_oldSum_97;
  wire       [15:0]   _zz_core_oldSum_98;
  wire       [15:0]   _zz_core_oldSum_99;
  wire       [15:0]   _zz_core_oldSum_100;
  wire       [15:0]   _zz_core_oldSum_101;
  wire       [15:0]   _zz_core_oldSum_102;
  wire       [15:0]   _zz_core_oldSum_103;
  wire       [15:0]   _zz_core_oldSum_104;
  wire       [15:0]   _zz_core_oldSum_105;
  wire       [15:0]   _zz_core_oldSum_106;
  wire       [15:0]   _zz_core_oldSum_107;
  wire       [15:0]   _zz_core_oldSum_108;
  wire       [15:0]   _zz_core_oldSum_109;
  wire       [15:0]   _zz_core_oldSum_110;
  wire       [15:0]   _zz_core_oldSum_111;
  wire       [15:0]   _zz_core_oldSum_112;
  wire       [15:0]   _zz_core_oldSum_113;
  wire       [15:0]   _zz_core_oldSum_114;
  wire       [15:0]   _zz_core_oldSum_115;
  wire       [15:0]   _zz_core_oldSum_116;
  wire       [15:0]   _zz_core_oldSum_117;
  wire       [15:0]   _zz_core_oldSum_118;
  wire       [15:0]   _zz_core_oldSum_119;
  wire       [15:0]   _zz_core_oldSum_120;
  wire       [15:0]   _zz_core_oldSum_121;
  wire       [15:0]   _zz_core_oldSum_122;
  wire       [15:0]   _zz_core_oldSum_123;
  wire       [15:0]   _zz_core_oldSum_124;
  wire       [15:0]   _zz_core_oldSum_125;
  wire       [15:0]   _zz_core_oldSum_126;
  wire       [15:0]   _zz_core_oldSum_127;
  wire       [15:0]   _zz_core_oldSum_128;
  wire       [15:0]   _zz_core_oldSum_129;
  wire       [15:0]   _zz_core_oldSum_130;
  wire       [15:0]   _zz_core_oldSum_131;
  wire       [15:0]   _zz_core_oldSum_132;
  wire       [15:0]   _zz_core_oldSum_133;
  wire       [15:0]   _zz_core_oldSum_134;
  wire       [15:0]   _zz_core_oldSum_135;
  wire       [15:0]   _zz_core_oldSum_136;
  wire       [15:0]   _zz_core_oldSum_137;
  wire       [15:0]   _zz_core_oldSum_138;
  wire       [15:0]   _zz_core_oldSum_139;
  wire       [15:0]   _zz_core_oldSum_140;
  wire       [15:0]   _zz_core_oldSum_141;
  wire       [15:0]   _zz_core_oldSum_142;
  wire       [15:0]   _zz_core_oldSum_143;
  wire       [15:0]   _zz_core_oldSum_144;
  wire       [15:0]   _zz_core_oldSum_145;
  wire       [15:0]   _zz_core_oldSum_146;
  wire       [15:0]   _zz_core_oldSum_147;
  wire       [15:0]   _zz_core_oldSum_148;
  wire       [15:0]   _zz_core_oldSum_149;
  wire       [15:0]   _zz_core_oldSum_150;
  wire       [15:0]   _zz_core_oldSum_151;
  wire       [15:0]   _zz_core_oldSum_152;
  wire       [15:0]   _zz_core_oldSum_153;
  wire       [15:0]   _zz_core_oldSum_154;
  wire       [15:0]   _zz_core_oldSum_155;
  wire       [15:0]   _zz_core_oldSum_156;
  wire       [15:0]   _zz_core_oldSum_157;
  wire       [15:0]   _zz_core_oldSum_158;
  wire       [15:0]   _zz_core_oldSum_159;
  wire       [15:0]   _zz_core_oldSum_160;
  wire       [15:0]   _zz_core_oldSum_161;
  wire       [15:0]   _zz_core_oldSum_162;
  wire       [15:0]   _zz_core_oldSum_163;
  wire       [15:0]   _zz_core_oldSum_164;
  wire       [15:0]   _zz_core_oldSum_165;
  wire       [15:0]   _zz_core_oldSum_166;
  wire       [15:0]   _zz_core_oldSum_167;
  wire       [15:0]   _zz_core_oldSum_168;
  wire       [15:0]   _zz_core_oldSum_169;
  wire       [15:0]   _zz_core_oldSum_170;
  wire       [15:0]   _zz_core_oldSum_171;
  wire       [15:0]   _zz_core_oldSum_172;
  wire       [15:0]   _zz_core_oldSum_173;
  wire       [15:0]   _zz_core_oldSum_174;
  wire       [15:0]   _zz_core_oldSum_175;
  wire       [15:0]   _zz_core_oldSum_176;
  wire       [15:0]   _zz_core_oldSum_177;
  wire       [15:0]   _zz_core_oldSum_178;
  wire       [15:0]   _zz_core_oldSum_179;
  wire       [15:0]   _zz_core_oldSum_180;
  wire       [15:0]   _zz_core_oldSum_181;
  wire       [15:0]   _zz_core_oldSum_182;
  wire       [15:0]   _zz_core_oldSum_183;
  wire       [15:0]   _zz_core_oldSum_184;
  wire       [15:0]   _zz_core_oldSum_185;
  wire       [15:0]   _zz_core_oldSum_186;
  wire       [15:0]   _zz_core_oldSum_187;
  wire       [15:0]   _zz_core_oldSum_188;
  wire       [15:0]   _zz_core_oldSum_189;
  wire       [15:0]   _zz_core_oldSum_190;
  wire       [15:0]   _zz_core_oldSum_191;
  wire       [15:0]   _zz_core_oldSum_192;
  wire       [15:0]   _zz_core_oldSum_193;
  wire       [15:0]   _zz_core_oldSum_194;
  wire       [15:0]   _zz_core_oldSum_195;
  wire       [15:0]   _zz_core_oldSum_196;
  wire       [15:0]   _zz_core_oldSum_197;
  wire       [15:0]   _zz_core_oldSum_198;
  wire       [15:0]   _zz_core_oldSum_199;
  wire       [15:0]   _zz_core_oldSum_200;
  wire       [15:0]   _zz_core_oldSum_201;
  wire       [15:0]   _zz_core_oldSum_202;
  wire       [15:0]   _zz_core_oldSum_203;
  wire       [15:0]   _zz_core_oldSum_204;
  wire       [15:0]   _zz_core_oldSum_205;
  wire       [15:0]   _zz_core_oldSum_206;
  wire       [15:0]   _zz_core_oldSum_207;
  wire       [15:0]   _zz_core_oldSum_208;
  wire       [15:0]   _zz_core_oldSum_209;
  wire       [15:0]   _zz_core_oldSum_210;
  wire       [15:0]   _zz_core_oldSum_211;
  wire       [15:0]   _zz_core_oldSum_212;
  wire       [15:0]   _zz_core_oldSum_213;
  wire       [15:0]   _zz_core_oldSum_214;
  wire       [15:0]   _zz_core_oldSum_215;
  wire       [15:0]   _zz_core_oldSum_216;
  wire       [15:0]   _zz_core_oldSum_217;
  wire       [15:0]   _zz_core_oldSum_218;
  wire       [15:0]   _zz_core_oldSum_219;
  wire       [15:0]   _zz_core_oldSum_220;
  wire       [15:0]   _zz_core_oldSum_221;
  wire       [15:0]   _zz_core_oldSum_222;
  wire       [15:0]   _zz_core_oldSum_223;
  wire       [15:0]   _zz_core_oldSum_224;
  wire       [15:0]   _zz_core_oldSum_225;
  wire       [15:0]   _zz_core_oldSum_226;
  wire       [15:0]   _zz_core_oldSum_227;
  wire       [15:0]   _zz_core_oldSum_228;
  wire       [15:0]   _zz_core_oldSum_229;
  wire       [15:0]   _zz_core_oldSum_230;
  wire       [15:0]   _zz_core_oldSum_231;
  wire       [15:0]   _zz_core_oldSum_232;
  wire       [15:0]   _zz_core_oldSum_233;
  wire       [15:0]   _zz_core_oldSum_234;
  wire       [15:0]   _zz_core_oldSum_235;
  wire       [15:0]   _zz_core_oldSum_236;
  wire       [15:0]   _zz_core_oldSum_237;
  wire       [15:0]   _zz_core_oldSum_238;
  wire       [15:0]   _zz_core_oldSum_239;
  wire       [15:0]   _zz_core_oldSum_240;
  wire       [15:0]   _zz_core_oldSum_241;
  wire       [15:0]   _zz_core_oldSum_242;
  wire       [15:0]   _zz_core_oldSum_243;
  wire       [15:0]   _zz_core_oldSum_244;
  wire       [15:0]   _zz_core_oldSum_245;
  wire       [15:0]   _zz_core_oldSum_246;
  wire       [15:0]   _zz_core_oldSum_247;
  wire       [15:0]   _zz_core_oldSum_248;
  wire       [15:0]   _zz_core_oldSum_249;
  wire       [15:0]   _zz_core_oldSum_250;
  wire       [15:0]   _zz_core_oldSum_251;
  wire       [15:0]   _zz_core_oldSum_252;
  wire       [15:0]   _zz_core_oldSum_253;
  wire       [15:0]   _zz_core_oldSum_254;
  wire       [15:0]   _zz_core_oldSum_255;
  wire       [15:0]   _zz_core_oldSum_256;
  wire       [15:0]   _zz_core_oldSum_257;
  wire       [15:0]   _zz_core_oldSum_258;
  wire       [15:0]   _zz_core_oldSum_259;
  wire       [15:0]   _zz_core_oldSum_260;
  wire       [15:0]   _zz_core_oldSum_261;
  wire       [15:0]   _zz_core_oldSum_262;
  wire       [15:0]   _zz_core_oldSum_263;
  wire       [15:0]   _zz_core_oldSum_264;
  wire       [15:0]   _zz_core_oldSum_265;
  wire       [15:0]   _zz_core_oldSum_266;
  wire       [15:0]   _zz_core_oldSum_267;
  wire       [15:0]   _zz_core_oldSum_268;
  wire       [15:0]   _zz_core_oldSum_269;
  wire       [15:0]   _zz_core_oldSum_270;
  wire       [15:0]   _zz_core_oldSum_271;
  wire       [15:0]   _zz_core_oldSum_272;
  wire       [15:0]   _zz_core_oldSum_273;
  wire       [15:0]   _zz_core_oldSum_274;
  wire       [15:0]   _zz_core_oldSum_275;
  wire       [15:0]   _zz_core_oldSum_276;
  wire       [15:0]   _zz_core_oldSum_277;
  wire       [15:0]   _zz_core_oldSum_278;
  wire       [15:0]   _zz_core_oldSum_279;
  wire       [15:0]   _zz_core_oldSum_280;
  wire       [15:0]   _zz_core_oldSum_281;
  wire       [15:0]   _zz_core_oldSum_282;
  wire       [15:0]   _zz_core_oldSum_283;
  wire       [15:0]   _zz_core_oldSum_284;
  wire       [15:0]   _zz_core_oldSum_285;
  wire       [15:0]   _zz_core_oldSum_286;
  wire       [15:0]   _zz_core_oldSum_287;
  wire       [15:0]   _zz_core_oldSum_288;
  wire       [15:0]   _zz_core_oldSum_289;
  wire       [15:0]   _zz_core_oldSum_290;
  wire       [15:0]   _zz_core_oldSum_291;
  wire       [15:0]   _zz_core_oldSum_292;
  wire       [15:0]   _zz_core_oldSum_293;
  wire       [15:0]   _zz_core_oldSum_294;
  wire       [15:0]   _zz_core_oldSum_295;
  wire       [15:0]   _zz_core_oldSum_296;
  wire       [15:0]   _zz_core_oldSum_297;
  wire       [15:0]   _zz_core_oldSum_298;
  wire       [15:0]   _zz_core_oldSum_299;
  wire       [15:0]   _zz_core_oldSum_300;
  wire       [15:0]   _zz_core_oldSum_301;
  wire       [15:0]   _zz_core_oldSum_302;
  wire       [15:0]   _zz_core_oldSum_303;
  wire       [15:0]   _zz_core_oldSum_304;
  wire       [15:0]   _zz_core_oldSum_305;
  wire       [15:0]   _zz_core_oldSum_306;
  wire       [15:0]   _zz_core_oldSum_307;
  wire       [15:0]   _zz_core_oldSum_308;
  wire       [15:0]   _zz_core_oldSum_309;
  wire       [15:0]   _zz_core_oldSum_310;
  wire       [15:0]   _zz_core_oldSum_311;
  wire       [15:0]   _zz_core_oldSum_312;
  wire       [15:0]   _zz_core_oldSum_313;
  wire       [15:0]   _zz_core_oldSum_314;
  wire       [15:0]   _zz_core_oldSum_315;
  wire       [15:0]   _zz_core_oldSum_316;
  wire       [15:0]   _zz_core_oldSum_317;
  wire       [15:0]   _zz_core_oldSum_318;
  wire       [15:0]   _zz_core_oldSum_319;
  wire       [15:0]   _zz_core_oldSum_320;
  wire       [15:0]   _zz_core_oldSum_321;
  wire       [15:0]   _zz_core_oldSum_322;
  wire       [15:0]   _zz_core_oldSum_323;
  wire       [15:0]   _zz_core_oldSum_324;
  wire       [15:0]   _zz_core_oldSum_325;
  wire       [15:0]   _zz_core_oldSum_326;
  wire       [15:0]   _zz_core_oldSum_327;
  wire       [15:0]   _zz_core_oldSum_328;
  wire       [15:0]   _zz_core_oldSum_329;
  wire       [15:0]   _zz_core_oldSum_330;
  wire       [15:0]   _zz_core_oldSum_331;
  wire       [15:0]   _zz_core_oldSum_332;
  wire       [15:0]   _zz_core_oldSum_333;
  wire       [15:0]   _zz_core_oldSum_334;
  wire       [15:0]   _zz_core_oldSum_335;
  wire       [15:0]   _zz_core_oldSum_336;
  wire       [15:0]   _zz_core_oldSum_337;
  wire       [15:0]   _zz_core_oldSum_338;
  wire       [15:0]   _zz_core_oldSum_339;
  wire       [15:0]   _zz_core_oldSum_340;
  wire       [15:0]   _zz_core_oldSum_341;
  wire       [15:0]   _zz_core_oldSum_342;
  wire       [15:0]   _zz_core_oldSum_343;
  wire       [15:0]   _zz_core_oldSum_344;
  wire       [15:0]   _zz_core_oldSum_345;
  wire       [15:0]   _zz_core_oldSum_346;
  wire       [15:0]   _zz_core_oldSum_347;
  wire       [15:0]   _zz_core_oldSum_348;
  wire       [15:0]   _zz_core_oldSum_349;
  wire       [15:0]   _zz_core_oldSum_350;
  wire       [15:0]   _zz_core_oldSum_351;
  wire       [17:0]   _zz_core_wr_newRaw;
  wire       [17:0]   _zz_core_wr_newRaw_1;
  wire       [15:0]   _zz_core_wr_newRaw_2;
  wire       [17:0]   _zz_core_wr_newRaw_3;
  wire       [17:0]   _zz_core_wr_newSat;
  wire       [17:0]   _zz_core_wr_newSat_1;
  wire       [15:0]   _zz_core_wr_newSum;
  wire       [17:0]   _zz_core_wr_newSum_1;
  wire       [7:0]    _zz_core_cnt_8;
  wire       [7:0]    _zz_core_cnt_9;
  wire       [7:0]    _zz_core_cnt_10;
  wire       [7:0]    _zz_core_cnt_11;
  wire       [7:0]    _zz_core_cnt_12;
  reg        [7:0]    _zz_core_cnt_13;
  wire       [2:0]    _zz_core_cnt_14;
  reg        [7:0]    _zz_core_cnt_15;
  wire       [2:0]    _zz_core_cnt_16;
  wire       [7:0]    _zz_core_cnt_17;
  reg        [7:0]    _zz_core_cnt_18;
  wire       [2:0]    _zz_core_cnt_19;
  reg        [7:0]    _zz_core_cnt_20;
  wire       [2:0]    _zz_core_cnt_21;
  wire       [7:0]    _zz_core_cnt_22;
  wire       [7:0]    _zz_core_cnt_23;
  reg        [7:0]    _zz_core_cnt_24;
  wire       [2:0]    _zz_core_cnt_25;
  reg        [7:0]    _zz_core_cnt_26;
  wire       [2:0]    _zz_core_cnt_27;
  wire       [7:0]    _zz_core_cnt_28;
  reg        [7:0]    _zz_core_cnt_29;
  wire       [2:0]    _zz_core_cnt_30;
  reg        [7:0]    _zz_core_cnt_31;
  wire       [2:0]    _zz_core_cnt_32;
  wire       [7:0]    _zz_core_cnt_33;
  wire       [7:0]    _zz_core_cnt_34;
  wire       [7:0]    _zz_core_cnt_35;
  reg        [7:0]    _zz_core_cnt_36;
  wire       [2:0]    _zz_core_cnt_37;
  reg        [7:0]    _zz_core_cnt_38;
  wire       [2:0]    _zz_core_cnt_39;
  wire       [7:0]    _zz_core_cnt_40;
  reg        [7:0]    _zz_core_cnt_41;
  wire       [2:0]    _zz_core_cnt_42;
  reg        [7:0]    _zz_core_cnt_43;
  wire       [2:0]    _zz_core_cnt_44;
  wire       [7:0]    _zz_core_cnt_45;
  wire       [7:0]    _zz_core_cnt_46;
  reg        [7:0]    _zz_core_cnt_47;
  wire       [2:0]    _zz_core_cnt_48;
  reg        [7:0]    _zz_core_cnt_49;
  wire       [2:0]    _zz_core_cnt_50;
  wire       [7:0]    _zz_core_cnt_51;
  reg        [7:0]    _zz_core_cnt_52;
  wire       [2:0]    _zz_core_cnt_53;
  reg        [7:0]    _zz_core_cnt_54;
  wire       [2:0]    _zz_core_cnt_55;
  wire       [7:0]    _zz_core_cnt_56;
  wire       [7:0]    _zz_core_cnt_57;
  wire       [7:0]    _zz_core_cnt_58;
  wire       [7:0]    _zz_core_cnt_59;
  reg        [7:0]    _zz_core_cnt_60;
  wire       [2:0]    _zz_core_cnt_61;
  reg        [7:0]    _zz_core_cnt_62;
  wire       [2:0]    _zz_core_cnt_63;
  wire       [7:0]    _zz_core_cnt_64;
  reg        [7:0]    _zz_core_cnt_65;
  wire       [2:0]    _zz_core_cnt_66;
  reg        [7:0]    _zz_core_cnt_67;
  wire       [2:0]    _zz_core_cnt_68;
  wire       [7:0]    _zz_core_cnt_69;
  wire       [7:0]    _zz_core_cnt_70;
  reg        [7:0]    _zz_core_cnt_71;
  wire       [2:0]    _zz_core_cnt_72;
  reg        [7:0]    _zz_core_cnt_73;
  wire       [2:0]    _zz_core_cnt_74;
  wire       [7:0]    _zz_core_cnt_75;
  reg        [7:0]    _zz_core_cnt_76;
  wire       [2:0]    _zz_core_cnt_77;
  reg        [7:0]    _zz_core_cnt_78;
  wire       [2:0]    _zz_core_cnt_79;
  wire       [7:0]    _zz_core_cnt_80;
  wire       [7:0]    _zz_core_cnt_81;
  wire       [7:0]    _zz_core_cnt_82;
  reg        [7:0]    _zz_core_cnt_83;
  wire       [2:0]    _zz_core_cnt_84;
  reg        [7:0]    _zz_core_cnt_85;
  wire       [2:0]    _zz_core_cnt_86;
  wire       [7:0]    _zz_core_cnt_87;
  reg        [7:0]    _zz_core_cnt_88;
  wire       [2:0]    _zz_core_cnt_89;
  reg        [7:0]    _zz_core_cnt_90;
  wire       [2:0]    _zz_core_cnt_91;
  wire       [7:0]    _zz_core_cnt_92;
  wire       [7:0]    _zz_core_cnt_93;
  reg        [7:0]    _zz_core_cnt_94;
  wire       [2:0]    _zz_core_cnt_95;
  reg        [7:0]    _zz_core_cnt_96;
  wire       [2:0]    _zz_core_cnt_97;
  wire       [7:0]    _zz_core_cnt_98;
  reg        [7:0]    _zz_core_cnt_99;
  wire       [2:0]    _zz_core_cnt_100;
  reg        [7:0]    _zz_core_cnt_101;
  wire       [2:0]    _zz_core_cnt_102;
  wire       [7:0]    _zz_core_cnt_103;
  wire       [7:0]    _zz_core_cnt_104;
  wire       [7:0]    _zz_core_cnt_105;
  wire       [7:0]    _zz_core_cnt_106;
  reg        [7:0]    _zz_core_cnt_107;
  wire       [2:0]    _zz_core_cnt_108;
  reg        [7:0]    _zz_core_cnt_109;
  wire       [2:0]    _zz_core_cnt_110;
  wire       [7:0]    _zz_core_cnt_111;
  reg        [7:0]    _zz_core_cnt_112;
  wire       [2:0]    _zz_core_cnt_113;
  reg        [7:0]    _zz_core_cnt_114;
  wire       [2:0]    _zz_core_cnt_115;
  wire       [7:0]    _zz_core_cnt_116;
  wire       [7:0]    _zz_core_cnt_117;
  reg        [7:0]    _zz_core_cnt_118;
  wire       [2:0]    _zz_core_cnt_119;
  reg        [7:0]    _zz_core_cnt_120;
  wire       [2:0]    _zz_core_cnt_121;
  wire       [7:0]    _zz_core_cnt_122;
  reg        [7:0]    _zz_core_cnt_123;
  wire       [2:0]    _zz_core_cnt_124;
  reg        [7:0]    _zz_core_cnt_125;
  wire       [2:0]    _zz_core_cnt_126;
  wire       [7:0]    _zz_core_cnt_127;
  wire       [7:0]    _zz_core_cnt_128;
  reg        [7:0]    _zz_core_cnt_129;
  wire       [2:0]    _zz_core_cnt_130;
  reg        [7:0]    _zz_core_cnt_131;
  wire       [2:0]    _zz_core_cnt_132;
  reg        [7:0]    _zz_core_cnt_133;
  wire       [2:0]    _zz_core_cnt_134;
  wire       [1:0]    _zz_core_cnt_135;
  reg                 _zz_core_tabRd_v;
  reg        [5:0]    _zz_core_tabRd_src;
  reg        [5:0]    _zz_core_tabRd_dst;
  reg        [15:0]   _zz_core_tabRd_sum;
  reg                 _zz__zz_core_l0_v;
  reg        [5:0]    _zz_core_l0_src;
  reg        [5:0]    _zz_core_l0_dst;
  reg        [15:0]   _zz_core_l0_sum;
  reg                 _zz_core_l1_v_1;
  reg        [5:0]    _zz_core_l1_src;
  reg        [5:0]    _zz_core_l1_dst;
  reg        [15:0]   _zz_core_l1_sum;
  wire       [21:0]   _zz_core_total;
  wire       [21:0]   _zz_core_total_1;
  wire       [15:0]   _zz_core_total_2;
  wire       [21:0]   _zz_core_total_3;
  wire       [15:0]   _zz_core_total_4;
  wire       [6:0]    _zz_core_count;
  wire       [6:0]    _zz_core_count_1;
  wire       [0:0]    _zz_core_count_2;
  wire       [6:0]    _zz_core_count_3;
  wire       [0:0]    _zz_core_count_4;
  reg        [5:0]    _zz_core_rs_b;
  reg        [5:0]    _zz_core_rs_x;
  reg        [5:0]    _zz_core_rs_y;
  reg        [15:0]   _zz_core_rs_wx;
  reg        [15:0]   _zz_core_rs_wy;
  reg        [15:0]   _zz_core_rs_wab;
  wire       [16:0]   _zz_core_rs_gain;
  wire       [16:0]   _zz_core_rs_gain_1;
  wire       [16:0]   _zz_core_rs_take;
  wire       [21:0]   _zz_core_total_5;
  wire       [21:0]   _zz_core_total_6;
  wire       [21:0]   _zz_core_total_7;
  wire       [21:0]   _zz_core_total_8;
  wire       [21:0]   _zz_core_total_9;
  reg        [5:0]    _zz_core_resD;
  reg        [15:0]   _zz_core_resW;
  wire       [15:0]   core_sumMax;
  reg                 core_tab_0_v;
  reg        [5:0]    core_tab_0_src;
  reg        [5:0]    core_tab_0_dst;
  reg        [15:0]   core_tab_0_sum;
  reg                 core_tab_1_v;
  reg        [5:0]    core_tab_1_src;
  reg        [5:0]    core_tab_1_dst;
  reg        [15:0]   core_tab_1_sum;
  reg                 core_tab_2_v;
  reg        [5:0]    core_tab_2_src;
  reg        [5:0]    core_tab_2_dst;
  reg        [15:0]   core_tab_2_sum;
  reg                 core_tab_3_v;
  reg        [5:0]    core_tab_3_src;
  reg        [5:0]    core_tab_3_dst;
  reg        [15:0]   core_tab_3_sum;
  reg                 core_tab_4_v;
  reg        [5:0]    core_tab_4_src;
  reg        [5:0]    core_tab_4_dst;
  reg        [15:0]   core_tab_4_sum;
  reg                 core_tab_5_v;
  reg        [5:0]    core_tab_5_src;
  reg        [5:0]    core_tab_5_dst;
  reg        [15:0]   core_tab_5_sum;
  reg                 core_tab_6_v;
  reg        [5:0]    core_tab_6_src;
  reg        [5:0]    core_tab_6_dst;
  reg        [15:0]   core_tab_6_sum;
  reg                 core_tab_7_v;
  reg        [5:0]    core_tab_7_src;
  reg        [5:0]    core_tab_7_dst;
  reg        [15:0]   core_tab_7_sum;
  reg                 core_tab_8_v;
  reg        [5:0]    core_tab_8_src;
  reg        [5:0]    core_tab_8_dst;
  reg        [15:0]   core_tab_8_sum;
  reg                 core_tab_9_v;
  reg        [5:0]    core_tab_9_src;
  reg        [5:0]    core_tab_9_dst;
  reg        [15:0]   core_tab_9_sum;
  reg                 core_tab_10_v;
  reg        [5:0]    core_tab_10_src;
  reg        [5:0]    core_tab_10_dst;
  reg        [15:0]   core_tab_10_sum;
  reg                 core_tab_11_v;
  reg        [5:0]    core_tab_11_src;
  reg        [5:0]    core_tab_11_dst;
  reg        [15:0]   core_tab_11_sum;
  reg                 core_tab_12_v;
  reg        [5:0]    core_tab_12_src;
  reg        [5:0]    core_tab_12_dst;
  reg        [15:0]   core_tab_12_sum;
  reg                 core_tab_13_v;
  reg        [5:0]    core_tab_13_src;
  reg        [5:0]    core_tab_13_dst;
  reg        [15:0]   core_tab_13_sum;
  reg                 core_tab_14_v;
  reg        [5:0]    core_tab_14_src;
  reg        [5:0]    core_tab_14_dst;
  reg        [15:0]   core_tab_14_sum;
  reg                 core_tab_15_v;
  reg        [5:0]    core_tab_15_src;
  reg        [5:0]    core_tab_15_dst;
  reg        [15:0]   core_tab_15_sum;
  reg                 core_tab_16_v;
  reg        [5:0]    core_tab_16_src;
  reg        [5:0]    core_tab_16_dst;
  reg        [15:0]   core_tab_16_sum;
  reg                 core_tab_17_v;
  reg        [5:0]    core_tab_17_src;
  reg        [5:0]    core_tab_17_dst;
  reg        [15:0]   core_tab_17_sum;
  reg                 core_tab_18_v;
  reg        [5:0]    core_tab_18_src;
  reg        [5:0]    core_tab_18_dst;
  reg        [15:0]   core_tab_18_sum;
  reg                 core_tab_19_v;
  reg        [5:0]    core_tab_19_src;
  reg        [5:0]    core_tab_19_dst;
  reg        [15:0]   core_tab_19_sum;
  reg                 core_tab_20_v;
  reg        [5:0]    core_tab_20_src;
  reg        [5:0]    core_tab_20_dst;
  reg        [15:0]   core_tab_20_sum;
  reg                 core_tab_21_v;
  reg        [5:0]    core_tab_21_src;
  reg        [5:0]    core_tab_21_dst;
  reg        [15:0]   core_tab_21_sum;
  reg                 core_tab_22_v;
  reg        [5:0]    core_tab_22_src;
  reg        [5:0]    core_tab_22_dst;
  reg        [15:0]   core_tab_22_sum;
  reg                 core_tab_23_v;
  reg        [5:0]    core_tab_23_src;
  reg        [5:0]    core_tab_23_dst;
  reg        [15:0]   core_tab_23_sum;
  reg                 core_tab_24_v;
  reg        [5:0]    core_tab_24_src;
  reg        [5:0]    core_tab_24_dst;
  reg        [15:0]   core_tab_24_sum;
  reg                 core_tab_25_v;
  reg        [5:0]    core_tab_25_src;
  reg        [5:0]    core_tab_25_dst;
  reg        [15:0]   core_tab_25_sum;
  reg                 core_tab_26_v;
  reg        [5:0]    core_tab_26_src;
  reg        [5:0]    core_tab_26_dst;
  reg        [15:0]   core_tab_26_sum;
  reg                 core_tab_27_v;
  reg        [5:0]    core_tab_27_src;
  reg        [5:0]    core_tab_27_dst;
  reg        [15:0]   core_tab_27_sum;
  reg                 core_tab_28_v;
  reg        [5:0]    core_tab_28_src;
  reg        [5:0]    core_tab_28_dst;
  reg        [15:0]   core_tab_28_sum;
  reg                 core_tab_29_v;
  reg        [5:0]    core_tab_29_src;
  reg        [5:0]    core_tab_29_dst;
  reg        [15:0]   core_tab_29_sum;
  reg                 core_tab_30_v;
  reg        [5:0]    core_tab_30_src;
  reg        [5:0]    core_tab_30_dst;
  reg        [15:0]   core_tab_30_sum;
  reg                 core_tab_31_v;
  reg        [5:0]    core_tab_31_src;
  reg        [5:0]    core_tab_31_dst;
  reg        [15:0]   core_tab_31_sum;
  reg                 core_tab_32_v;
  reg        [5:0]    core_tab_32_src;
  reg        [5:0]    core_tab_32_dst;
  reg        [15:0]   core_tab_32_sum;
  reg                 core_tab_33_v;
  reg        [5:0]    core_tab_33_src;
  reg        [5:0]    core_tab_33_dst;
  reg        [15:0]   core_tab_33_sum;
  reg                 core_tab_34_v;
  reg        [5:0]    core_tab_34_src;
  reg        [5:0]    core_tab_34_dst;
  reg        [15:0]   core_tab_34_sum;
  reg                 core_tab_35_v;
  reg        [5:0]    core_tab_35_src;
  reg        [5:0]    core_tab_35_dst;
  reg        [15:0]   core_tab_35_sum;
  reg                 core_tab_36_v;
  reg        [5:0]    core_tab_36_src;
  reg        [5:0]    core_tab_36_dst;
  reg        [15:0]   core_tab_36_sum;
  reg                 core_tab_37_v;
  reg        [5:0]    core_tab_37_src;
  reg        [5:0]    core_tab_37_dst;
  reg        [15:0]   core_tab_37_sum;
  reg                 core_tab_38_v;
  reg        [5:0]    core_tab_38_src;
  reg        [5:0]    core_tab_38_dst;
  reg        [15:0]   core_tab_38_sum;
  reg                 core_tab_39_v;
  reg        [5:0]    core_tab_39_src;
  reg        [5:0]    core_tab_39_dst;
  reg        [15:0]   core_tab_39_sum;
  reg                 core_tab_40_v;
  reg        [5:0]    core_tab_40_src;
  reg        [5:0]    core_tab_40_dst;
  reg        [15:0]   core_tab_40_sum;
  reg                 core_tab_41_v;
  reg        [5:0]    core_tab_41_src;
  reg        [5:0]    core_tab_41_dst;
  reg        [15:0]   core_tab_41_sum;
  reg                 core_tab_42_v;
  reg        [5:0]    core_tab_42_src;
  reg        [5:0]    core_tab_42_dst;
  reg        [15:0]   core_tab_42_sum;
  reg                 core_tab_43_v;
  reg        [5:0]    core_tab_43_src;
  reg        [5:0]    core_tab_43_dst;
  reg        [15:0]   core_tab_43_sum;
  reg                 core_tab_44_v;
  reg        [5:0]    core_tab_44_src;
  reg        [5:0]    core_tab_44_dst;
  reg        [15:0]   core_tab_44_sum;
  reg                 core_tab_45_v;
  reg        [5:0]    core_tab_45_src;
  reg        [5:0]    core_tab_45_dst;
  reg        [15:0]   core_tab_45_sum;
  reg                 core_tab_46_v;
  reg        [5:0]    core_tab_46_src;
  reg        [5:0]    core_tab_46_dst;
  reg        [15:0]   core_tab_46_sum;
  reg                 core_tab_47_v;
  reg        [5:0]    core_tab_47_src;
  reg        [5:0]    core_tab_47_dst;
  reg        [15:0]   core_tab_47_sum;
  reg                 core_tab_48_v;
  reg        [5:0]    core_tab_48_src;
  reg        [5:0]    core_tab_48_dst;
  reg        [15:0]   core_tab_48_sum;
  reg                 core_tab_49_v;
  reg        [5:0]    core_tab_49_src;
  reg        [5:0]    core_tab_49_dst;
  reg        [15:0]   core_tab_49_sum;
  reg                 core_tab_50_v;
  reg        [5:0]    core_tab_50_src;
  reg        [5:0]    core_tab_50_dst;
  reg        [15:0]   core_tab_50_sum;
  reg                 core_tab_51_v;
  reg        [5:0]    core_tab_51_src;
  reg        [5:0]    core_tab_51_dst;
  reg        [15:0]   core_tab_51_sum;
  reg                 core_tab_52_v;
  reg        [5:0]    core_tab_52_src;
  reg        [5:0]    core_tab_52_dst;
  reg        [15:0]   core_tab_52_sum;
  reg                 core_tab_53_v;
  reg        [5:0]    core_tab_53_src;
  reg        [5:0]    core_tab_53_dst;
  reg        [15:0]   core_tab_53_sum;
  reg                 core_tab_54_v;
  reg        [5:0]    core_tab_54_src;
  reg        [5:0]    core_tab_54_dst;
  reg        [15:0]   core_tab_54_sum;
  reg                 core_tab_55_v;
  reg        [5:0]    core_tab_55_src;
  reg        [5:0]    core_tab_55_dst;
  reg        [15:0]   core_tab_55_sum;
  reg                 core_tab_56_v;
  reg        [5:0]    core_tab_56_src;
  reg        [5:0]    core_tab_56_dst;
  reg        [15:0]   core_tab_56_sum;
  reg                 core_tab_57_v;
  reg        [5:0]    core_tab_57_src;
  reg        [5:0]    core_tab_57_dst;
  reg        [15:0]   core_tab_57_sum;
  reg                 core_tab_58_v;
  reg        [5:0]    core_tab_58_src;
  reg        [5:0]    core_tab_58_dst;
  reg        [15:0]   core_tab_58_sum;
  reg                 core_tab_59_v;
  reg        [5:0]    core_tab_59_src;
  reg        [5:0]    core_tab_59_dst;
  reg        [15:0]   core_tab_59_sum;
  reg                 core_tab_60_v;
  reg        [5:0]    core_tab_60_src;
  reg        [5:0]    core_tab_60_dst;
  reg        [15:0]   core_tab_60_sum;
  reg                 core_tab_61_v;
  reg        [5:0]    core_tab_61_src;
  reg        [5:0]    core_tab_61_dst;
  reg        [15:0]   core_tab_61_sum;
  reg                 core_tab_62_v;
  reg        [5:0]    core_tab_62_src;
  reg        [5:0]    core_tab_62_dst;
  reg        [15:0]   core_tab_62_sum;
  reg                 core_tab_63_v;
  reg        [5:0]    core_tab_63_src;
  reg        [5:0]    core_tab_63_dst;
  reg        [15:0]   core_tab_63_sum;
  reg                 core_tab_64_v;
  reg        [5:0]    core_tab_64_src;
  reg        [5:0]    core_tab_64_dst;
  reg        [15:0]   core_tab_64_sum;
  reg                 core_tab_65_v;
  reg        [5:0]    core_tab_65_src;
  reg        [5:0]    core_tab_65_dst;
  reg        [15:0]   core_tab_65_sum;
  reg                 core_tab_66_v;
  reg        [5:0]    core_tab_66_src;
  reg        [5:0]    core_tab_66_dst;
  reg        [15:0]   core_tab_66_sum;
  reg                 core_tab_67_v;
  reg        [5:0]    core_tab_67_src;
  reg        [5:0]    core_tab_67_dst;
  reg        [15:0]   core_tab_67_sum;
  reg                 core_tab_68_v;
  reg        [5:0]    core_tab_68_src;
  reg        [5:0]    core_tab_68_dst;
  reg        [15:0]   core_tab_68_sum;
  reg                 core_tab_69_v;
  reg        [5:0]    core_tab_69_src;
  reg        [5:0]    core_tab_69_dst;
  reg        [15:0]   core_tab_69_sum;
  reg                 core_tab_70_v;
  reg        [5:0]    core_tab_70_src;
  reg        [5:0]    core_tab_70_dst;
  reg        [15:0]   core_tab_70_sum;
  reg                 core_tab_71_v;
  reg        [5:0]    core_tab_71_src;
  reg        [5:0]    core_tab_71_dst;
  reg        [15:0]   core_tab_71_sum;
  reg                 core_tab_72_v;
  reg        [5:0]    core_tab_72_src;
  reg        [5:0]    core_tab_72_dst;
  reg        [15:0]   core_tab_72_sum;
  reg                 core_tab_73_v;
  reg        [5:0]    core_tab_73_src;
  reg        [5:0]    core_tab_73_dst;
  reg        [15:0]   core_tab_73_sum;
  reg                 core_tab_74_v;
  reg        [5:0]    core_tab_74_src;
  reg        [5:0]    core_tab_74_dst;
  reg        [15:0]   core_tab_74_sum;
  reg                 core_tab_75_v;
  reg        [5:0]    core_tab_75_src;
  reg        [5:0]    core_tab_75_dst;
  reg        [15:0]   core_tab_75_sum;
  reg                 core_tab_76_v;
  reg        [5:0]    core_tab_76_src;
  reg        [5:0]    core_tab_76_dst;
  reg        [15:0]   core_tab_76_sum;
  reg                 core_tab_77_v;
  reg        [5:0]    core_tab_77_src;
  reg        [5:0]    core_tab_77_dst;
  reg        [15:0]   core_tab_77_sum;
  reg                 core_tab_78_v;
  reg        [5:0]    core_tab_78_src;
  reg        [5:0]    core_tab_78_dst;
  reg        [15:0]   core_tab_78_sum;
  reg                 core_tab_79_v;
  reg        [5:0]    core_tab_79_src;
  reg        [5:0]    core_tab_79_dst;
  reg        [15:0]   core_tab_79_sum;
  reg                 core_tab_80_v;
  reg        [5:0]    core_tab_80_src;
  reg        [5:0]    core_tab_80_dst;
  reg        [15:0]   core_tab_80_sum;
  reg                 core_tab_81_v;
  reg        [5:0]    core_tab_81_src;
  reg        [5:0]    core_tab_81_dst;
  reg        [15:0]   core_tab_81_sum;
  reg                 core_tab_82_v;
  reg        [5:0]    core_tab_82_src;
  reg        [5:0]    core_tab_82_dst;
  reg        [15:0]   core_tab_82_sum;
  reg                 core_tab_83_v;
  reg        [5:0]    core_tab_83_src;
  reg        [5:0]    core_tab_83_dst;
  reg        [15:0]   core_tab_83_sum;
  reg                 core_tab_84_v;
  reg        [5:0]    core_tab_84_src;
  reg        [5:0]    core_tab_84_dst;
  reg        [15:0]   core_tab_84_sum;
  reg                 core_tab_85_v;
  reg        [5:0]    core_tab_85_src;
  reg        [5:0]    core_tab_85_dst;
  reg        [15:0]   core_tab_85_sum;
  reg                 core_tab_86_v;
  reg        [5:0]    core_tab_86_src;
  reg        [5:0]    core_tab_86_dst;
  reg        [15:0]   core_tab_86_sum;
  reg                 core_tab_87_v;
  reg        [5:0]    core_tab_87_src;
  reg        [5:0]    core_tab_87_dst;
  reg        [15:0]   core_tab_87_sum;
  reg                 core_tab_88_v;
  reg        [5:0]    core_tab_88_src;
  reg        [5:0]    core_tab_88_dst;
  reg        [15:0]   core_tab_88_sum;
  reg                 core_tab_89_v;
  reg        [5:0]    core_tab_89_src;
  reg        [5:0]    core_tab_89_dst;
  reg        [15:0]   core_tab_89_sum;
  reg                 core_tab_90_v;
  reg        [5:0]    core_tab_90_src;
  reg        [5:0]    core_tab_90_dst;
  reg        [15:0]   core_tab_90_sum;
  reg                 core_tab_91_v;
  reg        [5:0]    core_tab_91_src;
  reg        [5:0]    core_tab_91_dst;
  reg        [15:0]   core_tab_91_sum;
  reg                 core_tab_92_v;
  reg        [5:0]    core_tab_92_src;
  reg        [5:0]    core_tab_92_dst;
  reg        [15:0]   core_tab_92_sum;
  reg                 core_tab_93_v;
  reg        [5:0]    core_tab_93_src;
  reg        [5:0]    core_tab_93_dst;
  reg        [15:0]   core_tab_93_sum;
  reg                 core_tab_94_v;
  reg        [5:0]    core_tab_94_src;
  reg        [5:0]    core_tab_94_dst;
  reg        [15:0]   core_tab_94_sum;
  reg                 core_tab_95_v;
  reg        [5:0]    core_tab_95_src;
  reg        [5:0]    core_tab_95_dst;
  reg        [15:0]   core_tab_95_sum;
  reg                 core_tab_96_v;
  reg        [5:0]    core_tab_96_src;
  reg        [5:0]    core_tab_96_dst;
  reg        [15:0]   core_tab_96_sum;
  reg                 core_tab_97_v;
  reg        [5:0]    core_tab_97_src;
  reg        [5:0]    core_tab_97_dst;
  reg        [15:0]   core_tab_97_sum;
  reg                 core_tab_98_v;
  reg        [5:0]    core_tab_98_src;
  reg        [5:0]    core_tab_98_dst;
  reg        [15:0]   core_tab_98_sum;
  reg                 core_tab_99_v;
  reg        [5:0]    core_tab_99_src;
  reg        [5:0]    core_tab_99_dst;
  reg        [15:0]   core_tab_99_sum;
  reg                 core_tab_100_v;
  reg        [5:0]    core_tab_100_src;
  reg        [5:0]    core_tab_100_dst;
  reg        [15:0]   core_tab_100_sum;
  reg                 core_tab_101_v;
  reg        [5:0]    core_tab_101_src;
  reg        [5:0]    core_tab_101_dst;
  reg        [15:0]   core_tab_101_sum;
  reg                 core_tab_102_v;
  reg        [5:0]    core_tab_102_src;
  reg        [5:0]    core_tab_102_dst;
  reg        [15:0]   core_tab_102_sum;
  reg                 core_tab_103_v;
  reg        [5:0]    core_tab_103_src;
  reg        [5:0]    core_tab_103_dst;
  reg        [15:0]   core_tab_103_sum;
  reg                 core_tab_104_v;
  reg        [5:0]    core_tab_104_src;
  reg        [5:0]    core_tab_104_dst;
  reg        [15:0]   core_tab_104_sum;
  reg                 core_tab_105_v;
  reg        [5:0]    core_tab_105_src;
  reg        [5:0]    core_tab_105_dst;
  reg        [15:0]   core_tab_105_sum;
  reg                 core_tab_106_v;
  reg        [5:0]    core_tab_106_src;
  reg        [5:0]    core_tab_106_dst;
  reg        [15:0]   core_tab_106_sum;
  reg                 core_tab_107_v;
  reg        [5:0]    core_tab_107_src;
  reg        [5:0]    core_tab_107_dst;
  reg        [15:0]   core_tab_107_sum;
  reg                 core_tab_108_v;
  reg        [5:0]    core_tab_108_src;
  reg        [5:0]    core_tab_108_dst;
  reg        [15:0]   core_tab_108_sum;
  reg                 core_tab_109_v;
  reg        [5:0]    core_tab_109_src;
  reg        [5:0]    core_tab_109_dst;
  reg        [15:0]   core_tab_109_sum;
  reg                 core_tab_110_v;
  reg        [5:0]    core_tab_110_src;
  reg        [5:0]    core_tab_110_dst;
  reg        [15:0]   core_tab_110_sum;
  reg                 core_tab_111_v;
  reg        [5:0]    core_tab_111_src;
  reg        [5:0]    core_tab_111_dst;
  reg        [15:0]   core_tab_111_sum;
  reg                 core_tab_112_v;
  reg        [5:0]    core_tab_112_src;
  reg        [5:0]    core_tab_112_dst;
  reg        [15:0]   core_tab_112_sum;
  reg                 core_tab_113_v;
  reg        [5:0]    core_tab_113_src;
  reg        [5:0]    core_tab_113_dst;
  reg        [15:0]   core_tab_113_sum;
  reg                 core_tab_114_v;
  reg        [5:0]    core_tab_114_src;
  reg        [5:0]    core_tab_114_dst;
  reg        [15:0]   core_tab_114_sum;
  reg                 core_tab_115_v;
  reg        [5:0]    core_tab_115_src;
  reg        [5:0]    core_tab_115_dst;
  reg        [15:0]   core_tab_115_sum;
  reg                 core_tab_116_v;
  reg        [5:0]    core_tab_116_src;
  reg        [5:0]    core_tab_116_dst;
  reg        [15:0]   core_tab_116_sum;
  reg                 core_tab_117_v;
  reg        [5:0]    core_tab_117_src;
  reg        [5:0]    core_tab_117_dst;
  reg        [15:0]   core_tab_117_sum;
  reg                 core_tab_118_v;
  reg        [5:0]    core_tab_118_src;
  reg        [5:0]    core_tab_118_dst;
  reg        [15:0]   core_tab_118_sum;
  reg                 core_tab_119_v;
  reg        [5:0]    core_tab_119_src;
  reg        [5:0]    core_tab_119_dst;
  reg        [15:0]   core_tab_119_sum;
  reg                 core_tab_120_v;
  reg        [5:0]    core_tab_120_src;
  reg        [5:0]    core_tab_120_dst;
  reg        [15:0]   core_tab_120_sum;
  reg                 core_tab_121_v;
  reg        [5:0]    core_tab_121_src;
  reg        [5:0]    core_tab_121_dst;
  reg        [15:0]   core_tab_121_sum;
  reg                 core_tab_122_v;
  reg        [5:0]    core_tab_122_src;
  reg        [5:0]    core_tab_122_dst;
  reg        [15:0]   core_tab_122_sum;
  reg                 core_tab_123_v;
  reg        [5:0]    core_tab_123_src;
  reg        [5:0]    core_tab_123_dst;
  reg        [15:0]   core_tab_123_sum;
  reg                 core_tab_124_v;
  reg        [5:0]    core_tab_124_src;
  reg        [5:0]    core_tab_124_dst;
  reg        [15:0]   core_tab_124_sum;
  reg                 core_tab_125_v;
  reg        [5:0]    core_tab_125_src;
  reg        [5:0]    core_tab_125_dst;
  reg        [15:0]   core_tab_125_sum;
  reg                 core_tab_126_v;
  reg        [5:0]    core_tab_126_src;
  reg        [5:0]    core_tab_126_dst;
  reg        [15:0]   core_tab_126_sum;
  reg                 core_tab_127_v;
  reg        [5:0]    core_tab_127_src;
  reg        [5:0]    core_tab_127_dst;
  reg        [15:0]   core_tab_127_sum;
  wire                core_none_v;
  wire       [5:0]    core_none_src;
  wire       [5:0]    core_none_dst;
  wire       [15:0]   core_none_sum;
  reg        [1:0]    core_ph;
  reg                 core_startPend;
  reg        [1:0]    core_op;
  reg        [5:0]    core_opSrc;
  reg        [5:0]    core_opDst;
  reg        [16:0]   core_opDelta;
  reg        [127:0]  core_hit;
  reg        [15:0]   core_oldSum;
  reg                 core_evOverflow;
  reg                 core_evMiss;
  reg                 core_evSat;
  reg                 core_wrV;
  reg        [5:0]    core_wrSrc;
  reg        [5:0]    core_wrDst;
  reg        [15:0]   core_wrSum;
  wire                when_LpMepcEngine_l137;
  wire                when_LpMepcEngine_l143;
  wire                _zz_core_hit;
  wire                _zz_core_hit_1;
  wire                _zz_core_hit_2;
  wire                _zz_core_hit_3;
  wire                _zz_core_hit_4;
  wire                _zz_core_hit_5;
  wire                _zz_core_hit_6;
  wire                _zz_core_hit_7;
  wire                _zz_core_hit_8;
  wire                _zz_core_hit_9;
  wire                _zz_core_hit_10;
  wire                _zz_core_hit_11;
  wire                _zz_core_hit_12;
  wire                _zz_core_hit_13;
  wire                _zz_core_hit_14;
  wire                _zz_core_hit_15;
  wire                _zz_core_hit_16;
  wire                _zz_core_hit_17;
  wire                _zz_core_hit_18;
  wire                _zz_core_hit_19;
  wire                _zz_core_hit_20;
  wire                _zz_core_hit_21;
  wire                _zz_core_hit_22;
  wire                _zz_core_hit_23;
  wire                _zz_core_hit_24;
  wire                _zz_core_hit_25;
  wire                _zz_core_hit_26;
  wire                _zz_core_hit_27;
  wire                _zz_core_hit_28;
  wire                _zz_core_hit_29;
  wire                _zz_core_hit_30;
  wire                _zz_core_hit_31;
  wire                _zz_core_hit_32;
  wire                _zz_core_hit_33;
  wire                _zz_core_hit_34;
  wire                _zz_core_hit_35;
  wire                _zz_core_hit_36;
  wire                _zz_core_hit_37;
  wire                _zz_core_hit_38;
  wire                _zz_core_hit_39;
  wire                _zz_core_hit_40;
  wire                _zz_core_hit_41;
  wire                _zz_core_hit_42;
  wire                _zz_core_hit_43;
  wire                _zz_core_hit_44;
  wire                _zz_core_hit_45;
  wire                _zz_core_hit_46;
  wire                _zz_core_hit_47;
  wire                _zz_core_hit_48;
  wire                _zz_core_hit_49;
  wire                _zz_core_hit_50;
  wire                _zz_core_hit_51;
  wire                _zz_core_hit_52;
  wire                _zz_core_hit_53;
  wire                _zz_core_hit_54;
  wire                _zz_core_hit_55;
  wire                _zz_core_hit_56;
  wire                _zz_core_hit_57;
  wire                _zz_core_hit_58;
  wire                _zz_core_hit_59;
  wire                _zz_core_hit_60;
  wire                _zz_core_hit_61;
  wire                _zz_core_hit_62;
  wire                _zz_core_hit_63;
  wire                _zz_core_hit_64;
  wire                _zz_core_hit_65;
  wire                _zz_core_hit_66;
  wire                _zz_core_hit_67;
  wire                _zz_core_hit_68;
  wire                _zz_core_hit_69;
  wire                _zz_core_hit_70;
  wire                _zz_core_hit_71;
  wire                _zz_core_hit_72;
  wire                _zz_core_hit_73;
  wire                _zz_core_hit_74;
  wire                _zz_core_hit_75;
  wire                _zz_core_hit_76;
  wire                _zz_core_hit_77;
  wire                _zz_core_hit_78;
  wire                _zz_core_hit_79;
  wire                _zz_core_hit_80;
  wire                _zz_core_hit_81;
  wire                _zz_core_hit_82;
  wire                _zz_core_hit_83;
  wire                _zz_core_hit_84;
  wire                _zz_core_hit_85;
  wire                _zz_core_hit_86;
  wire                _zz_core_hit_87;
  wire                _zz_core_hit_88;
  wire                _zz_core_hit_89;
  wire                _zz_core_hit_90;
  wire                _zz_core_hit_91;
  wire                _zz_core_hit_92;
  wire                _zz_core_hit_93;
  wire                _zz_core_hit_94;
  wire                _zz_core_hit_95;
  wire                _zz_core_hit_96;
  wire                _zz_core_hit_97;
  wire                _zz_core_hit_98;
  wire                _zz_core_hit_99;
  wire                _zz_core_hit_100;
  wire                _zz_core_hit_101;
  wire                _zz_core_hit_102;
  wire                _zz_core_hit_103;
  wire                _zz_core_hit_104;
  wire                _zz_core_hit_105;
  wire                _zz_core_hit_106;
  wire                _zz_core_hit_107;
  wire                _zz_core_hit_108;
  wire                _zz_core_hit_109;
  wire                _zz_core_hit_110;
  wire                _zz_core_hit_111;
  wire                _zz_core_hit_112;
  wire                _zz_core_hit_113;
  wire                _zz_core_hit_114;
  wire                _zz_core_hit_115;
  wire                _zz_core_hit_116;
  wire                _zz_core_hit_117;
  wire                _zz_core_hit_118;
  wire                _zz_core_hit_119;
  wire                _zz_core_hit_120;
  wire                _zz_core_hit_121;
  wire                _zz_core_hit_122;
  wire                _zz_core_hit_123;
  wire                _zz_core_hit_124;
  wire                _zz_core_hit_125;
  wire                _zz_core_hit_126;
  wire                _zz_core_hit_127;
  wire                core_wr_hitAny;
  wire       [17:0]   core_wr_newRaw;
  wire                core_wr_newPos;
  wire                core_wr_newSat;
  wire       [15:0]   core_wr_newSum;
  wire                core_wr_ins;
  wire                core_wr_change;
  wire                core_wr_ent_v;
  wire       [5:0]    core_wr_ent_src;
  wire       [5:0]    core_wr_ent_dst;
  wire       [15:0]   core_wr_ent_sum;
  wire                core_wr_sfx_0;
  wire                core_wr_sfx_1;
  wire                core_wr_sfx_2;
  wire                core_wr_sfx_3;
  wire                core_wr_sfx_4;
  wire                core_wr_sfx_5;
  wire                core_wr_sfx_6;
  wire                core_wr_sfx_7;
  wire                core_wr_sfx_8;
  wire                core_wr_sfx_9;
  wire                core_wr_sfx_10;
  wire                core_wr_sfx_11;
  wire                core_wr_sfx_12;
  wire                core_wr_sfx_13;
  wire                core_wr_sfx_14;
  wire                core_wr_sfx_15;
  wire                core_wr_sfx_16;
  wire                core_wr_sfx_17;
  wire                core_wr_sfx_18;
  wire                core_wr_sfx_19;
  wire                core_wr_sfx_20;
  wire                core_wr_sfx_21;
  wire                core_wr_sfx_22;
  wire                core_wr_sfx_23;
  wire                core_wr_sfx_24;
  wire                core_wr_sfx_25;
  wire                core_wr_sfx_26;
  wire                core_wr_sfx_27;
  wire                core_wr_sfx_28;
  wire                core_wr_sfx_29;
  wire                core_wr_sfx_30;
  wire                core_wr_sfx_31;
  wire                core_wr_sfx_32;
  wire                core_wr_sfx_33;
  wire                core_wr_sfx_34;
  wire                core_wr_sfx_35;
  wire                core_wr_sfx_36;
  wire                core_wr_sfx_37;
  wire                core_wr_sfx_38;
  wire                core_wr_sfx_39;
  wire                core_wr_sfx_40;
  wire                core_wr_sfx_41;
  wire                core_wr_sfx_42;
  wire                core_wr_sfx_43;
  wire                core_wr_sfx_44;
  wire                core_wr_sfx_45;
  wire                core_wr_sfx_46;
  wire                core_wr_sfx_47;
  wire                core_wr_sfx_48;
  wire                core_wr_sfx_49;
  wire                core_wr_sfx_50;
  wire                core_wr_sfx_51;
  wire                core_wr_sfx_52;
  wire                core_wr_sfx_53;
  wire                core_wr_sfx_54;
  wire                core_wr_sfx_55;
  wire                core_wr_sfx_56;
  wire                core_wr_sfx_57;
  wire                core_wr_sfx_58;
  wire                core_wr_sfx_59;
  wire                core_wr_sfx_60;
  wire                core_wr_sfx_61;
  wire                core_wr_sfx_62;
  wire                core_wr_sfx_63;
  wire                core_wr_sfx_64;
  wire                core_wr_sfx_65;
  wire                core_wr_sfx_66;
  wire                core_wr_sfx_67;
  wire                core_wr_sfx_68;
  wire                core_wr_sfx_69;
  wire                core_wr_sfx_70;
  wire                core_wr_sfx_71;
  wire                core_wr_sfx_72;
  wire                core_wr_sfx_73;
  wire                core_wr_sfx_74;
  wire                core_wr_sfx_75;
  wire                core_wr_sfx_76;
  wire                core_wr_sfx_77;
  wire                core_wr_sfx_78;
  wire                core_wr_sfx_79;
  wire                core_wr_sfx_80;
  wire                core_wr_sfx_81;
  wire                core_wr_sfx_82;
  wire                core_wr_sfx_83;
  wire                core_wr_sfx_84;
  wire                core_wr_sfx_85;
  wire                core_wr_sfx_86;
  wire                core_wr_sfx_87;
  wire                core_wr_sfx_88;
  wire                core_wr_sfx_89;
  wire                core_wr_sfx_90;
  wire                core_wr_sfx_91;
  wire                core_wr_sfx_92;
  wire                core_wr_sfx_93;
  wire                core_wr_sfx_94;
  wire                core_wr_sfx_95;
  wire                core_wr_sfx_96;
  wire                core_wr_sfx_97;
  wire                core_wr_sfx_98;
  wire                core_wr_sfx_99;
  wire                core_wr_sfx_100;
  wire                core_wr_sfx_101;
  wire                core_wr_sfx_102;
  wire                core_wr_sfx_103;
  wire                core_wr_sfx_104;
  wire                core_wr_sfx_105;
  wire                core_wr_sfx_106;
  wire                core_wr_sfx_107;
  wire                core_wr_sfx_108;
  wire                core_wr_sfx_109;
  wire                core_wr_sfx_110;
  wire                core_wr_sfx_111;
  wire                core_wr_sfx_112;
  wire                core_wr_sfx_113;
  wire                core_wr_sfx_114;
  wire                core_wr_sfx_115;
  wire                core_wr_sfx_116;
  wire                core_wr_sfx_117;
  wire                core_wr_sfx_118;
  wire                core_wr_sfx_119;
  wire                core_wr_sfx_120;
  wire                core_wr_sfx_121;
  wire                core_wr_sfx_122;
  wire                core_wr_sfx_123;
  wire                core_wr_sfx_124;
  wire                core_wr_sfx_125;
  wire                core_wr_sfx_126;
  wire                core_wr_sfx_127;
  wire                core_wr_below_0;
  wire                core_wr_below_1;
  wire                core_wr_below_2;
  wire                core_wr_below_3;
  wire                core_wr_below_4;
  wire                core_wr_below_5;
  wire                core_wr_below_6;
  wire                core_wr_below_7;
  wire                core_wr_below_8;
  wire                core_wr_below_9;
  wire                core_wr_below_10;
  wire                core_wr_below_11;
  wire                core_wr_below_12;
  wire                core_wr_below_13;
  wire                core_wr_below_14;
  wire                core_wr_below_15;
  wire                core_wr_below_16;
  wire                core_wr_below_17;
  wire                core_wr_below_18;
  wire                core_wr_below_19;
  wire                core_wr_below_20;
  wire                core_wr_below_21;
  wire                core_wr_below_22;
  wire                core_wr_below_23;
  wire                core_wr_below_24;
  wire                core_wr_below_25;
  wire                core_wr_below_26;
  wire                core_wr_below_27;
  wire                core_wr_below_28;
  wire                core_wr_below_29;
  wire                core_wr_below_30;
  wire                core_wr_below_31;
  wire                core_wr_below_32;
  wire                core_wr_below_33;
  wire                core_wr_below_34;
  wire                core_wr_below_35;
  wire                core_wr_below_36;
  wire                core_wr_below_37;
  wire                core_wr_below_38;
  wire                core_wr_below_39;
  wire                core_wr_below_40;
  wire                core_wr_below_41;
  wire                core_wr_below_42;
  wire                core_wr_below_43;
  wire                core_wr_below_44;
  wire                core_wr_below_45;
  wire                core_wr_below_46;
  wire                core_wr_below_47;
  wire                core_wr_below_48;
  wire                core_wr_below_49;
  wire                core_wr_below_50;
  wire                core_wr_below_51;
  wire                core_wr_below_52;
  wire                core_wr_below_53;
  wire                core_wr_below_54;
  wire                core_wr_below_55;
  wire                core_wr_below_56;
  wire                core_wr_below_57;
  wire                core_wr_below_58;
  wire                core_wr_below_59;
  wire                core_wr_below_60;
  wire                core_wr_below_61;
  wire                core_wr_below_62;
  wire                core_wr_below_63;
  wire                core_wr_below_64;
  wire                core_wr_below_65;
  wire                core_wr_below_66;
  wire                core_wr_below_67;
  wire                core_wr_below_68;
  wire                core_wr_below_69;
  wire                core_wr_below_70;
  wire                core_wr_below_71;
  wire                core_wr_below_72;
  wire                core_wr_below_73;
  wire                core_wr_below_74;
  wire                core_wr_below_75;
  wire                core_wr_below_76;
  wire                core_wr_below_77;
  wire                core_wr_below_78;
  wire                core_wr_below_79;
  wire                core_wr_below_80;
  wire                core_wr_below_81;
  wire                core_wr_below_82;
  wire                core_wr_below_83;
  wire                core_wr_below_84;
  wire                core_wr_below_85;
  wire                core_wr_below_86;
  wire                core_wr_below_87;
  wire                core_wr_below_88;
  wire                core_wr_below_89;
  wire                core_wr_below_90;
  wire                core_wr_below_91;
  wire                core_wr_below_92;
  wire                core_wr_below_93;
  wire                core_wr_below_94;
  wire                core_wr_below_95;
  wire                core_wr_below_96;
  wire                core_wr_below_97;
  wire                core_wr_below_98;
  wire                core_wr_below_99;
  wire                core_wr_below_100;
  wire                core_wr_below_101;
  wire                core_wr_below_102;
  wire                core_wr_below_103;
  wire                core_wr_below_104;
  wire                core_wr_below_105;
  wire                core_wr_below_106;
  wire                core_wr_below_107;
  wire                core_wr_below_108;
  wire                core_wr_below_109;
  wire                core_wr_below_110;
  wire                core_wr_below_111;
  wire                core_wr_below_112;
  wire                core_wr_below_113;
  wire                core_wr_below_114;
  wire                core_wr_below_115;
  wire                core_wr_below_116;
  wire                core_wr_below_117;
  wire                core_wr_below_118;
  wire                core_wr_below_119;
  wire                core_wr_below_120;
  wire                core_wr_below_121;
  wire                core_wr_below_122;
  wire                core_wr_below_123;
  wire                core_wr_below_124;
  wire                core_wr_below_125;
  wire                core_wr_below_126;
  wire                core_wr_below_127;
  wire                core_wr_rest_0_v;
  wire       [5:0]    core_wr_rest_0_src;
  wire       [5:0]    core_wr_rest_0_dst;
  wire       [15:0]   core_wr_rest_0_sum;
  wire                core_wr_rest_1_v;
  wire       [5:0]    core_wr_rest_1_src;
  wire       [5:0]    core_wr_rest_1_dst;
  wire       [15:0]   core_wr_rest_1_sum;
  wire                core_wr_rest_2_v;
  wire       [5:0]    core_wr_rest_2_src;
  wire       [5:0]    core_wr_rest_2_dst;
  wire       [15:0]   core_wr_rest_2_sum;
  wire                core_wr_rest_3_v;
  wire       [5:0]    core_wr_rest_3_src;
  wire       [5:0]    core_wr_rest_3_dst;
  wire       [15:0]   core_wr_rest_3_sum;
  wire                core_wr_rest_4_v;
  wire       [5:0]    core_wr_rest_4_src;
  wire       [5:0]    core_wr_rest_4_dst;
  wire       [15:0]   core_wr_rest_4_sum;
  wire                core_wr_rest_5_v;
  wire       [5:0]    core_wr_rest_5_src;
  wire       [5:0]    core_wr_rest_5_dst;
  wire       [15:0]   core_wr_rest_5_sum;
  wire                core_wr_rest_6_v;
  wire       [5:0]    core_wr_rest_6_src;
  wire       [5:0]    core_wr_rest_6_dst;
  wire       [15:0]   core_wr_rest_6_sum;
  wire                core_wr_rest_7_v;
  wire       [5:0]    core_wr_rest_7_src;
  wire       [5:0]    core_wr_rest_7_dst;
  wire       [15:0]   core_wr_rest_7_sum;
  wire                core_wr_rest_8_v;
  wire       [5:0]    core_wr_rest_8_src;
  wire       [5:0]    core_wr_rest_8_dst;
  wire       [15:0]   core_wr_rest_8_sum;
  wire                core_wr_rest_9_v;
  wire       [5:0]    core_wr_rest_9_src;
  wire       [5:0]    core_wr_rest_9_dst;
  wire       [15:0]   core_wr_rest_9_sum;
  wire                core_wr_rest_10_v;
  wire       [5:0]    core_wr_rest_10_src;
  wire       [5:0]    core_wr_rest_10_dst;
  wire       [15:0]   core_wr_rest_10_sum;
  wire                core_wr_rest_11_v;
  wire       [5:0]    core_wr_rest_11_src;
  wire       [5:0]    core_wr_rest_11_dst;
  wire       [15:0]   core_wr_rest_11_sum;
  wire                core_wr_rest_12_v;
  wire       [5:0]    core_wr_rest_12_src;
  wire       [5:0]    core_wr_rest_12_dst;
  wire       [15:0]   core_wr_rest_12_sum;
  wire                core_wr_rest_13_v;
  wire       [5:0]    core_wr_rest_13_src;
  wire       [5:0]    core_wr_rest_13_dst;
  wire       [15:0]   core_wr_rest_13_sum;
  wire                core_wr_rest_14_v;
  wire       [5:0]    core_wr_rest_14_src;
  wire       [5:0]    core_wr_rest_14_dst;
  wire       [15:0]   core_wr_rest_14_sum;
  wire                core_wr_rest_15_v;
  wire       [5:0]    core_wr_rest_15_src;
  wire       [5:0]    core_wr_rest_15_dst;
  wire       [15:0]   core_wr_rest_15_sum;
  wire                core_wr_rest_16_v;
  wire       [5:0]    core_wr_rest_16_src;
  wire       [5:0]    core_wr_rest_16_dst;
  wire       [15:0]   core_wr_rest_16_sum;
  wire                core_wr_rest_17_v;
  wire       [5:0]    core_wr_rest_17_src;
  wire       [5:0]    core_wr_rest_17_dst;
  wire       [15:0]   core_wr_rest_17_sum;
  wire                core_wr_rest_18_v;
  wire       [5:0]    core_wr_rest_18_src;
  wire       [5:0]    core_wr_rest_18_dst;
  wire       [15:0]   core_wr_rest_18_sum;
  wire                core_wr_rest_19_v;
  wire       [5:0]    core_wr_rest_19_src;
  wire       [5:0]    core_wr_rest_19_dst;
  wire       [15:0]   core_wr_rest_19_sum;
  wire                core_wr_rest_20_v;
  wire       [5:0]    core_wr_rest_20_src;
  wire       [5:0]    core_wr_rest_20_dst;
  wire       [15:0]   core_wr_rest_20_sum;
  wire                core_wr_rest_21_v;
  wire       [5:0]    core_wr_rest_21_src;
  wire       [5:0]    core_wr_rest_21_dst;
  wire       [15:0]   core_wr_rest_21_sum;
  wire                core_wr_rest_22_v;
  wire       [5:0]    core_wr_rest_22_src;
  wire       [5:0]    core_wr_rest_22_dst;
  wire       [15:0]   core_wr_rest_22_sum;
  wire                core_wr_rest_23_v;
  wire       [5:0]    core_wr_rest_23_src;
  wire       [5:0]    core_wr_rest_23_dst;
  wire       [15:0]   core_wr_rest_23_sum;
  wire                core_wr_rest_24_v;
  wire       [5:0]    core_wr_rest_24_src;
  wire       [5:0]    core_wr_rest_24_dst;
  wire       [15:0]   core_wr_rest_24_sum;
  wire                core_wr_rest_25_v;
  wire       [5:0]    core_wr_rest_25_src;
  wire       [5:0]    core_wr_rest_25_dst;
  wire       [15:0]   core_wr_rest_25_sum;
  wire                core_wr_rest_26_v;
  wire       [5:0]    core_wr_rest_26_src;
  wire       [5:0]    core_wr_rest_26_dst;
  wire       [15:0]   core_wr_rest_26_sum;
  wire                core_wr_rest_27_v;
  wire       [5:0]    core_wr_rest_27_src;
  wire       [5:0]    core_wr_rest_27_dst;
  wire       [15:0]   core_wr_rest_27_sum;
  wire                core_wr_rest_28_v;
  wire       [5:0]    core_wr_rest_28_src;
  wire       [5:0]    core_wr_rest_28_dst;
  wire       [15:0]   core_wr_rest_28_sum;
  wire                core_wr_rest_29_v;
  wire       [5:0]    core_wr_rest_29_src;
  wire       [5:0]    core_wr_rest_29_dst;
  wire       [15:0]   core_wr_rest_29_sum;
  wire                core_wr_rest_30_v;
  wire       [5:0]    core_wr_rest_30_src;
  wire       [5:0]    core_wr_rest_30_dst;
  wire       [15:0]   core_wr_rest_30_sum;
  wire                core_wr_rest_31_v;
  wire       [5:0]    core_wr_rest_31_src;
  wire       [5:0]    core_wr_rest_31_dst;
  wire       [15:0]   core_wr_rest_31_sum;
  wire                core_wr_rest_32_v;
  wire       [5:0]    core_wr_rest_32_src;
  wire       [5:0]    core_wr_rest_32_dst;
  wire       [15:0]   core_wr_rest_32_sum;
  wire                core_wr_rest_33_v;
  wire       [5:0]    core_wr_rest_33_src;
  wire       [5:0]    core_wr_rest_33_dst;
  wire       [15:0]   core_wr_rest_33_sum;
  wire                core_wr_rest_34_v;
  wire       [5:0]    core_wr_rest_34_src;
  wire       [5:0]    core_wr_rest_34_dst;
  wire       [15:0]   core_wr_rest_34_sum;
  wire                core_wr_rest_35_v;
  wire       [5:0]    core_wr_rest_35_src;
  wire       [5:0]    core_wr_rest_35_dst;
  wire       [15:0]   core_wr_rest_35_sum;
  wire                core_wr_rest_36_v;
  wire       [5:0]    core_wr_rest_36_src;
  wire       [5:0]    core_wr_rest_36_dst;
  wire       [15:0]   core_wr_rest_36_sum;
  wire                core_wr_rest_37_v;
  wire       [5:0]    core_wr_rest_37_src;
  wire       [5:0]    core_wr_rest_37_dst;
  wire       [15:0]   core_wr_rest_37_sum;
  wire                core_wr_rest_38_v;
  wire       [5:0]    core_wr_rest_38_src;
  wire       [5:0]    core_wr_rest_38_dst;
  wire       [15:0]   core_wr_rest_38_sum;
  wire                core_wr_rest_39_v;
  wire       [5:0]    core_wr_rest_39_src;
  wire       [5:0]    core_wr_rest_39_dst;
  wire       [15:0]   core_wr_rest_39_sum;
  wire                core_wr_rest_40_v;
  wire       [5:0]    core_wr_rest_40_src;
  wire       [5:0]    core_wr_rest_40_dst;
  wire       [15:0]   core_wr_rest_40_sum;
  wire                core_wr_rest_41_v;
  wire       [5:0]    core_wr_rest_41_src;
  wire       [5:0]    core_wr_rest_41_dst;
  wire       [15:0]   core_wr_rest_41_sum;
  wire                core_wr_rest_42_v;
  wire       [5:0]    core_wr_rest_42_src;
  wire       [5:0]    core_wr_rest_42_dst;
  wire       [15:0]   core_wr_rest_42_sum;
  wire                core_wr_rest_43_v;
  wire       [5:0]    core_wr_rest_43_src;
  wire       [5:0]    core_wr_rest_43_dst;
  wire       [15:0]   core_wr_rest_43_sum;
  wire                core_wr_rest_44_v;
  wire       [5:0]    core_wr_rest_44_src;
  wire       [5:0]    core_wr_rest_44_dst;
  wire       [15:0]   core_wr_rest_44_sum;
  wire                core_wr_rest_45_v;
  wire       [5:0]    core_wr_rest_45_src;
  wire       [5:0]    core_wr_rest_45_dst;
  wire       [15:0]   core_wr_rest_45_sum;
  wire                core_wr_rest_46_v;
  wire       [5:0]    core_wr_rest_46_src;
  wire       [5:0]    core_wr_rest_46_dst;
  wire       [15:0]   core_wr_rest_46_sum;
  wire                core_wr_rest_47_v;
  wire       [5:0]    core_wr_rest_47_src;
  wire       [5:0]    core_wr_rest_47_dst;
  wire       [15:0]   core_wr_rest_47_sum;
  wire                core_wr_rest_48_v;
  wire       [5:0]    core_wr_rest_48_src;
  wire       [5:0]    core_wr_rest_48_dst;
  wire       [15:0]   core_wr_rest_48_sum;
  wire                core_wr_rest_49_v;
  wire       [5:0]    core_wr_rest_49_src;
  wire       [5:0]    core_wr_rest_49_dst;
  wire       [15:0]   core_wr_rest_49_sum;
  wire                core_wr_rest_50_v;
  wire       [5:0]    core_wr_rest_50_src;
  wire       [5:0]    core_wr_rest_50_dst;
  wire       [15:0]   core_wr_rest_50_sum;
  wire                core_wr_rest_51_v;
  wire       [5:0]    core_wr_rest_51_src;
  wire       [5:0]    core_wr_rest_51_dst;
  wire       [15:0]   core_wr_rest_51_sum;
  wire                core_wr_rest_52_v;
  wire       [5:0]    core_wr_rest_52_src;
  wire       [5:0]    core_wr_rest_52_dst;
  wire       [15:0]   core_wr_rest_52_sum;
  wire                core_wr_rest_53_v;
  wire       [5:0]    core_wr_rest_53_src;
  wire       [5:0]    core_wr_rest_53_dst;
  wire       [15:0]   core_wr_rest_53_sum;
  wire                core_wr_rest_54_v;
  wire       [5:0]    core_wr_rest_54_src;
  wire       [5:0]    core_wr_rest_54_dst;
  wire       [15:0]   core_wr_rest_54_sum;
  wire                core_wr_rest_55_v;
  wire       [5:0]    core_wr_rest_55_src;
  wire       [5:0]    core_wr_rest_55_dst;
  wire       [15:0]   core_wr_rest_55_sum;
  wire                core_wr_rest_56_v;
  wire       [5:0]    core_wr_rest_56_src;
  wire       [5:0]    core_wr_rest_56_dst;
  wire       [15:0]   core_wr_rest_56_sum;
  wire                core_wr_rest_57_v;
  wire       [5:0]    core_wr_rest_57_src;
  wire       [5:0]    core_wr_rest_57_dst;
  wire       [15:0]   core_wr_rest_57_sum;
  wire                core_wr_rest_58_v;
  wire       [5:0]    core_wr_rest_58_src;
  wire       [5:0]    core_wr_rest_58_dst;
  wire       [15:0]   core_wr_rest_58_sum;
  wire                core_wr_rest_59_v;
  wire       [5:0]    core_wr_rest_59_src;
  wire       [5:0]    core_wr_rest_59_dst;
  wire       [15:0]   core_wr_rest_59_sum;
  wire                core_wr_rest_60_v;
  wire       [5:0]    core_wr_rest_60_src;
  wire       [5:0]    core_wr_rest_60_dst;
  wire       [15:0]   core_wr_rest_60_sum;
  wire                core_wr_rest_61_v;
  wire       [5:0]    core_wr_rest_61_src;
  wire       [5:0]    core_wr_rest_61_dst;
  wire       [15:0]   core_wr_rest_61_sum;
  wire                core_wr_rest_62_v;
  wire       [5:0]    core_wr_rest_62_src;
  wire       [5:0]    core_wr_rest_62_dst;
  wire       [15:0]   core_wr_rest_62_sum;
  wire                core_wr_rest_63_v;
  wire       [5:0]    core_wr_rest_63_src;
  wire       [5:0]    core_wr_rest_63_dst;
  wire       [15:0]   core_wr_rest_63_sum;
  wire                core_wr_rest_64_v;
  wire       [5:0]    core_wr_rest_64_src;
  wire       [5:0]    core_wr_rest_64_dst;
  wire       [15:0]   core_wr_rest_64_sum;
  wire                core_wr_rest_65_v;
  wire       [5:0]    core_wr_rest_65_src;
  wire       [5:0]    core_wr_rest_65_dst;
  wire       [15:0]   core_wr_rest_65_sum;
  wire                core_wr_rest_66_v;
  wire       [5:0]    core_wr_rest_66_src;
  wire       [5:0]    core_wr_rest_66_dst;
  wire       [15:0]   core_wr_rest_66_sum;
  wire                core_wr_rest_67_v;
  wire       [5:0]    core_wr_rest_67_src;
  wire       [5:0]    core_wr_rest_67_dst;
  wire       [15:0]   core_wr_rest_67_sum;
  wire                core_wr_rest_68_v;
  wire       [5:0]    core_wr_rest_68_src;
  wire       [5:0]    core_wr_rest_68_dst;
  wire       [15:0]   core_wr_rest_68_sum;
  wire                core_wr_rest_69_v;
  wire       [5:0]    core_wr_rest_69_src;
  wire       [5:0]    core_wr_rest_69_dst;
  wire       [15:0]   core_wr_rest_69_sum;
  wire                core_wr_rest_70_v;
  wire       [5:0]    core_wr_rest_70_src;
  wire       [5:0]    core_wr_rest_70_dst;
  wire       [15:0]   core_wr_rest_70_sum;
  wire                core_wr_rest_71_v;
  wire       [5:0]    core_wr_rest_71_src;
  wire       [5:0]    core_wr_rest_71_dst;
  wire       [15:0]   core_wr_rest_71_sum;
  wire                core_wr_rest_72_v;
  wire       [5:0]    core_wr_rest_72_src;
  wire       [5:0]    core_wr_rest_72_dst;
  wire       [15:0]   core_wr_rest_72_sum;
  wire                core_wr_rest_73_v;
  wire       [5:0]    core_wr_rest_73_src;
  wire       [5:0]    core_wr_rest_73_dst;
  wire       [15:0]   core_wr_rest_73_sum;
  wire                core_wr_rest_74_v;
  wire       [5:0]    core_wr_rest_74_src;
  wire       [5:0]    core_wr_rest_74_dst;
  wire       [15:0]   core_wr_rest_74_sum;
  wire                core_wr_rest_75_v;
  wire       [5:0]    core_wr_rest_75_src;
  wire       [5:0]    core_wr_rest_75_dst;
  wire       [15:0]   core_wr_rest_75_sum;
  wire                core_wr_rest_76_v;
  wire       [5:0]    core_wr_rest_76_src;
  wire       [5:0]    core_wr_rest_76_dst;
  wire       [15:0]   core_wr_rest_76_sum;
  wire                core_wr_rest_77_v;
  wire       [5:0]    core_wr_rest_77_src;
  wire       [5:0]    core_wr_rest_77_dst;
  wire       [15:0]   core_wr_rest_77_sum;
  wire                core_wr_rest_78_v;
  wire       [5:0]    core_wr_rest_78_src;
  wire       [5:0]    core_wr_rest_78_dst;
  wire       [15:0]   core_wr_rest_78_sum;
  wire                core_wr_rest_79_v;
  wire       [5:0]    core_wr_rest_79_src;
  wire       [5:0]    core_wr_rest_79_dst;
  wire       [15:0]   core_wr_rest_79_sum;
  wire                core_wr_rest_80_v;
  wire       [5:0]    core_wr_rest_80_src;
  wire       [5:0]    core_wr_rest_80_dst;
  wire       [15:0]   core_wr_rest_80_sum;
  wire                core_wr_rest_81_v;
  wire       [5:0]    core_wr_rest_81_src;
  wire       [5:0]    core_wr_rest_81_dst;
  wire       [15:0]   core_wr_rest_81_sum;
  wire                core_wr_rest_82_v;
  wire       [5:0]    core_wr_rest_82_src;
  wire       [5:0]    core_wr_rest_82_dst;
  wire       [15:0]   core_wr_rest_82_sum;
  wire                core_wr_rest_83_v;
  wire       [5:0]    core_wr_rest_83_src;
  wire       [5:0]    core_wr_rest_83_dst;
  wire       [15:0]   core_wr_rest_83_sum;
  wire                core_wr_rest_84_v;
  wire       [5:0]    core_wr_rest_84_src;
  wire       [5:0]    core_wr_rest_84_dst;
  wire       [15:0]   core_wr_rest_84_sum;
  wire                core_wr_rest_85_v;
  wire       [5:0]    core_wr_rest_85_src;
  wire       [5:0]    core_wr_rest_85_dst;
  wire       [15:0]   core_wr_rest_85_sum;
  wire                core_wr_rest_86_v;
  wire       [5:0]    core_wr_rest_86_src;
  wire       [5:0]    core_wr_rest_86_dst;
  wire       [15:0]   core_wr_rest_86_sum;
  wire                core_wr_rest_87_v;
  wire       [5:0]    core_wr_rest_87_src;
  wire       [5:0]    core_wr_rest_87_dst;
  wire       [15:0]   core_wr_rest_87_sum;
  wire                core_wr_rest_88_v;
  wire       [5:0]    core_wr_rest_88_src;
  wire       [5:0]    core_wr_rest_88_dst;
  wire       [15:0]   core_wr_rest_88_sum;
  wire                core_wr_rest_89_v;
  wire       [5:0]    core_wr_rest_89_src;
  wire       [5:0]    core_wr_rest_89_dst;
  wire       [15:0]   core_wr_rest_89_sum;
  wire                core_wr_rest_90_v;
  wire       [5:0]    core_wr_rest_90_src;
  wire       [5:0]    core_wr_rest_90_dst;
  wire       [15:0]   core_wr_rest_90_sum;
  wire                core_wr_rest_91_v;
  wire       [5:0]    core_wr_rest_91_src;
  wire       [5:0]    core_wr_rest_91_dst;
  wire       [15:0]   core_wr_rest_91_sum;
  wire                core_wr_rest_92_v;
  wire       [5:0]    core_wr_rest_92_src;
  wire       [5:0]    core_wr_rest_92_dst;
  wire       [15:0]   core_wr_rest_92_sum;
  wire                core_wr_rest_93_v;
  wire       [5:0]    core_wr_rest_93_src;
  wire       [5:0]    core_wr_rest_93_dst;
  wire       [15:0]   core_wr_rest_93_sum;
  wire                core_wr_rest_94_v;
  wire       [5:0]    core_wr_rest_94_src;
  wire       [5:0]    core_wr_rest_94_dst;
  wire       [15:0]   core_wr_rest_94_sum;
  wire                core_wr_rest_95_v;
  wire       [5:0]    core_wr_rest_95_src;
  wire       [5:0]    core_wr_rest_95_dst;
  wire       [15:0]   core_wr_rest_95_sum;
  wire                core_wr_rest_96_v;
  wire       [5:0]    core_wr_rest_96_src;
  wire       [5:0]    core_wr_rest_96_dst;
  wire       [15:0]   core_wr_rest_96_sum;
  wire                core_wr_rest_97_v;
  wire       [5:0]    core_wr_rest_97_src;
  wire       [5:0]    core_wr_rest_97_dst;
  wire       [15:0]   core_wr_rest_97_sum;
  wire                core_wr_rest_98_v;
  wire       [5:0]    core_wr_rest_98_src;
  wire       [5:0]    core_wr_rest_98_dst;
  wire       [15:0]   core_wr_rest_98_sum;
  wire                core_wr_rest_99_v;
  wire       [5:0]    core_wr_rest_99_src;
  wire       [5:0]    core_wr_rest_99_dst;
  wire       [15:0]   core_wr_rest_99_sum;
  wire                core_wr_rest_100_v;
  wire       [5:0]    core_wr_rest_100_src;
  wire       [5:0]    core_wr_rest_100_dst;
  wire       [15:0]   core_wr_rest_100_sum;
  wire                core_wr_rest_101_v;
  wire       [5:0]    core_wr_rest_101_src;
  wire       [5:0]    core_wr_rest_101_dst;
  wire       [15:0]   core_wr_rest_101_sum;
  wire                core_wr_rest_102_v;
  wire       [5:0]    core_wr_rest_102_src;
  wire       [5:0]    core_wr_rest_102_dst;
  wire       [15:0]   core_wr_rest_102_sum;
  wire                core_wr_rest_103_v;
  wire       [5:0]    core_wr_rest_103_src;
  wire       [5:0]    core_wr_rest_103_dst;
  wire       [15:0]   core_wr_rest_103_sum;
  wire                core_wr_rest_104_v;
  wire       [5:0]    core_wr_rest_104_src;
  wire       [5:0]    core_wr_rest_104_dst;
  wire       [15:0]   core_wr_rest_104_sum;
  wire                core_wr_rest_105_v;
  wire       [5:0]    core_wr_rest_105_src;
  wire       [5:0]    core_wr_rest_105_dst;
  wire       [15:0]   core_wr_rest_105_sum;
  wire                core_wr_rest_106_v;
  wire       [5:0]    core_wr_rest_106_src;
  wire       [5:0]    core_wr_rest_106_dst;
  wire       [15:0]   core_wr_rest_106_sum;
  wire                core_wr_rest_107_v;
  wire       [5:0]    core_wr_rest_107_src;
  wire       [5:0]    core_wr_rest_107_dst;
  wire       [15:0]   core_wr_rest_107_sum;
  wire                core_wr_rest_108_v;
  wire       [5:0]    core_wr_rest_108_src;
  wire       [5:0]    core_wr_rest_108_dst;
  wire       [15:0]   core_wr_rest_108_sum;
  wire                core_wr_rest_109_v;
  wire       [5:0]    core_wr_rest_109_src;
  wire       [5:0]    core_wr_rest_109_dst;
  wire       [15:0]   core_wr_rest_109_sum;
  wire                core_wr_rest_110_v;
  wire       [5:0]    core_wr_rest_110_src;
  wire       [5:0]    core_wr_rest_110_dst;
  wire       [15:0]   core_wr_rest_110_sum;
  wire                core_wr_rest_111_v;
  wire       [5:0]    core_wr_rest_111_src;
  wire       [5:0]    core_wr_rest_111_dst;
  wire       [15:0]   core_wr_rest_111_sum;
  wire                core_wr_rest_112_v;
  wire       [5:0]    core_wr_rest_112_src;
  wire       [5:0]    core_wr_rest_112_dst;
  wire       [15:0]   core_wr_rest_112_sum;
  wire                core_wr_rest_113_v;
  wire       [5:0]    core_wr_rest_113_src;
  wire       [5:0]    core_wr_rest_113_dst;
  wire       [15:0]   core_wr_rest_113_sum;
  wire                core_wr_rest_114_v;
  wire       [5:0]    core_wr_rest_114_src;
  wire       [5:0]    core_wr_rest_114_dst;
  wire       [15:0]   core_wr_rest_114_sum;
  wire                core_wr_rest_115_v;
  wire       [5:0]    core_wr_rest_115_src;
  wire       [5:0]    core_wr_rest_115_dst;
  wire       [15:0]   core_wr_rest_115_sum;
  wire                core_wr_rest_116_v;
  wire       [5:0]    core_wr_rest_116_src;
  wire       [5:0]    core_wr_rest_116_dst;
  wire       [15:0]   core_wr_rest_116_sum;
  wire                core_wr_rest_117_v;
  wire       [5:0]    core_wr_rest_117_src;
  wire       [5:0]    core_wr_rest_117_dst;
  wire       [15:0]   core_wr_rest_117_sum;
  wire                core_wr_rest_118_v;
  wire       [5:0]    core_wr_rest_118_src;
  wire       [5:0]    core_wr_rest_118_dst;
  wire       [15:0]   core_wr_rest_118_sum;
  wire                core_wr_rest_119_v;
  wire       [5:0]    core_wr_rest_119_src;
  wire       [5:0]    core_wr_rest_119_dst;
  wire       [15:0]   core_wr_rest_119_sum;
  wire                core_wr_rest_120_v;
  wire       [5:0]    core_wr_rest_120_src;
  wire       [5:0]    core_wr_rest_120_dst;
  wire       [15:0]   core_wr_rest_120_sum;
  wire                core_wr_rest_121_v;
  wire       [5:0]    core_wr_rest_121_src;
  wire       [5:0]    core_wr_rest_121_dst;
  wire       [15:0]   core_wr_rest_121_sum;
  wire                core_wr_rest_122_v;
  wire       [5:0]    core_wr_rest_122_src;
  wire       [5:0]    core_wr_rest_122_dst;
  wire       [15:0]   core_wr_rest_122_sum;
  wire                core_wr_rest_123_v;
  wire       [5:0]    core_wr_rest_123_src;
  wire       [5:0]    core_wr_rest_123_dst;
  wire       [15:0]   core_wr_rest_123_sum;
  wire                core_wr_rest_124_v;
  wire       [5:0]    core_wr_rest_124_src;
  wire       [5:0]    core_wr_rest_124_dst;
  wire       [15:0]   core_wr_rest_124_sum;
  wire                core_wr_rest_125_v;
  wire       [5:0]    core_wr_rest_125_src;
  wire       [5:0]    core_wr_rest_125_dst;
  wire       [15:0]   core_wr_rest_125_sum;
  wire                core_wr_rest_126_v;
  wire       [5:0]    core_wr_rest_126_src;
  wire       [5:0]    core_wr_rest_126_dst;
  wire       [15:0]   core_wr_rest_126_sum;
  wire                core_wr_rest_127_v;
  wire       [5:0]    core_wr_rest_127_src;
  wire       [5:0]    core_wr_rest_127_dst;
  wire       [15:0]   core_wr_rest_127_sum;
  wire                core_wr_ge_0;
  wire                core_wr_ge_1;
  wire                core_wr_ge_2;
  wire                core_wr_ge_3;
  wire                core_wr_ge_4;
  wire                core_wr_ge_5;
  wire                core_wr_ge_6;
  wire                core_wr_ge_7;
  wire                core_wr_ge_8;
  wire                core_wr_ge_9;
  wire                core_wr_ge_10;
  wire                core_wr_ge_11;
  wire                core_wr_ge_12;
  wire                core_wr_ge_13;
  wire                core_wr_ge_14;
  wire                core_wr_ge_15;
  wire                core_wr_ge_16;
  wire                core_wr_ge_17;
  wire                core_wr_ge_18;
  wire                core_wr_ge_19;
  wire                core_wr_ge_20;
  wire                core_wr_ge_21;
  wire                core_wr_ge_22;
  wire                core_wr_ge_23;
  wire                core_wr_ge_24;
  wire                core_wr_ge_25;
  wire                core_wr_ge_26;
  wire                core_wr_ge_27;
  wire                core_wr_ge_28;
  wire                core_wr_ge_29;
  wire                core_wr_ge_30;
  wire                core_wr_ge_31;
  wire                core_wr_ge_32;
  wire                core_wr_ge_33;
  wire                core_wr_ge_34;
  wire                core_wr_ge_35;
  wire                core_wr_ge_36;
  wire                core_wr_ge_37;
  wire                core_wr_ge_38;
  wire                core_wr_ge_39;
  wire                core_wr_ge_40;
  wire                core_wr_ge_41;
  wire                core_wr_ge_42;
  wire                core_wr_ge_43;
  wire                core_wr_ge_44;
  wire                core_wr_ge_45;
  wire                core_wr_ge_46;
  wire                core_wr_ge_47;
  wire                core_wr_ge_48;
  wire                core_wr_ge_49;
  wire                core_wr_ge_50;
  wire                core_wr_ge_51;
  wire                core_wr_ge_52;
  wire                core_wr_ge_53;
  wire                core_wr_ge_54;
  wire                core_wr_ge_55;
  wire                core_wr_ge_56;
  wire                core_wr_ge_57;
  wire                core_wr_ge_58;
  wire                core_wr_ge_59;
  wire                core_wr_ge_60;
  wire                core_wr_ge_61;
  wire                core_wr_ge_62;
  wire                core_wr_ge_63;
  wire                core_wr_ge_64;
  wire                core_wr_ge_65;
  wire                core_wr_ge_66;
  wire                core_wr_ge_67;
  wire                core_wr_ge_68;
  wire                core_wr_ge_69;
  wire                core_wr_ge_70;
  wire                core_wr_ge_71;
  wire                core_wr_ge_72;
  wire                core_wr_ge_73;
  wire                core_wr_ge_74;
  wire                core_wr_ge_75;
  wire                core_wr_ge_76;
  wire                core_wr_ge_77;
  wire                core_wr_ge_78;
  wire                core_wr_ge_79;
  wire                core_wr_ge_80;
  wire                core_wr_ge_81;
  wire                core_wr_ge_82;
  wire                core_wr_ge_83;
  wire                core_wr_ge_84;
  wire                core_wr_ge_85;
  wire                core_wr_ge_86;
  wire                core_wr_ge_87;
  wire                core_wr_ge_88;
  wire                core_wr_ge_89;
  wire                core_wr_ge_90;
  wire                core_wr_ge_91;
  wire                core_wr_ge_92;
  wire                core_wr_ge_93;
  wire                core_wr_ge_94;
  wire                core_wr_ge_95;
  wire                core_wr_ge_96;
  wire                core_wr_ge_97;
  wire                core_wr_ge_98;
  wire                core_wr_ge_99;
  wire                core_wr_ge_100;
  wire                core_wr_ge_101;
  wire                core_wr_ge_102;
  wire                core_wr_ge_103;
  wire                core_wr_ge_104;
  wire                core_wr_ge_105;
  wire                core_wr_ge_106;
  wire                core_wr_ge_107;
  wire                core_wr_ge_108;
  wire                core_wr_ge_109;
  wire                core_wr_ge_110;
  wire                core_wr_ge_111;
  wire                core_wr_ge_112;
  wire                core_wr_ge_113;
  wire                core_wr_ge_114;
  wire                core_wr_ge_115;
  wire                core_wr_ge_116;
  wire                core_wr_ge_117;
  wire                core_wr_ge_118;
  wire                core_wr_ge_119;
  wire                core_wr_ge_120;
  wire                core_wr_ge_121;
  wire                core_wr_ge_122;
  wire                core_wr_ge_123;
  wire                core_wr_ge_124;
  wire                core_wr_ge_125;
  wire                core_wr_ge_126;
  wire                core_wr_ge_127;
  wire                core_wr_ge_128;
  wire                core_wr_restGe_0;
  wire                core_wr_restGe_1;
  wire                core_wr_restGe_2;
  wire                core_wr_restGe_3;
  wire                core_wr_restGe_4;
  wire                core_wr_restGe_5;
  wire                core_wr_restGe_6;
  wire                core_wr_restGe_7;
  wire                core_wr_restGe_8;
  wire                core_wr_restGe_9;
  wire                core_wr_restGe_10;
  wire                core_wr_restGe_11;
  wire                core_wr_restGe_12;
  wire                core_wr_restGe_13;
  wire                core_wr_restGe_14;
  wire                core_wr_restGe_15;
  wire                core_wr_restGe_16;
  wire                core_wr_restGe_17;
  wire                core_wr_restGe_18;
  wire                core_wr_restGe_19;
  wire                core_wr_restGe_20;
  wire                core_wr_restGe_21;
  wire                core_wr_restGe_22;
  wire                core_wr_restGe_23;
  wire                core_wr_restGe_24;
  wire                core_wr_restGe_25;
  wire                core_wr_restGe_26;
  wire                core_wr_restGe_27;
  wire                core_wr_restGe_28;
  wire                core_wr_restGe_29;
  wire                core_wr_restGe_30;
  wire                core_wr_restGe_31;
  wire                core_wr_restGe_32;
  wire                core_wr_restGe_33;
  wire                core_wr_restGe_34;
  wire                core_wr_restGe_35;
  wire                core_wr_restGe_36;
  wire                core_wr_restGe_37;
  wire                core_wr_restGe_38;
  wire                core_wr_restGe_39;
  wire                core_wr_restGe_40;
  wire                core_wr_restGe_41;
  wire                core_wr_restGe_42;
  wire                core_wr_restGe_43;
  wire                core_wr_restGe_44;
  wire                core_wr_restGe_45;
  wire                core_wr_restGe_46;
  wire                core_wr_restGe_47;
  wire                core_wr_restGe_48;
  wire                core_wr_restGe_49;
  wire                core_wr_restGe_50;
  wire                core_wr_restGe_51;
  wire                core_wr_restGe_52;
  wire                core_wr_restGe_53;
  wire                core_wr_restGe_54;
  wire                core_wr_restGe_55;
  wire                core_wr_restGe_56;
  wire                core_wr_restGe_57;
  wire                core_wr_restGe_58;
  wire                core_wr_restGe_59;
  wire                core_wr_restGe_60;
  wire                core_wr_restGe_61;
  wire                core_wr_restGe_62;
  wire                core_wr_restGe_63;
  wire                core_wr_restGe_64;
  wire                core_wr_restGe_65;
  wire                core_wr_restGe_66;
  wire                core_wr_restGe_67;
  wire                core_wr_restGe_68;
  wire                core_wr_restGe_69;
  wire                core_wr_restGe_70;
  wire                core_wr_restGe_71;
  wire                core_wr_restGe_72;
  wire                core_wr_restGe_73;
  wire                core_wr_restGe_74;
  wire                core_wr_restGe_75;
  wire                core_wr_restGe_76;
  wire                core_wr_restGe_77;
  wire                core_wr_restGe_78;
  wire                core_wr_restGe_79;
  wire                core_wr_restGe_80;
  wire                core_wr_restGe_81;
  wire                core_wr_restGe_82;
  wire                core_wr_restGe_83;
  wire                core_wr_restGe_84;
  wire                core_wr_restGe_85;
  wire                core_wr_restGe_86;
  wire                core_wr_restGe_87;
  wire                core_wr_restGe_88;
  wire                core_wr_restGe_89;
  wire                core_wr_restGe_90;
  wire                core_wr_restGe_91;
  wire                core_wr_restGe_92;
  wire                core_wr_restGe_93;
  wire                core_wr_restGe_94;
  wire                core_wr_restGe_95;
  wire                core_wr_restGe_96;
  wire                core_wr_restGe_97;
  wire                core_wr_restGe_98;
  wire                core_wr_restGe_99;
  wire                core_wr_restGe_100;
  wire                core_wr_restGe_101;
  wire                core_wr_restGe_102;
  wire                core_wr_restGe_103;
  wire                core_wr_restGe_104;
  wire                core_wr_restGe_105;
  wire                core_wr_restGe_106;
  wire                core_wr_restGe_107;
  wire                core_wr_restGe_108;
  wire                core_wr_restGe_109;
  wire                core_wr_restGe_110;
  wire                core_wr_restGe_111;
  wire                core_wr_restGe_112;
  wire                core_wr_restGe_113;
  wire                core_wr_restGe_114;
  wire                core_wr_restGe_115;
  wire                core_wr_restGe_116;
  wire                core_wr_restGe_117;
  wire                core_wr_restGe_118;
  wire                core_wr_restGe_119;
  wire                core_wr_restGe_120;
  wire                core_wr_restGe_121;
  wire                core_wr_restGe_122;
  wire                core_wr_restGe_123;
  wire                core_wr_restGe_124;
  wire                core_wr_restGe_125;
  wire                core_wr_restGe_126;
  wire                core_wr_restGe_127;
  wire                when_LpMepcEngine_l176;
  wire                when_LpMepcEngine_l187;
  wire                when_LpMepcEngine_l189;
  wire                when_LpMepcEngine_l187_1;
  wire                when_LpMepcEngine_l187_2;
  wire                when_LpMepcEngine_l187_3;
  wire                when_LpMepcEngine_l187_4;
  wire                when_LpMepcEngine_l187_5;
  wire                when_LpMepcEngine_l187_6;
  wire                when_LpMepcEngine_l187_7;
  wire                when_LpMepcEngine_l187_8;
  wire                when_LpMepcEngine_l187_9;
  wire                when_LpMepcEngine_l187_10;
  wire                when_LpMepcEngine_l187_11;
  wire                when_LpMepcEngine_l187_12;
  wire                when_LpMepcEngine_l187_13;
  wire                when_LpMepcEngine_l187_14;
  wire                when_LpMepcEngine_l187_15;
  wire                when_LpMepcEngine_l187_16;
  wire                when_LpMepcEngine_l187_17;
  wire                when_LpMepcEngine_l187_18;
  wire                when_LpMepcEngine_l187_19;
  wire                when_LpMepcEngine_l187_20;
  wire                when_LpMepcEngine_l187_21;
  wire                when_LpMepcEngine_l187_22;
  wire                when_LpMepcEngine_l187_23;
  wire                when_LpMepcEngine_l187_24;
  wire                when_LpMepcEngine_l187_25;
  wire                when_LpMepcEngine_l187_26;
  wire                when_LpMepcEngine_l187_27;
  wire                when_LpMepcEngine_l187_28;
  wire                when_LpMepcEngine_l187_29;
  wire                when_LpMepcEngine_l187_30;
  wire                when_LpMepcEngine_l187_31;
  wire                when_LpMepcEngine_l187_32;
  wire                when_LpMepcEngine_l187_33;
  wire                when_LpMepcEngine_l187_34;
  wire                when_LpMepcEngine_l187_35;
  wire                when_LpMepcEngine_l187_36;
  wire                when_LpMepcEngine_l187_37;
  wire                when_LpMepcEngine_l187_38;
  wire                when_LpMepcEngine_l187_39;
  wire                when_LpMepcEngine_l187_40;
  wire                when_LpMepcEngine_l187_41;
  wire                when_LpMepcEngine_l187_42;
  wire                when_LpMepcEngine_l187_43;
  wire                when_LpMepcEngine_l187_44;
  wire                when_LpMepcEngine_l187_45;
  wire                when_LpMepcEngine_l187_46;
  wire                when_LpMepcEngine_l187_47;
  wire                when_LpMepcEngine_l187_48;
  wire                when_LpMepcEngine_l187_49;
  wire                when_LpMepcEngine_l187_50;
  wire                when_LpMepcEngine_l187_51;
  wire                when_LpMepcEngine_l187_52;
  wire                when_LpMepcEngine_l187_53;
  wire                when_LpMepcEngine_l187_54;
  wire                when_LpMepcEngine_l187_55;
  wire                when_LpMepcEngine_l187_56;
  wire                when_LpMepcEngine_l187_57;
  wire                when_LpMepcEngine_l187_58;
  wire                when_LpMepcEngine_l187_59;
  wire                when_LpMepcEngine_l187_60;
  wire                when_LpMepcEngine_l187_61;
  wire                when_LpMepcEngine_l187_62;
  wire                when_LpMepcEngine_l187_63;
  wire                when_LpMepcEngine_l187_64;
  wire                when_LpMepcEngine_l187_65;
  wire                when_LpMepcEngine_l187_66;
  wire                when_LpMepcEngine_l187_67;
  wire                when_LpMepcEngine_l187_68;
  wire                when_LpMepcEngine_l187_69;
  wire                when_LpMepcEngine_l187_70;
  wire                when_LpMepcEngine_l187_71;
  wire                when_LpMepcEngine_l187_72;
  wire                when_LpMepcEngine_l187_73;
  wire                when_LpMepcEngine_l187_74;
  wire                when_LpMepcEngine_l187_75;
  wire                when_LpMepcEngine_l187_76;
  wire                when_LpMepcEngine_l187_77;
  wire                when_LpMepcEngine_l187_78;
  wire                when_LpMepcEngine_l187_79;
  wire                when_LpMepcEngine_l187_80;
  wire                when_LpMepcEngine_l187_81;
  wire                when_LpMepcEngine_l187_82;
  wire                when_LpMepcEngine_l187_83;
  wire                when_LpMepcEngine_l187_84;
  wire                when_LpMepcEngine_l187_85;
  wire                when_LpMepcEngine_l187_86;
  wire                when_LpMepcEngine_l187_87;
  wire                when_LpMepcEngine_l187_88;
  wire                when_LpMepcEngine_l187_89;
  wire                when_LpMepcEngine_l187_90;
  wire                when_LpMepcEngine_l187_91;
  wire                when_LpMepcEngine_l187_92;
  wire                when_LpMepcEngine_l187_93;
  wire                when_LpMepcEngine_l187_94;
  wire                when_LpMepcEngine_l187_95;
  wire                when_LpMepcEngine_l187_96;
  wire                when_LpMepcEngine_l187_97;
  wire                when_LpMepcEngine_l187_98;
  wire                when_LpMepcEngine_l187_99;
  wire                when_LpMepcEngine_l187_100;
  wire                when_LpMepcEngine_l187_101;
  wire                when_LpMepcEngine_l187_102;
  wire                when_LpMepcEngine_l187_103;
  wire                when_LpMepcEngine_l187_104;
  wire                when_LpMepcEngine_l187_105;
  wire                when_LpMepcEngine_l187_106;
  wire                when_LpMepcEngine_l187_107;
  wire                when_LpMepcEngine_l187_108;
  wire                when_LpMepcEngine_l187_109;
  wire                when_LpMepcEngine_l187_110;
  wire                when_LpMepcEngine_l187_111;
  wire                when_LpMepcEngine_l187_112;
  wire                when_LpMepcEngine_l187_113;
  wire                when_LpMepcEngine_l187_114;
  wire                when_LpMepcEngine_l187_115;
  wire                when_LpMepcEngine_l187_116;
  wire                when_LpMepcEngine_l187_117;
  wire                when_LpMepcEngine_l187_118;
  wire                when_LpMepcEngine_l187_119;
  wire                when_LpMepcEngine_l187_120;
  wire                when_LpMepcEngine_l187_121;
  wire                when_LpMepcEngine_l187_122;
  wire                when_LpMepcEngine_l187_123;
  wire                when_LpMepcEngine_l187_124;
  wire                when_LpMepcEngine_l187_125;
  wire                when_LpMepcEngine_l187_126;
  wire                when_LpMepcEngine_l187_127;
  reg        [7:0]    core_cnt;
  wire       [7:0]    _zz_core_cnt;
  wire       [7:0]    _zz_core_cnt_1;
  wire       [7:0]    _zz_core_cnt_2;
  wire       [7:0]    _zz_core_cnt_3;
  wire       [7:0]    _zz_core_cnt_4;
  wire       [7:0]    _zz_core_cnt_5;
  wire       [7:0]    _zz_core_cnt_6;
  wire       [7:0]    _zz_core_cnt_7;
  reg                 core_tabRd_v;
  reg        [5:0]    core_tabRd_src;
  reg        [5:0]    core_tabRd_dst;
  reg        [15:0]   core_tabRd_sum;
  reg        [63:0]   core_freeS;
  reg        [63:0]   core_freeD;
  reg        [63:0]   core_mSv;
  reg        [63:0]   core_mDv;
  reg        [5:0]    core_mS_0;
  reg        [5:0]    core_mS_1;
  reg        [5:0]    core_mS_2;
  reg        [5:0]    core_mS_3;
  reg        [5:0]    core_mS_4;
  reg        [5:0]    core_mS_5;
  reg        [5:0]    core_mS_6;
  reg        [5:0]    core_mS_7;
  reg        [5:0]    core_mS_8;
  reg        [5:0]    core_mS_9;
  reg        [5:0]    core_mS_10;
  reg        [5:0]    core_mS_11;
  reg        [5:0]    core_mS_12;
  reg        [5:0]    core_mS_13;
  reg        [5:0]    core_mS_14;
  reg        [5:0]    core_mS_15;
  reg        [5:0]    core_mS_16;
  reg        [5:0]    core_mS_17;
  reg        [5:0]    core_mS_18;
  reg        [5:0]    core_mS_19;
  reg        [5:0]    core_mS_20;
  reg        [5:0]    core_mS_21;
  reg        [5:0]    core_mS_22;
  reg        [5:0]    core_mS_23;
  reg        [5:0]    core_mS_24;
  reg        [5:0]    core_mS_25;
  reg        [5:0]    core_mS_26;
  reg        [5:0]    core_mS_27;
  reg        [5:0]    core_mS_28;
  reg        [5:0]    core_mS_29;
  reg        [5:0]    core_mS_30;
  reg        [5:0]    core_mS_31;
  reg        [5:0]    core_mS_32;
  reg        [5:0]    core_mS_33;
  reg        [5:0]    core_mS_34;
  reg        [5:0]    core_mS_35;
  reg        [5:0]    core_mS_36;
  reg        [5:0]    core_mS_37;
  reg        [5:0]    core_mS_38;
  reg        [5:0]    core_mS_39;
  reg        [5:0]    core_mS_40;
  reg        [5:0]    core_mS_41;
  reg        [5:0]    core_mS_42;
  reg        [5:0]    core_mS_43;
  reg        [5:0]    core_mS_44;
  reg        [5:0]    core_mS_45;
  reg        [5:0]    core_mS_46;
  reg        [5:0]    core_mS_47;
  reg        [5:0]    core_mS_48;
  reg        [5:0]    core_mS_49;
  reg        [5:0]    core_mS_50;
  reg        [5:0]    core_mS_51;
  reg        [5:0]    core_mS_52;
  reg        [5:0]    core_mS_53;
  reg        [5:0]    core_mS_54;
  reg        [5:0]    core_mS_55;
  reg        [5:0]    core_mS_56;
  reg        [5:0]    core_mS_57;
  reg        [5:0]    core_mS_58;
  reg        [5:0]    core_mS_59;
  reg        [5:0]    core_mS_60;
  reg        [5:0]    core_mS_61;
  reg        [5:0]    core_mS_62;
  reg        [5:0]    core_mS_63;
  reg        [15:0]   core_mW_0;
  reg        [15:0]   core_mW_1;
  reg        [15:0]   core_mW_2;
  reg        [15:0]   core_mW_3;
  reg        [15:0]   core_mW_4;
  reg        [15:0]   core_mW_5;
  reg        [15:0]   core_mW_6;
  reg        [15:0]   core_mW_7;
  reg        [15:0]   core_mW_8;
  reg        [15:0]   core_mW_9;
  reg        [15:0]   core_mW_10;
  reg        [15:0]   core_mW_11;
  reg        [15:0]   core_mW_12;
  reg        [15:0]   core_mW_13;
  reg        [15:0]   core_mW_14;
  reg        [15:0]   core_mW_15;
  reg        [15:0]   core_mW_16;
  reg        [15:0]   core_mW_17;
  reg        [15:0]   core_mW_18;
  reg        [15:0]   core_mW_19;
  reg        [15:0]   core_mW_20;
  reg        [15:0]   core_mW_21;
  reg        [15:0]   core_mW_22;
  reg        [15:0]   core_mW_23;
  reg        [15:0]   core_mW_24;
  reg        [15:0]   core_mW_25;
  reg        [15:0]   core_mW_26;
  reg        [15:0]   core_mW_27;
  reg        [15:0]   core_mW_28;
  reg        [15:0]   core_mW_29;
  reg        [15:0]   core_mW_30;
  reg        [15:0]   core_mW_31;
  reg        [15:0]   core_mW_32;
  reg        [15:0]   core_mW_33;
  reg        [15:0]   core_mW_34;
  reg        [15:0]   core_mW_35;
  reg        [15:0]   core_mW_36;
  reg        [15:0]   core_mW_37;
  reg        [15:0]   core_mW_38;
  reg        [15:0]   core_mW_39;
  reg        [15:0]   core_mW_40;
  reg        [15:0]   core_mW_41;
  reg        [15:0]   core_mW_42;
  reg        [15:0]   core_mW_43;
  reg        [15:0]   core_mW_44;
  reg        [15:0]   core_mW_45;
  reg        [15:0]   core_mW_46;
  reg        [15:0]   core_mW_47;
  reg        [15:0]   core_mW_48;
  reg        [15:0]   core_mW_49;
  reg        [15:0]   core_mW_50;
  reg        [15:0]   core_mW_51;
  reg        [15:0]   core_mW_52;
  reg        [15:0]   core_mW_53;
  reg        [15:0]   core_mW_54;
  reg        [15:0]   core_mW_55;
  reg        [15:0]   core_mW_56;
  reg        [15:0]   core_mW_57;
  reg        [15:0]   core_mW_58;
  reg        [15:0]   core_mW_59;
  reg        [15:0]   core_mW_60;
  reg        [15:0]   core_mW_61;
  reg        [15:0]   core_mW_62;
  reg        [15:0]   core_mW_63;
  reg        [63:0]   core_aSv;
  reg        [5:0]    core_aSx_0;
  reg        [5:0]    core_aSx_1;
  reg        [5:0]    core_aSx_2;
  reg        [5:0]    core_aSx_3;
  reg        [5:0]    core_aSx_4;
  reg        [5:0]    core_aSx_5;
  reg        [5:0]    core_aSx_6;
  reg        [5:0]    core_aSx_7;
  reg        [5:0]    core_aSx_8;
  reg        [5:0]    core_aSx_9;
  reg        [5:0]    core_aSx_10;
  reg        [5:0]    core_aSx_11;
  reg        [5:0]    core_aSx_12;
  reg        [5:0]    core_aSx_13;
  reg        [5:0]    core_aSx_14;
  reg        [5:0]    core_aSx_15;
  reg        [5:0]    core_aSx_16;
  reg        [5:0]    core_aSx_17;
  reg        [5:0]    core_aSx_18;
  reg        [5:0]    core_aSx_19;
  reg        [5:0]    core_aSx_20;
  reg        [5:0]    core_aSx_21;
  reg        [5:0]    core_aSx_22;
  reg        [5:0]    core_aSx_23;
  reg        [5:0]    core_aSx_24;
  reg        [5:0]    core_aSx_25;
  reg        [5:0]    core_aSx_26;
  reg        [5:0]    core_aSx_27;
  reg        [5:0]    core_aSx_28;
  reg        [5:0]    core_aSx_29;
  reg        [5:0]    core_aSx_30;
  reg        [5:0]    core_aSx_31;
  reg        [5:0]    core_aSx_32;
  reg        [5:0]    core_aSx_33;
  reg        [5:0]    core_aSx_34;
  reg        [5:0]    core_aSx_35;
  reg        [5:0]    core_aSx_36;
  reg        [5:0]    core_aSx_37;
  reg        [5:0]    core_aSx_38;
  reg        [5:0]    core_aSx_39;
  reg        [5:0]    core_aSx_40;
  reg        [5:0]    core_aSx_41;
  reg        [5:0]    core_aSx_42;
  reg        [5:0]    core_aSx_43;
  reg        [5:0]    core_aSx_44;
  reg        [5:0]    core_aSx_45;
  reg        [5:0]    core_aSx_46;
  reg        [5:0]    core_aSx_47;
  reg        [5:0]    core_aSx_48;
  reg        [5:0]    core_aSx_49;
  reg        [5:0]    core_aSx_50;
  reg        [5:0]    core_aSx_51;
  reg        [5:0]    core_aSx_52;
  reg        [5:0]    core_aSx_53;
  reg        [5:0]    core_aSx_54;
  reg        [5:0]    core_aSx_55;
  reg        [5:0]    core_aSx_56;
  reg        [5:0]    core_aSx_57;
  reg        [5:0]    core_aSx_58;
  reg        [5:0]    core_aSx_59;
  reg        [5:0]    core_aSx_60;
  reg        [5:0]    core_aSx_61;
  reg        [5:0]    core_aSx_62;
  reg        [5:0]    core_aSx_63;
  reg        [15:0]   core_aSw_0;
  reg        [15:0]   core_aSw_1;
  reg        [15:0]   core_aSw_2;
  reg        [15:0]   core_aSw_3;
  reg        [15:0]   core_aSw_4;
  reg        [15:0]   core_aSw_5;
  reg        [15:0]   core_aSw_6;
  reg        [15:0]   core_aSw_7;
  reg        [15:0]   core_aSw_8;
  reg        [15:0]   core_aSw_9;
  reg        [15:0]   core_aSw_10;
  reg        [15:0]   core_aSw_11;
  reg        [15:0]   core_aSw_12;
  reg        [15:0]   core_aSw_13;
  reg        [15:0]   core_aSw_14;
  reg        [15:0]   core_aSw_15;
  reg        [15:0]   core_aSw_16;
  reg        [15:0]   core_aSw_17;
  reg        [15:0]   core_aSw_18;
  reg        [15:0]   core_aSw_19;
  reg        [15:0]   core_aSw_20;
  reg        [15:0]   core_aSw_21;
  reg        [15:0]   core_aSw_22;
  reg        [15:0]   core_aSw_23;
  reg        [15:0]   core_aSw_24;
  reg        [15:0]   core_aSw_25;
  reg        [15:0]   core_aSw_26;
  reg        [15:0]   core_aSw_27;
  reg        [15:0]   core_aSw_28;
  reg        [15:0]   core_aSw_29;
  reg        [15:0]   core_aSw_30;
  reg        [15:0]   core_aSw_31;
  reg        [15:0]   core_aSw_32;
  reg        [15:0]   core_aSw_33;
  reg        [15:0]   core_aSw_34;
  reg        [15:0]   core_aSw_35;
  reg        [15:0]   core_aSw_36;
  reg        [15:0]   core_aSw_37;
  reg        [15:0]   core_aSw_38;
  reg        [15:0]   core_aSw_39;
  reg        [15:0]   core_aSw_40;
  reg        [15:0]   core_aSw_41;
  reg        [15:0]   core_aSw_42;
  reg        [15:0]   core_aSw_43;
  reg        [15:0]   core_aSw_44;
  reg        [15:0]   core_aSw_45;
  reg        [15:0]   core_aSw_46;
  reg        [15:0]   core_aSw_47;
  reg        [15:0]   core_aSw_48;
  reg        [15:0]   core_aSw_49;
  reg        [15:0]   core_aSw_50;
  reg        [15:0]   core_aSw_51;
  reg        [15:0]   core_aSw_52;
  reg        [15:0]   core_aSw_53;
  reg        [15:0]   core_aSw_54;
  reg        [15:0]   core_aSw_55;
  reg        [15:0]   core_aSw_56;
  reg        [15:0]   core_aSw_57;
  reg        [15:0]   core_aSw_58;
  reg        [15:0]   core_aSw_59;
  reg        [15:0]   core_aSw_60;
  reg        [15:0]   core_aSw_61;
  reg        [15:0]   core_aSw_62;
  reg        [15:0]   core_aSw_63;
  reg        [63:0]   core_aDv;
  reg        [5:0]    core_aDy_0;
  reg        [5:0]    core_aDy_1;
  reg        [5:0]    core_aDy_2;
  reg        [5:0]    core_aDy_3;
  reg        [5:0]    core_aDy_4;
  reg        [5:0]    core_aDy_5;
  reg        [5:0]    core_aDy_6;
  reg        [5:0]    core_aDy_7;
  reg        [5:0]    core_aDy_8;
  reg        [5:0]    core_aDy_9;
  reg        [5:0]    core_aDy_10;
  reg        [5:0]    core_aDy_11;
  reg        [5:0]    core_aDy_12;
  reg        [5:0]    core_aDy_13;
  reg        [5:0]    core_aDy_14;
  reg        [5:0]    core_aDy_15;
  reg        [5:0]    core_aDy_16;
  reg        [5:0]    core_aDy_17;
  reg        [5:0]    core_aDy_18;
  reg        [5:0]    core_aDy_19;
  reg        [5:0]    core_aDy_20;
  reg        [5:0]    core_aDy_21;
  reg        [5:0]    core_aDy_22;
  reg        [5:0]    core_aDy_23;
  reg        [5:0]    core_aDy_24;
  reg        [5:0]    core_aDy_25;
  reg        [5:0]    core_aDy_26;
  reg        [5:0]    core_aDy_27;
  reg        [5:0]    core_aDy_28;
  reg        [5:0]    core_aDy_29;
  reg        [5:0]    core_aDy_30;
  reg        [5:0]    core_aDy_31;
  reg        [5:0]    core_aDy_32;
  reg        [5:0]    core_aDy_33;
  reg        [5:0]    core_aDy_34;
  reg        [5:0]    core_aDy_35;
  reg        [5:0]    core_aDy_36;
  reg        [5:0]    core_aDy_37;
  reg        [5:0]    core_aDy_38;
  reg        [5:0]    core_aDy_39;
  reg        [5:0]    core_aDy_40;
  reg        [5:0]    core_aDy_41;
  reg        [5:0]    core_aDy_42;
  reg        [5:0]    core_aDy_43;
  reg        [5:0]    core_aDy_44;
  reg        [5:0]    core_aDy_45;
  reg        [5:0]    core_aDy_46;
  reg        [5:0]    core_aDy_47;
  reg        [5:0]    core_aDy_48;
  reg        [5:0]    core_aDy_49;
  reg        [5:0]    core_aDy_50;
  reg        [5:0]    core_aDy_51;
  reg        [5:0]    core_aDy_52;
  reg        [5:0]    core_aDy_53;
  reg        [5:0]    core_aDy_54;
  reg        [5:0]    core_aDy_55;
  reg        [5:0]    core_aDy_56;
  reg        [5:0]    core_aDy_57;
  reg        [5:0]    core_aDy_58;
  reg        [5:0]    core_aDy_59;
  reg        [5:0]    core_aDy_60;
  reg        [5:0]    core_aDy_61;
  reg        [5:0]    core_aDy_62;
  reg        [5:0]    core_aDy_63;
  reg        [15:0]   core_aDw_0;
  reg        [15:0]   core_aDw_1;
  reg        [15:0]   core_aDw_2;
  reg        [15:0]   core_aDw_3;
  reg        [15:0]   core_aDw_4;
  reg        [15:0]   core_aDw_5;
  reg        [15:0]   core_aDw_6;
  reg        [15:0]   core_aDw_7;
  reg        [15:0]   core_aDw_8;
  reg        [15:0]   core_aDw_9;
  reg        [15:0]   core_aDw_10;
  reg        [15:0]   core_aDw_11;
  reg        [15:0]   core_aDw_12;
  reg        [15:0]   core_aDw_13;
  reg        [15:0]   core_aDw_14;
  reg        [15:0]   core_aDw_15;
  reg        [15:0]   core_aDw_16;
  reg        [15:0]   core_aDw_17;
  reg        [15:0]   core_aDw_18;
  reg        [15:0]   core_aDw_19;
  reg        [15:0]   core_aDw_20;
  reg        [15:0]   core_aDw_21;
  reg        [15:0]   core_aDw_22;
  reg        [15:0]   core_aDw_23;
  reg        [15:0]   core_aDw_24;
  reg        [15:0]   core_aDw_25;
  reg        [15:0]   core_aDw_26;
  reg        [15:0]   core_aDw_27;
  reg        [15:0]   core_aDw_28;
  reg        [15:0]   core_aDw_29;
  reg        [15:0]   core_aDw_30;
  reg        [15:0]   core_aDw_31;
  reg        [15:0]   core_aDw_32;
  reg        [15:0]   core_aDw_33;
  reg        [15:0]   core_aDw_34;
  reg        [15:0]   core_aDw_35;
  reg        [15:0]   core_aDw_36;
  reg        [15:0]   core_aDw_37;
  reg        [15:0]   core_aDw_38;
  reg        [15:0]   core_aDw_39;
  reg        [15:0]   core_aDw_40;
  reg        [15:0]   core_aDw_41;
  reg        [15:0]   core_aDw_42;
  reg        [15:0]   core_aDw_43;
  reg        [15:0]   core_aDw_44;
  reg        [15:0]   core_aDw_45;
  reg        [15:0]   core_aDw_46;
  reg        [15:0]   core_aDw_47;
  reg        [15:0]   core_aDw_48;
  reg        [15:0]   core_aDw_49;
  reg        [15:0]   core_aDw_50;
  reg        [15:0]   core_aDw_51;
  reg        [15:0]   core_aDw_52;
  reg        [15:0]   core_aDw_53;
  reg        [15:0]   core_aDw_54;
  reg        [15:0]   core_aDw_55;
  reg        [15:0]   core_aDw_56;
  reg        [15:0]   core_aDw_57;
  reg        [15:0]   core_aDw_58;
  reg        [15:0]   core_aDw_59;
  reg        [15:0]   core_aDw_60;
  reg        [15:0]   core_aDw_61;
  reg        [15:0]   core_aDw_62;
  reg        [15:0]   core_aDw_63;
  reg        [21:0]   core_total;
  reg        [6:0]    core_count;
  reg        [15:0]   core_cyc;
  reg        [15:0]   core_lastCyc;
  reg                 core_doneR;
  reg        [7:0]    core_rdPtr;
  reg                 core_pv;
  reg                 core_l0_v;
  reg        [5:0]    core_l0_src;
  reg        [5:0]    core_l0_dst;
  reg        [15:0]   core_l0_sum;
  reg                 core_l1_v;
  reg        [5:0]    core_l1_src;
  reg        [5:0]    core_l1_dst;
  reg        [15:0]   core_l1_sum;
  wire       [6:0]    core_rdIdx;
  wire                _zz_core_l0_v;
  wire                core_rdEnd;
  wire                core_scanning;
  wire                when_LpMepcEngine_l246;
  wire                when_LpMepcEngine_l261;
  wire                when_LpMepcEngine_l265;
  wire       [6:0]    _zz_core_l1_v;
  wire                when_LpMepcEngine_l270;
  wire                when_LpMepcEngine_l272;
  wire                core_g_a0;
  wire                core_g_a1;
  wire       [15:0]   core_g_w0;
  wire       [15:0]   core_g_w1;
  wire                when_LpMepcEngine_l281;
  wire       [63:0]   _zz_1;
  wire       [63:0]   _zz_2;
  wire       [63:0]   _zz_3;
  wire       [63:0]   _zz_4;
  wire                core_au_s0;
  wire                core_au_d0;
  wire                core_au_s1;
  wire                core_au_d1;
  wire                when_LpMepcEngine_l302;
  wire       [63:0]   _zz_5;
  wire       [63:0]   _zz_6;
  wire       [15:0]   _zz_core_aSw_0;
  wire       [63:0]   _zz_7;
  wire       [63:0]   _zz_8;
  wire       [15:0]   _zz_core_aDw_0;
  wire       [63:0]   _zz_9;
  wire       [63:0]   _zz_10;
  wire       [15:0]   _zz_core_aSw_0_1;
  wire       [63:0]   _zz_11;
  wire       [63:0]   _zz_12;
  wire       [15:0]   _zz_core_aDw_0_1;
  wire       [5:0]    core_rs_a;
  wire       [5:0]    core_rs_b;
  wire       [63:0]   _zz_13;
  wire       [5:0]    core_rs_x;
  wire       [5:0]    core_rs_y;
  wire       [15:0]   core_rs_wx;
  wire       [15:0]   core_rs_wy;
  wire       [15:0]   core_rs_wab;
  wire       [63:0]   _zz_14;
  wire       [16:0]   core_rs_gain;
  wire                core_rs_take;
  wire                when_LpMepcEngine_l328;
  wire       [63:0]   _zz_15;
  wire       [63:0]   _zz_16;
  wire                when_LpMepcEngine_l341;
  reg                 core_resV;
  reg        [5:0]    core_resD;
  reg        [15:0]   core_resW;
  `ifndef SYNTHESIS
  reg [55:0] core_ph_string;
  `endif


  assign _zz_core_wr_newRaw = _zz_core_wr_newRaw_1;
  assign _zz_core_wr_newRaw_2 = (core_wr_hitAny ? core_oldSum : 16'h0);
  assign _zz_core_wr_newRaw_1 = {2'd0, _zz_core_wr_newRaw_2};
  assign _zz_core_wr_newRaw_3 = {{1{core_opDelta[16]}}, core_opDelta};
  assign _zz_core_wr_newSat = _zz_core_wr_newSat_1;
  assign _zz_core_wr_newSat_1 = {2'd0, core_sumMax};
  assign _zz_core_wr_newSum_1 = core_wr_newRaw;
  assign _zz_core_wr_newSum = _zz_core_wr_newSum_1[15:0];
  assign _zz_core_cnt_8 = (_zz_core_cnt_9 + _zz_core_cnt_56);
  assign _zz_core_cnt_9 = (_zz_core_cnt_10 + _zz_core_cnt_33);
  assign _zz_core_cnt_10 = (_zz_core_cnt_11 + _zz_core_cnt_22);
  assign _zz_core_cnt_11 = (_zz_core_cnt_12 + _zz_core_cnt_17);
  assign _zz_core_cnt_12 = (_zz_core_cnt_13 + _zz_core_cnt_15);
  assign _zz_core_cnt_17 = (_zz_core_cnt_18 + _zz_core_cnt_20);
  assign _zz_core_cnt_22 = (_zz_core_cnt_23 + _zz_core_cnt_28);
  assign _zz_core_cnt_23 = (_zz_core_cnt_24 + _zz_core_cnt_26);
  assign _zz_core_cnt_28 = (_zz_core_cnt_29 + _zz_core_cnt_31);
  assign _zz_core_cnt_33 = (_zz_core_cnt_34 + _zz_core_cnt_45);
  assign _zz_core_cnt_34 = (_zz_core_cnt_35 + _zz_core_cnt_40);
  assign _zz_core_cnt_35 = (_zz_core_cnt_36 + _zz_core_cnt_38);
  assign _zz_core_cnt_40 = (_zz_core_cnt_41 + _zz_core_cnt_43);
  assign _zz_core_cnt_45 = (_zz_core_cnt_46 + _zz_core_cnt_51);
  assign _zz_core_cnt_46 = (_zz_core_cnt_47 + _zz_core_cnt_49);
  assign _zz_core_cnt_51 = (_zz_core_cnt_52 + _zz_core_cnt_54);
  assign _zz_core_cnt_56 = (_zz_core_cnt_57 + _zz_core_cnt_80);
  assign _zz_core_cnt_57 = (_zz_core_cnt_58 + _zz_core_cnt_69);
  assign _zz_core_cnt_58 = (_zz_core_cnt_59 + _zz_core_cnt_64);
  assign _zz_core_cnt_59 = (_zz_core_cnt_60 + _zz_core_cnt_62);
  assign _zz_core_cnt_64 = (_zz_core_cnt_65 + _zz_core_cnt_67);
  assign _zz_core_cnt_69 = (_zz_core_cnt_70 + _zz_core_cnt_75);
  assign _zz_core_cnt_70 = (_zz_core_cnt_71 + _zz_core_cnt_73);
  assign _zz_core_cnt_75 = (_zz_core_cnt_76 + _zz_core_cnt_78);
  assign _zz_core_cnt_80 = (_zz_core_cnt_81 + _zz_core_cnt_92);
  assign _zz_core_cnt_81 = (_zz_core_cnt_82 + _zz_core_cnt_87);
  assign _zz_core_cnt_82 = (_zz_core_cnt_83 + _zz_core_cnt_85);
  assign _zz_core_cnt_87 = (_zz_core_cnt_88 + _zz_core_cnt_90);
  assign _zz_core_cnt_92 = (_zz_core_cnt_93 + _zz_core_cnt_98);
  assign _zz_core_cnt_93 = (_zz_core_cnt_94 + _zz_core_cnt_96);
  assign _zz_core_cnt_98 = (_zz_core_cnt_99 + _zz_core_cnt_101);
  assign _zz_core_cnt_103 = (_zz_core_cnt_104 + _zz_core_cnt_127);
  assign _zz_core_cnt_104 = (_zz_core_cnt_105 + _zz_core_cnt_116);
  assign _zz_core_cnt_105 = (_zz_core_cnt_106 + _zz_core_cnt_111);
  assign _zz_core_cnt_106 = (_zz_core_cnt_107 + _zz_core_cnt_109);
  assign _zz_core_cnt_111 = (_zz_core_cnt_112 + _zz_core_cnt_114);
  assign _zz_core_cnt_116 = (_zz_core_cnt_117 + _zz_core_cnt_122);
  assign _zz_core_cnt_117 = (_zz_core_cnt_118 + _zz_core_cnt_120);
  assign _zz_core_cnt_122 = (_zz_core_cnt_123 + _zz_core_cnt_125);
  assign _zz_core_cnt_127 = (_zz_core_cnt_128 + _zz_core_cnt_133);
  assign _zz_core_cnt_128 = (_zz_core_cnt_129 + _zz_core_cnt_131);
  assign _zz_core_cnt_135 = {core_tab_127_v,core_tab_126_v};
  assign _zz_core_cnt_134 = {1'd0, _zz_core_cnt_135};
  assign _zz_core_total = (core_total + _zz_core_total_1);
  assign _zz_core_total_2 = (core_g_a0 ? core_g_w0 : 16'h0);
  assign _zz_core_total_1 = {6'd0, _zz_core_total_2};
  assign _zz_core_total_4 = (core_g_a1 ? core_g_w1 : 16'h0);
  assign _zz_core_total_3 = {6'd0, _zz_core_total_4};
  assign _zz_core_count = (core_count + _zz_core_count_1);
  assign _zz_core_count_2 = core_g_a0;
  assign _zz_core_count_1 = {6'd0, _zz_core_count_2};
  assign _zz_core_count_4 = core_g_a1;
  assign _zz_core_count_3 = {6'd0, _zz_core_count_4};
  assign _zz_core_rs_gain = {1'd0, core_rs_wx};
  assign _zz_core_rs_gain_1 = {1'd0, core_rs_wy};
  assign _zz_core_rs_take = {1'd0, core_rs_wab};
  assign _zz_core_total_5 = (_zz_core_total_6 + _zz_core_total_8);
  assign _zz_core_total_6 = (core_total + _zz_core_total_7);
  assign _zz_core_total_7 = {6'd0, core_rs_wx};
  assign _zz_core_total_8 = {6'd0, core_rs_wy};
  assign _zz_core_total_9 = {6'd0, core_rs_wab};
  assign _zz_core_cnt_14 = {core_tab_2_v,{core_tab_1_v,core_tab_0_v}};
  assign _zz_core_cnt_16 = {core_tab_5_v,{core_tab_4_v,core_tab_3_v}};
  assign _zz_core_cnt_19 = {core_tab_8_v,{core_tab_7_v,core_tab_6_v}};
  assign _zz_core_cnt_21 = {core_tab_11_v,{core_tab_10_v,core_tab_9_v}};
  assign _zz_core_cnt_25 = {core_tab_14_v,{core_tab_13_v,core_tab_12_v}};
  assign _zz_core_cnt_27 = {core_tab_17_v,{core_tab_16_v,core_tab_15_v}};
  assign _zz_core_cnt_30 = {core_tab_20_v,{core_tab_19_v,core_tab_18_v}};
  assign _zz_core_cnt_32 = {core_tab_23_v,{core_tab_22_v,core_tab_21_v}};
  assign _zz_core_cnt_37 = {core_tab_26_v,{core_tab_25_v,core_tab_24_v}};
  assign _zz_core_cnt_39 = {core_tab_29_v,{core_tab_28_v,core_tab_27_v}};
  assign _zz_core_cnt_42 = {core_tab_32_v,{core_tab_31_v,core_tab_30_v}};
  assign _zz_core_cnt_44 = {core_tab_35_v,{core_tab_34_v,core_tab_33_v}};
  assign _zz_core_cnt_48 = {core_tab_38_v,{core_tab_37_v,core_tab_36_v}};
  assign _zz_core_cnt_50 = {core_tab_41_v,{core_tab_40_v,core_tab_39_v}};
  assign _zz_core_cnt_53 = {core_tab_44_v,{core_tab_43_v,core_tab_42_v}};
  assign _zz_core_cnt_55 = {core_tab_47_v,{core_tab_46_v,core_tab_45_v}};
  assign _zz_core_cnt_61 = {core_tab_50_v,{core_tab_49_v,core_tab_48_v}};
  assign _zz_core_cnt_63 = {core_tab_53_v,{core_tab_52_v,core_tab_51_v}};
  assign _zz_core_cnt_66 = {core_tab_56_v,{core_tab_55_v,core_tab_54_v}};
  assign _zz_core_cnt_68 = {core_tab_59_v,{core_tab_58_v,core_tab_57_v}};
  assign _zz_core_cnt_72 = {core_tab_62_v,{core_tab_61_v,core_tab_60_v}};
  assign _zz_core_cnt_74 = {core_tab_65_v,{core_tab_64_v,core_tab_63_v}};
  assign _zz_core_cnt_77 = {core_tab_68_v,{core_tab_67_v,core_tab_66_v}};
  assign _zz_core_cnt_79 = {core_tab_71_v,{core_tab_70_v,core_tab_69_v}};
  assign _zz_core_cnt_84 = {core_tab_74_v,{core_tab_73_v,core_tab_72_v}};
  assign _zz_core_cnt_86 = {core_tab_77_v,{core_tab_76_v,core_tab_75_v}};
  assign _zz_core_cnt_89 = {core_tab_80_v,{core_tab_79_v,core_tab_78_v}};
  assign _zz_core_cnt_91 = {core_tab_83_v,{core_tab_82_v,core_tab_81_v}};
  assign _zz_core_cnt_95 = {core_tab_86_v,{core_tab_85_v,core_tab_84_v}};
  assign _zz_core_cnt_97 = {core_tab_89_v,{core_tab_88_v,core_tab_87_v}};
  assign _zz_core_cnt_100 = {core_tab_92_v,{core_tab_91_v,core_tab_90_v}};
  assign _zz_core_cnt_102 = {core_tab_95_v,{core_tab_94_v,core_tab_93_v}};
  assign _zz_core_cnt_108 = {core_tab_98_v,{core_tab_97_v,core_tab_96_v}};
  assign _zz_core_cnt_110 = {core_tab_101_v,{core_tab_100_v,core_tab_99_v}};
  assign _zz_core_cnt_113 = {core_tab_104_v,{core_tab_103_v,core_tab_102_v}};
  assign _zz_core_cnt_115 = {core_tab_107_v,{core_tab_106_v,core_tab_105_v}};
  assign _zz_core_cnt_119 = {core_tab_110_v,{core_tab_109_v,core_tab_108_v}};
  assign _zz_core_cnt_121 = {core_tab_113_v,{core_tab_112_v,core_tab_111_v}};
  assign _zz_core_cnt_124 = {core_tab_116_v,{core_tab_115_v,core_tab_114_v}};
  assign _zz_core_cnt_126 = {core_tab_119_v,{core_tab_118_v,core_tab_117_v}};
  assign _zz_core_cnt_130 = {core_tab_122_v,{core_tab_121_v,core_tab_120_v}};
  assign _zz_core_cnt_132 = {core_tab_125_v,{core_tab_124_v,core_tab_123_v}};
  assign _zz_core_hit_128 = _zz_core_hit_117;
  assign _zz_core_hit_129 = {_zz_core_hit_116,{_zz_core_hit_115,{_zz_core_hit_114,{_zz_core_hit_113,{_zz_core_hit_112,{_zz_core_hit_111,{_zz_core_hit_110,{_zz_core_hit_109,{_zz_core_hit_108,{_zz_core_hit_107,{_zz_core_hit_130,_zz_core_hit_131}}}}}}}}}}};
  assign _zz_core_hit_130 = _zz_core_hit_106;
  assign _zz_core_hit_131 = {_zz_core_hit_105,{_zz_core_hit_104,{_zz_core_hit_103,{_zz_core_hit_102,{_zz_core_hit_101,{_zz_core_hit_100,{_zz_core_hit_99,{_zz_core_hit_98,{_zz_core_hit_97,{_zz_core_hit_96,{_zz_core_hit_132,_zz_core_hit_133}}}}}}}}}}};
  assign _zz_core_hit_132 = _zz_core_hit_95;
  assign _zz_core_hit_133 = {_zz_core_hit_94,{_zz_core_hit_93,{_zz_core_hit_92,{_zz_core_hit_91,{_zz_core_hit_90,{_zz_core_hit_89,{_zz_core_hit_88,{_zz_core_hit_87,{_zz_core_hit_86,{_zz_core_hit_85,{_zz_core_hit_134,_zz_core_hit_135}}}}}}}}}}};
  assign _zz_core_hit_134 = _zz_core_hit_84;
  assign _zz_core_hit_135 = {_zz_core_hit_83,{_zz_core_hit_82,{_zz_core_hit_81,{_zz_core_hit_80,{_zz_core_hit_79,{_zz_core_hit_78,{_zz_core_hit_77,{_zz_core_hit_76,{_zz_core_hit_75,{_zz_core_hit_74,{_zz_core_hit_136,_zz_core_hit_137}}}}}}}}}}};
  assign _zz_core_hit_136 = _zz_core_hit_73;
  assign _zz_core_hit_137 = {_zz_core_hit_72,{_zz_core_hit_71,{_zz_core_hit_70,{_zz_core_hit_69,{_zz_core_hit_68,{_zz_core_hit_67,{_zz_core_hit_66,{_zz_core_hit_65,{_zz_core_hit_64,{_zz_core_hit_63,{_zz_core_hit_138,_zz_core_hit_139}}}}}}}}}}};
  assign _zz_core_hit_138 = _zz_core_hit_62;
  assign _zz_core_hit_139 = {_zz_core_hit_61,{_zz_core_hit_60,{_zz_core_hit_59,{_zz_core_hit_58,{_zz_core_hit_57,{_zz_core_hit_56,{_zz_core_hit_55,{_zz_core_hit_54,{_zz_core_hit_53,{_zz_core_hit_52,{_zz_core_hit_140,_zz_core_hit_141}}}}}}}}}}};
  assign _zz_core_hit_140 = _zz_core_hit_51;
  assign _zz_core_hit_141 = {_zz_core_hit_50,{_zz_core_hit_49,{_zz_core_hit_48,{_zz_core_hit_47,{_zz_core_hit_46,{_zz_core_hit_45,{_zz_core_hit_44,{_zz_core_hit_43,{_zz_core_hit_42,{_zz_core_hit_41,{_zz_core_hit_142,_zz_core_hit_143}}}}}}}}}}};
  assign _zz_core_hit_142 = _zz_core_hit_40;
  assign _zz_core_hit_143 = {_zz_core_hit_39,{_zz_core_hit_38,{_zz_core_hit_37,{_zz_core_hit_36,{_zz_core_hit_35,{_zz_core_hit_34,{_zz_core_hit_33,{_zz_core_hit_32,{_zz_core_hit_31,{_zz_core_hit_30,{_zz_core_hit_144,_zz_core_hit_145}}}}}}}}}}};
  assign _zz_core_hit_144 = _zz_core_hit_29;
  assign _zz_core_hit_145 = {_zz_core_hit_28,{_zz_core_hit_27,{_zz_core_hit_26,{_zz_core_hit_25,{_zz_core_hit_24,{_zz_core_hit_23,{_zz_core_hit_22,{_zz_core_hit_21,{_zz_core_hit_20,{_zz_core_hit_19,{_zz_core_hit_146,_zz_core_hit_147}}}}}}}}}}};
  assign _zz_core_hit_146 = _zz_core_hit_18;
  assign _zz_core_hit_147 = {_zz_core_hit_17,{_zz_core_hit_16,{_zz_core_hit_15,{_zz_core_hit_14,{_zz_core_hit_13,{_zz_core_hit_12,{_zz_core_hit_11,{_zz_core_hit_10,{_zz_core_hit_9,{_zz_core_hit_8,{_zz_core_hit_148,_zz_core_hit_149}}}}}}}}}}};
  assign _zz_core_hit_148 = _zz_core_hit_7;
  assign _zz_core_hit_149 = {_zz_core_hit_6,{_zz_core_hit_5,{_zz_core_hit_4,{_zz_core_hit_3,{_zz_core_hit_2,{_zz_core_hit_1,_zz_core_hit}}}}}};
  assign _zz_core_oldSum = (_zz_core_oldSum_1 | _zz_core_oldSum_6);
  assign _zz_core_oldSum_11 = (_zz_core_oldSum_12 | _zz_core_oldSum_17);
  assign _zz_core_oldSum_22 = (_zz_core_oldSum_23 | _zz_core_oldSum_28);
  assign _zz_core_oldSum_33 = (_zz_core_oldSum_34 | _zz_core_oldSum_39);
  assign _zz_core_oldSum_44 = (_zz_core_oldSum_45 | _zz_core_oldSum_50);
  assign _zz_core_oldSum_55 = (_zz_core_oldSum_56 | _zz_core_oldSum_61);
  assign _zz_core_oldSum_66 = (_zz_core_oldSum_67 | _zz_core_oldSum_72);
  assign _zz_core_oldSum_77 = (_zz_core_oldSum_78 | _zz_core_oldSum_83);
  assign _zz_core_oldSum_88 = (_zz_core_oldSum_89 | _zz_core_oldSum_94);
  assign _zz_core_oldSum_99 = (_zz_core_oldSum_100 | _zz_core_oldSum_105);
  assign _zz_core_oldSum_110 = (_zz_core_oldSum_111 | _zz_core_oldSum_116);
  assign _zz_core_oldSum_121 = (_zz_core_oldSum_122 | _zz_core_oldSum_127);
  assign _zz_core_oldSum_132 = (_zz_core_oldSum_133 | _zz_core_oldSum_138);
  assign _zz_core_oldSum_143 = (_zz_core_oldSum_144 | _zz_core_oldSum_149);
  assign _zz_core_oldSum_154 = (_zz_core_oldSum_155 | _zz_core_oldSum_160);
  assign _zz_core_oldSum_165 = (_zz_core_oldSum_166 | _zz_core_oldSum_171);
  assign _zz_core_oldSum_176 = (_zz_core_oldSum_177 | _zz_core_oldSum_182);
  assign _zz_core_oldSum_187 = (_zz_core_oldSum_188 | _zz_core_oldSum_193);
  assign _zz_core_oldSum_198 = (_zz_core_oldSum_199 | _zz_core_oldSum_204);
  assign _zz_core_oldSum_209 = (_zz_core_oldSum_210 | _zz_core_oldSum_215);
  assign _zz_core_oldSum_220 = (_zz_core_oldSum_221 | _zz_core_oldSum_226);
  assign _zz_core_oldSum_231 = (_zz_core_oldSum_232 | _zz_core_oldSum_237);
  assign _zz_core_oldSum_242 = (_zz_core_oldSum_243 | _zz_core_oldSum_248);
  assign _zz_core_oldSum_253 = (_zz_core_oldSum_254 | _zz_core_oldSum_259);
  assign _zz_core_oldSum_264 = (_zz_core_oldSum_265 | _zz_core_oldSum_270);
  assign _zz_core_oldSum_275 = (_zz_core_oldSum_276 | _zz_core_oldSum_281);
  assign _zz_core_oldSum_286 = (_zz_core_oldSum_287 | _zz_core_oldSum_292);
  assign _zz_core_oldSum_297 = (_zz_core_oldSum_298 | _zz_core_oldSum_303);
  assign _zz_core_oldSum_308 = (_zz_core_oldSum_309 | _zz_core_oldSum_314);
  assign _zz_core_oldSum_319 = (_zz_core_oldSum_320 | _zz_core_oldSum_325);
  assign _zz_core_oldSum_330 = (_zz_core_oldSum_331 | _zz_core_oldSum_336);
  assign _zz_core_oldSum_341 = (_zz_core_oldSum_342 | _zz_core_oldSum_347);
  assign _zz_core_oldSum_1 = (_zz_core_oldSum_2 | _zz_core_oldSum_4);
  assign _zz_core_oldSum_6 = (_zz_core_oldSum_7 | _zz_core_oldSum_9);
  assign _zz_core_oldSum_12 = (_zz_core_oldSum_13 | _zz_core_oldSum_15);
  assign _zz_core_oldSum_17 = (_zz_core_oldSum_18 | _zz_core_oldSum_20);
  assign _zz_core_oldSum_23 = (_zz_core_oldSum_24 | _zz_core_oldSum_26);
  assign _zz_core_oldSum_28 = (_zz_core_oldSum_29 | _zz_core_oldSum_31);
  assign _zz_core_oldSum_34 = (_zz_core_oldSum_35 | _zz_core_oldSum_37);
  assign _zz_core_oldSum_39 = (_zz_core_oldSum_40 | _zz_core_oldSum_42);
  assign _zz_core_oldSum_45 = (_zz_core_oldSum_46 | _zz_core_oldSum_48);
  assign _zz_core_oldSum_50 = (_zz_core_oldSum_51 | _zz_core_oldSum_53);
  assign _zz_core_oldSum_56 = (_zz_core_oldSum_57 | _zz_core_oldSum_59);
  assign _zz_core_oldSum_61 = (_zz_core_oldSum_62 | _zz_core_oldSum_64);
  assign _zz_core_oldSum_67 = (_zz_core_oldSum_68 | _zz_core_oldSum_70);
  assign _zz_core_oldSum_72 = (_zz_core_oldSum_73 | _zz_core_oldSum_75);
  assign _zz_core_oldSum_78 = (_zz_core_oldSum_79 | _zz_core_oldSum_81);
  assign _zz_core_oldSum_83 = (_zz_core_oldSum_84 | _zz_core_oldSum_86);
  assign _zz_core_oldSum_89 = (_zz_core_oldSum_90 | _zz_core_oldSum_92);
  assign _zz_core_oldSum_94 = (_zz_core_oldSum_95 | _zz_core_oldSum_97);
  assign _zz_core_oldSum_100 = (_zz_core_oldSum_101 | _zz_core_oldSum_103);
  assign _zz_core_oldSum_105 = (_zz_core_oldSum_106 | _zz_core_oldSum_108);
  assign _zz_core_oldSum_111 = (_zz_core_oldSum_112 | _zz_core_oldSum_114);
  assign _zz_core_oldSum_116 = (_zz_core_oldSum_117 | _zz_core_oldSum_119);
  assign _zz_core_oldSum_122 = (_zz_core_oldSum_123 | _zz_core_oldSum_125);
  assign _zz_core_oldSum_127 = (_zz_core_oldSum_128 | _zz_core_oldSum_130);
  assign _zz_core_oldSum_133 = (_zz_core_oldSum_134 | _zz_core_oldSum_136);
  assign _zz_core_oldSum_138 = (_zz_core_oldSum_139 | _zz_core_oldSum_141);
  assign _zz_core_oldSum_144 = (_zz_core_oldSum_145 | _zz_core_oldSum_147);
  assign _zz_core_oldSum_149 = (_zz_core_oldSum_150 | _zz_core_oldSum_152);
  assign _zz_core_oldSum_155 = (_zz_core_oldSum_156 | _zz_core_oldSum_158);
  assign _zz_core_oldSum_160 = (_zz_core_oldSum_161 | _zz_core_oldSum_163);
  assign _zz_core_oldSum_166 = (_zz_core_oldSum_167 | _zz_core_oldSum_169);
  assign _zz_core_oldSum_171 = (_zz_core_oldSum_172 | _zz_core_oldSum_174);
  assign _zz_core_oldSum_177 = (_zz_core_oldSum_178 | _zz_core_oldSum_180);
  assign _zz_core_oldSum_182 = (_zz_core_oldSum_183 | _zz_core_oldSum_185);
  assign _zz_core_oldSum_188 = (_zz_core_oldSum_189 | _zz_core_oldSum_191);
  assign _zz_core_oldSum_193 = (_zz_core_oldSum_194 | _zz_core_oldSum_196);
  assign _zz_core_oldSum_199 = (_zz_core_oldSum_200 | _zz_core_oldSum_202);
  assign _zz_core_oldSum_204 = (_zz_core_oldSum_205 | _zz_core_oldSum_207);
  assign _zz_core_oldSum_210 = (_zz_core_oldSum_211 | _zz_core_oldSum_213);
  assign _zz_core_oldSum_215 = (_zz_core_oldSum_216 | _zz_core_oldSum_218);
  assign _zz_core_oldSum_221 = (_zz_core_oldSum_222 | _zz_core_oldSum_224);
  assign _zz_core_oldSum_226 = (_zz_core_oldSum_227 | _zz_core_oldSum_229);
  assign _zz_core_oldSum_232 = (_zz_core_oldSum_233 | _zz_core_oldSum_235);
  assign _zz_core_oldSum_237 = (_zz_core_oldSum_238 | _zz_core_oldSum_240);
  assign _zz_core_oldSum_243 = (_zz_core_oldSum_244 | _zz_core_oldSum_246);
  assign _zz_core_oldSum_248 = (_zz_core_oldSum_249 | _zz_core_oldSum_251);
  assign _zz_core_oldSum_254 = (_zz_core_oldSum_255 | _zz_core_oldSum_257);
  assign _zz_core_oldSum_259 = (_zz_core_oldSum_260 | _zz_core_oldSum_262);
  assign _zz_core_oldSum_265 = (_zz_core_oldSum_266 | _zz_core_oldSum_268);
  assign _zz_core_oldSum_270 = (_zz_core_oldSum_271 | _zz_core_oldSum_273);
  assign _zz_core_oldSum_276 = (_zz_core_oldSum_277 | _zz_core_oldSum_279);
  assign _zz_core_oldSum_281 = (_zz_core_oldSum_282 | _zz_core_oldSum_284);
  assign _zz_core_oldSum_287 = (_zz_core_oldSum_288 | _zz_core_oldSum_290);
  assign _zz_core_oldSum_292 = (_zz_core_oldSum_293 | _zz_core_oldSum_295);
  assign _zz_core_oldSum_298 = (_zz_core_oldSum_299 | _zz_core_oldSum_301);
  assign _zz_core_oldSum_303 = (_zz_core_oldSum_304 | _zz_core_oldSum_306);
  assign _zz_core_oldSum_309 = (_zz_core_oldSum_310 | _zz_core_oldSum_312);
  assign _zz_core_oldSum_314 = (_zz_core_oldSum_315 | _zz_core_oldSum_317);
  assign _zz_core_oldSum_320 = (_zz_core_oldSum_321 | _zz_core_oldSum_323);
  assign _zz_core_oldSum_325 = (_zz_core_oldSum_326 | _zz_core_oldSum_328);
  assign _zz_core_oldSum_331 = (_zz_core_oldSum_332 | _zz_core_oldSum_334);
  assign _zz_core_oldSum_336 = (_zz_core_oldSum_337 | _zz_core_oldSum_339);
  assign _zz_core_oldSum_342 = (_zz_core_oldSum_343 | _zz_core_oldSum_345);
  assign _zz_core_oldSum_347 = (_zz_core_oldSum_348 | _zz_core_oldSum_350);
  assign _zz_core_oldSum_2 = (_zz_core_hit ? core_tab_0_sum : _zz_core_oldSum_3);
  assign _zz_core_oldSum_4 = (_zz_core_hit_1 ? core_tab_1_sum : _zz_core_oldSum_5);
  assign _zz_core_oldSum_7 = (_zz_core_hit_2 ? core_tab_2_sum : _zz_core_oldSum_8);
  assign _zz_core_oldSum_9 = (_zz_core_hit_3 ? core_tab_3_sum : _zz_core_oldSum_10);
  assign _zz_core_oldSum_13 = (_zz_core_hit_4 ? core_tab_4_sum : _zz_core_oldSum_14);
  assign _zz_core_oldSum_15 = (_zz_core_hit_5 ? core_tab_5_sum : _zz_core_oldSum_16);
  assign _zz_core_oldSum_18 = (_zz_core_hit_6 ? core_tab_6_sum : _zz_core_oldSum_19);
  assign _zz_core_oldSum_20 = (_zz_core_hit_7 ? core_tab_7_sum : _zz_core_oldSum_21);
  assign _zz_core_oldSum_24 = (_zz_core_hit_8 ? core_tab_8_sum : _zz_core_oldSum_25);
  assign _zz_core_oldSum_26 = (_zz_core_hit_9 ? core_tab_9_sum : _zz_core_oldSum_27);
  assign _zz_core_oldSum_29 = (_zz_core_hit_10 ? core_tab_10_sum : _zz_core_oldSum_30);
  assign _zz_core_oldSum_31 = (_zz_core_hit_11 ? core_tab_11_sum : _zz_core_oldSum_32);
  assign _zz_core_oldSum_35 = (_zz_core_hit_12 ? core_tab_12_sum : _zz_core_oldSum_36);
  assign _zz_core_oldSum_37 = (_zz_core_hit_13 ? core_tab_13_sum : _zz_core_oldSum_38);
  assign _zz_core_oldSum_40 = (_zz_core_hit_14 ? core_tab_14_sum : _zz_core_oldSum_41);
  assign _zz_core_oldSum_42 = (_zz_core_hit_15 ? core_tab_15_sum : _zz_core_oldSum_43);
  assign _zz_core_oldSum_46 = (_zz_core_hit_16 ? core_tab_16_sum : _zz_core_oldSum_47);
  assign _zz_core_oldSum_48 = (_zz_core_hit_17 ? core_tab_17_sum : _zz_core_oldSum_49);
  assign _zz_core_oldSum_51 = (_zz_core_hit_18 ? core_tab_18_sum : _zz_core_oldSum_52);
  assign _zz_core_oldSum_53 = (_zz_core_hit_19 ? core_tab_19_sum : _zz_core_oldSum_54);
  assign _zz_core_oldSum_57 = (_zz_core_hit_20 ? core_tab_20_sum : _zz_core_oldSum_58);
  assign _zz_core_oldSum_59 = (_zz_core_hit_21 ? core_tab_21_sum : _zz_core_oldSum_60);
  assign _zz_core_oldSum_62 = (_zz_core_hit_22 ? core_tab_22_sum : _zz_core_oldSum_63);
  assign _zz_core_oldSum_64 = (_zz_core_hit_23 ? core_tab_23_sum : _zz_core_oldSum_65);
  assign _zz_core_oldSum_68 = (_zz_core_hit_24 ? core_tab_24_sum : _zz_core_oldSum_69);
  assign _zz_core_oldSum_70 = (_zz_core_hit_25 ? core_tab_25_sum : _zz_core_oldSum_71);
  assign _zz_core_oldSum_73 = (_zz_core_hit_26 ? core_tab_26_sum : _zz_core_oldSum_74);
  assign _zz_core_oldSum_75 = (_zz_core_hit_27 ? core_tab_27_sum : _zz_core_oldSum_76);
  assign _zz_core_oldSum_79 = (_zz_core_hit_28 ? core_tab_28_sum : _zz_core_oldSum_80);
  assign _zz_core_oldSum_81 = (_zz_core_hit_29 ? core_tab_29_sum : _zz_core_oldSum_82);
  assign _zz_core_oldSum_84 = (_zz_core_hit_30 ? core_tab_30_sum : _zz_core_oldSum_85);
  assign _zz_core_oldSum_86 = (_zz_core_hit_31 ? core_tab_31_sum : _zz_core_oldSum_87);
  assign _zz_core_oldSum_90 = (_zz_core_hit_32 ? core_tab_32_sum : _zz_core_oldSum_91);
  assign _zz_core_oldSum_92 = (_zz_core_hit_33 ? core_tab_33_sum : _zz_core_oldSum_93);
  assign _zz_core_oldSum_95 = (_zz_core_hit_34 ? core_tab_34_sum : _zz_core_oldSum_96);
  assign _zz_core_oldSum_97 = (_zz_core_hit_35 ? core_tab_35_sum : _zz_core_oldSum_98);
  assign _zz_core_oldSum_101 = (_zz_core_hit_36 ? core_tab_36_sum : _zz_core_oldSum_102);
  assign _zz_core_oldSum_103 = (_zz_core_hit_37 ? core_tab_37_sum : _zz_core_oldSum_104);
  assign _zz_core_oldSum_106 = (_zz_core_hit_38 ? core_tab_38_sum : _zz_core_oldSum_107);
  assign _zz_core_oldSum_108 = (_zz_core_hit_39 ? core_tab_39_sum : _zz_core_oldSum_109);
  assign _zz_core_oldSum_112 = (_zz_core_hit_40 ? core_tab_40_sum : _zz_core_oldSum_113);
  assign _zz_core_oldSum_114 = (_zz_core_hit_41 ? core_tab_41_sum : _zz_core_oldSum_115);
  assign _zz_core_oldSum_117 = (_zz_core_hit_42 ? core_tab_42_sum : _zz_core_oldSum_118);
  assign _zz_core_oldSum_119 = (_zz_core_hit_43 ? core_tab_43_sum : _zz_core_oldSum_120);
  assign _zz_core_oldSum_123 = (_zz_core_hit_44 ? core_tab_44_sum : _zz_core_oldSum_124);
  assign _zz_core_oldSum_125 = (_zz_core_hit_45 ? core_tab_45_sum : _zz_core_oldSum_126);
  assign _zz_core_oldSum_128 = (_zz_core_hit_46 ? core_tab_46_sum : _zz_core_oldSum_129);
  assign _zz_core_oldSum_130 = (_zz_core_hit_47 ? core_tab_47_sum : _zz_core_oldSum_131);
  assign _zz_core_oldSum_134 = (_zz_core_hit_48 ? core_tab_48_sum : _zz_core_oldSum_135);
  assign _zz_core_oldSum_136 = (_zz_core_hit_49 ? core_tab_49_sum : _zz_core_oldSum_137);
  assign _zz_core_oldSum_139 = (_zz_core_hit_50 ? core_tab_50_sum : _zz_core_oldSum_140);
  assign _zz_core_oldSum_141 = (_zz_core_hit_51 ? core_tab_51_sum : _zz_core_oldSum_142);
  assign _zz_core_oldSum_145 = (_zz_core_hit_52 ? core_tab_52_sum : _zz_core_oldSum_146);
  assign _zz_core_oldSum_147 = (_zz_core_hit_53 ? core_tab_53_sum : _zz_core_oldSum_148);
  assign _zz_core_oldSum_150 = (_zz_core_hit_54 ? core_tab_54_sum : _zz_core_oldSum_151);
  assign _zz_core_oldSum_152 = (_zz_core_hit_55 ? core_tab_55_sum : _zz_core_oldSum_153);
  assign _zz_core_oldSum_156 = (_zz_core_hit_56 ? core_tab_56_sum : _zz_core_oldSum_157);
  assign _zz_core_oldSum_158 = (_zz_core_hit_57 ? core_tab_57_sum : _zz_core_oldSum_159);
  assign _zz_core_oldSum_161 = (_zz_core_hit_58 ? core_tab_58_sum : _zz_core_oldSum_162);
  assign _zz_core_oldSum_163 = (_zz_core_hit_59 ? core_tab_59_sum : _zz_core_oldSum_164);
  assign _zz_core_oldSum_167 = (_zz_core_hit_60 ? core_tab_60_sum : _zz_core_oldSum_168);
  assign _zz_core_oldSum_169 = (_zz_core_hit_61 ? core_tab_61_sum : _zz_core_oldSum_170);
  assign _zz_core_oldSum_172 = (_zz_core_hit_62 ? core_tab_62_sum : _zz_core_oldSum_173);
  assign _zz_core_oldSum_174 = (_zz_core_hit_63 ? core_tab_63_sum : _zz_core_oldSum_175);
  assign _zz_core_oldSum_178 = (_zz_core_hit_64 ? core_tab_64_sum : _zz_core_oldSum_179);
  assign _zz_core_oldSum_180 = (_zz_core_hit_65 ? core_tab_65_sum : _zz_core_oldSum_181);
  assign _zz_core_oldSum_183 = (_zz_core_hit_66 ? core_tab_66_sum : _zz_core_oldSum_184);
  assign _zz_core_oldSum_185 = (_zz_core_hit_67 ? core_tab_67_sum : _zz_core_oldSum_186);
  assign _zz_core_oldSum_189 = (_zz_core_hit_68 ? core_tab_68_sum : _zz_core_oldSum_190);
  assign _zz_core_oldSum_191 = (_zz_core_hit_69 ? core_tab_69_sum : _zz_core_oldSum_192);
  assign _zz_core_oldSum_194 = (_zz_core_hit_70 ? core_tab_70_sum : _zz_core_oldSum_195);
  assign _zz_core_oldSum_196 = (_zz_core_hit_71 ? core_tab_71_sum : _zz_core_oldSum_197);
  assign _zz_core_oldSum_200 = (_zz_core_hit_72 ? core_tab_72_sum : _zz_core_oldSum_201);
  assign _zz_core_oldSum_202 = (_zz_core_hit_73 ? core_tab_73_sum : _zz_core_oldSum_203);
  assign _zz_core_oldSum_205 = (_zz_core_hit_74 ? core_tab_74_sum : _zz_core_oldSum_206);
  assign _zz_core_oldSum_207 = (_zz_core_hit_75 ? core_tab_75_sum : _zz_core_oldSum_208);
  assign _zz_core_oldSum_211 = (_zz_core_hit_76 ? core_tab_76_sum : _zz_core_oldSum_212);
  assign _zz_core_oldSum_213 = (_zz_core_hit_77 ? core_tab_77_sum : _zz_core_oldSum_214);
  assign _zz_core_oldSum_216 = (_zz_core_hit_78 ? core_tab_78_sum : _zz_core_oldSum_217);
  assign _zz_core_oldSum_218 = (_zz_core_hit_79 ? core_tab_79_sum : _zz_core_oldSum_219);
  assign _zz_core_oldSum_222 = (_zz_core_hit_80 ? core_tab_80_sum : _zz_core_oldSum_223);
  assign _zz_core_oldSum_224 = (_zz_core_hit_81 ? core_tab_81_sum : _zz_core_oldSum_225);
  assign _zz_core_oldSum_227 = (_zz_core_hit_82 ? core_tab_82_sum : _zz_core_oldSum_228);
  assign _zz_core_oldSum_229 = (_zz_core_hit_83 ? core_tab_83_sum : _zz_core_oldSum_230);
  assign _zz_core_oldSum_233 = (_zz_core_hit_84 ? core_tab_84_sum : _zz_core_oldSum_234);
  assign _zz_core_oldSum_235 = (_zz_core_hit_85 ? core_tab_85_sum : _zz_core_oldSum_236);
  assign _zz_core_oldSum_238 = (_zz_core_hit_86 ? core_tab_86_sum : _zz_core_oldSum_239);
  assign _zz_core_oldSum_240 = (_zz_core_hit_87 ? core_tab_87_sum : _zz_core_oldSum_241);
  assign _zz_core_oldSum_244 = (_zz_core_hit_88 ? core_tab_88_sum : _zz_core_oldSum_245);
  assign _zz_core_oldSum_246 = (_zz_core_hit_89 ? core_tab_89_sum : _zz_core_oldSum_247);
  assign _zz_core_oldSum_249 = (_zz_core_hit_90 ? core_tab_90_sum : _zz_core_oldSum_250);
  assign _zz_core_oldSum_251 = (_zz_core_hit_91 ? core_tab_91_sum : _zz_core_oldSum_252);
  assign _zz_core_oldSum_255 = (_zz_core_hit_92 ? core_tab_92_sum : _zz_core_oldSum_256);
  assign _zz_core_oldSum_257 = (_zz_core_hit_93 ? core_tab_93_sum : _zz_core_oldSum_258);
  assign _zz_core_oldSum_260 = (_zz_core_hit_94 ? core_tab_94_sum : _zz_core_oldSum_261);
  assign _zz_core_oldSum_262 = (_zz_core_hit_95 ? core_tab_95_sum : _zz_core_oldSum_263);
  assign _zz_core_oldSum_266 = (_zz_core_hit_96 ? core_tab_96_sum : _zz_core_oldSum_267);
  assign _zz_core_oldSum_268 = (_zz_core_hit_97 ? core_tab_97_sum : _zz_core_oldSum_269);
  assign _zz_core_oldSum_271 = (_zz_core_hit_98 ? core_tab_98_sum : _zz_core_oldSum_272);
  assign _zz_core_oldSum_273 = (_zz_core_hit_99 ? core_tab_99_sum : _zz_core_oldSum_274);
  assign _zz_core_oldSum_277 = (_zz_core_hit_100 ? core_tab_100_sum : _zz_core_oldSum_278);
  assign _zz_core_oldSum_279 = (_zz_core_hit_101 ? core_tab_101_sum : _zz_core_oldSum_280);
  assign _zz_core_oldSum_282 = (_zz_core_hit_102 ? core_tab_102_sum : _zz_core_oldSum_283);
  assign _zz_core_oldSum_284 = (_zz_core_hit_103 ? core_tab_103_sum : _zz_core_oldSum_285);
  assign _zz_core_oldSum_288 = (_zz_core_hit_104 ? core_tab_104_sum : _zz_core_oldSum_289);
  assign _zz_core_oldSum_290 = (_zz_core_hit_105 ? core_tab_105_sum : _zz_core_oldSum_291);
  assign _zz_core_oldSum_293 = (_zz_core_hit_106 ? core_tab_106_sum : _zz_core_oldSum_294);
  assign _zz_core_oldSum_295 = (_zz_core_hit_107 ? core_tab_107_sum : _zz_core_oldSum_296);
  assign _zz_core_oldSum_299 = (_zz_core_hit_108 ? core_tab_108_sum : _zz_core_oldSum_300);
  assign _zz_core_oldSum_301 = (_zz_core_hit_109 ? core_tab_109_sum : _zz_core_oldSum_302);
  assign _zz_core_oldSum_304 = (_zz_core_hit_110 ? core_tab_110_sum : _zz_core_oldSum_305);
  assign _zz_core_oldSum_306 = (_zz_core_hit_111 ? core_tab_111_sum : _zz_core_oldSum_307);
  assign _zz_core_oldSum_310 = (_zz_core_hit_112 ? core_tab_112_sum : _zz_core_oldSum_311);
  assign _zz_core_oldSum_312 = (_zz_core_hit_113 ? core_tab_113_sum : _zz_core_oldSum_313);
  assign _zz_core_oldSum_315 = (_zz_core_hit_114 ? core_tab_114_sum : _zz_core_oldSum_316);
  assign _zz_core_oldSum_317 = (_zz_core_hit_115 ? core_tab_115_sum : _zz_core_oldSum_318);
  assign _zz_core_oldSum_321 = (_zz_core_hit_116 ? core_tab_116_sum : _zz_core_oldSum_322);
  assign _zz_core_oldSum_323 = (_zz_core_hit_117 ? core_tab_117_sum : _zz_core_oldSum_324);
  assign _zz_core_oldSum_326 = (_zz_core_hit_118 ? core_tab_118_sum : _zz_core_oldSum_327);
  assign _zz_core_oldSum_328 = (_zz_core_hit_119 ? core_tab_119_sum : _zz_core_oldSum_329);
  assign _zz_core_oldSum_332 = (_zz_core_hit_120 ? core_tab_120_sum : _zz_core_oldSum_333);
  assign _zz_core_oldSum_334 = (_zz_core_hit_121 ? core_tab_121_sum : _zz_core_oldSum_335);
  assign _zz_core_oldSum_337 = (_zz_core_hit_122 ? core_tab_122_sum : _zz_core_oldSum_338);
  assign _zz_core_oldSum_339 = (_zz_core_hit_123 ? core_tab_123_sum : _zz_core_oldSum_340);
  assign _zz_core_oldSum_343 = (_zz_core_hit_124 ? core_tab_124_sum : _zz_core_oldSum_344);
  assign _zz_core_oldSum_345 = (_zz_core_hit_125 ? core_tab_125_sum : _zz_core_oldSum_346);
  assign _zz_core_oldSum_348 = (_zz_core_hit_126 ? core_tab_126_sum : _zz_core_oldSum_349);
  assign _zz_core_oldSum_350 = (_zz_core_hit_127 ? core_tab_127_sum : _zz_core_oldSum_351);
  assign _zz_core_oldSum_3 = 16'h0;
  assign _zz_core_oldSum_5 = 16'h0;
  assign _zz_core_oldSum_8 = 16'h0;
  assign _zz_core_oldSum_10 = 16'h0;
  assign _zz_core_oldSum_14 = 16'h0;
  assign _zz_core_oldSum_16 = 16'h0;
  assign _zz_core_oldSum_19 = 16'h0;
  assign _zz_core_oldSum_21 = 16'h0;
  assign _zz_core_oldSum_25 = 16'h0;
  assign _zz_core_oldSum_27 = 16'h0;
  assign _zz_core_oldSum_30 = 16'h0;
  assign _zz_core_oldSum_32 = 16'h0;
  assign _zz_core_oldSum_36 = 16'h0;
  assign _zz_core_oldSum_38 = 16'h0;
  assign _zz_core_oldSum_41 = 16'h0;
  assign _zz_core_oldSum_43 = 16'h0;
  assign _zz_core_oldSum_47 = 16'h0;
  assign _zz_core_oldSum_49 = 16'h0;
  assign _zz_core_oldSum_52 = 16'h0;
  assign _zz_core_oldSum_54 = 16'h0;
  assign _zz_core_oldSum_58 = 16'h0;
  assign _zz_core_oldSum_60 = 16'h0;
  assign _zz_core_oldSum_63 = 16'h0;
  assign _zz_core_oldSum_65 = 16'h0;
  assign _zz_core_oldSum_69 = 16'h0;
  assign _zz_core_oldSum_71 = 16'h0;
  assign _zz_core_oldSum_74 = 16'h0;
  assign _zz_core_oldSum_76 = 16'h0;
  assign _zz_core_oldSum_80 = 16'h0;
  assign _zz_core_oldSum_82 = 16'h0;
  assign _zz_core_oldSum_85 = 16'h0;
  assign _zz_core_oldSum_87 = 16'h0;
  assign _zz_core_oldSum_91 = 16'h0;
  assign _zz_core_oldSum_93 = 16'h0;
  assign _zz_core_oldSum_96 = 16'h0;
  assign _zz_core_oldSum_98 = 16'h0;
  assign _zz_core_oldSum_102 = 16'h0;
  assign _zz_core_oldSum_104 = 16'h0;
  assign _zz_core_oldSum_107 = 16'h0;
  assign _zz_core_oldSum_109 = 16'h0;
  assign _zz_core_oldSum_113 = 16'h0;
  assign _zz_core_oldSum_115 = 16'h0;
  assign _zz_core_oldSum_118 = 16'h0;
  assign _zz_core_oldSum_120 = 16'h0;
  assign _zz_core_oldSum_124 = 16'h0;
  assign _zz_core_oldSum_126 = 16'h0;
  assign _zz_core_oldSum_129 = 16'h0;
  assign _zz_core_oldSum_131 = 16'h0;
  assign _zz_core_oldSum_135 = 16'h0;
  assign _zz_core_oldSum_137 = 16'h0;
  assign _zz_core_oldSum_140 = 16'h0;
  assign _zz_core_oldSum_142 = 16'h0;
  assign _zz_core_oldSum_146 = 16'h0;
  assign _zz_core_oldSum_148 = 16'h0;
  assign _zz_core_oldSum_151 = 16'h0;
  assign _zz_core_oldSum_153 = 16'h0;
  assign _zz_core_oldSum_157 = 16'h0;
  assign _zz_core_oldSum_159 = 16'h0;
  assign _zz_core_oldSum_162 = 16'h0;
  assign _zz_core_oldSum_164 = 16'h0;
  assign _zz_core_oldSum_168 = 16'h0;
  assign _zz_core_oldSum_170 = 16'h0;
  assign _zz_core_oldSum_173 = 16'h0;
  assign _zz_core_oldSum_175 = 16'h0;
  assign _zz_core_oldSum_179 = 16'h0;
  assign _zz_core_oldSum_181 = 16'h0;
  assign _zz_core_oldSum_184 = 16'h0;
  assign _zz_core_oldSum_186 = 16'h0;
  assign _zz_core_oldSum_190 = 16'h0;
  assign _zz_core_oldSum_192 = 16'h0;
  assign _zz_core_oldSum_195 = 16'h0;
  assign _zz_core_oldSum_197 = 16'h0;
  assign _zz_core_oldSum_201 = 16'h0;
  assign _zz_core_oldSum_203 = 16'h0;
  assign _zz_core_oldSum_206 = 16'h0;
  assign _zz_core_oldSum_208 = 16'h0;
  assign _zz_core_oldSum_212 = 16'h0;
  assign _zz_core_oldSum_214 = 16'h0;
  assign _zz_core_oldSum_217 = 16'h0;
  assign _zz_core_oldSum_219 = 16'h0;
  assign _zz_core_oldSum_223 = 16'h0;
  assign _zz_core_oldSum_225 = 16'h0;
  assign _zz_core_oldSum_228 = 16'h0;
  assign _zz_core_oldSum_230 = 16'h0;
  assign _zz_core_oldSum_234 = 16'h0;
  assign _zz_core_oldSum_236 = 16'h0;
  assign _zz_core_oldSum_239 = 16'h0;
  assign _zz_core_oldSum_241 = 16'h0;
  assign _zz_core_oldSum_245 = 16'h0;
  assign _zz_core_oldSum_247 = 16'h0;
  assign _zz_core_oldSum_250 = 16'h0;
  assign _zz_core_oldSum_252 = 16'h0;
  assign _zz_core_oldSum_256 = 16'h0;
  assign _zz_core_oldSum_258 = 16'h0;
  assign _zz_core_oldSum_261 = 16'h0;
  assign _zz_core_oldSum_263 = 16'h0;
  assign _zz_core_oldSum_267 = 16'h0;
  assign _zz_core_oldSum_269 = 16'h0;
  assign _zz_core_oldSum_272 = 16'h0;
  assign _zz_core_oldSum_274 = 16'h0;
  assign _zz_core_oldSum_278 = 16'h0;
  assign _zz_core_oldSum_280 = 16'h0;
  assign _zz_core_oldSum_283 = 16'h0;
  assign _zz_core_oldSum_285 = 16'h0;
  assign _zz_core_oldSum_289 = 16'h0;
  assign _zz_core_oldSum_291 = 16'h0;
  assign _zz_core_oldSum_294 = 16'h0;
  assign _zz_core_oldSum_296 = 16'h0;
  assign _zz_core_oldSum_300 = 16'h0;
  assign _zz_core_oldSum_302 = 16'h0;
  assign _zz_core_oldSum_305 = 16'h0;
  assign _zz_core_oldSum_307 = 16'h0;
  assign _zz_core_oldSum_311 = 16'h0;
  assign _zz_core_oldSum_313 = 16'h0;
  assign _zz_core_oldSum_316 = 16'h0;
  assign _zz_core_oldSum_318 = 16'h0;
  assign _zz_core_oldSum_322 = 16'h0;
  assign _zz_core_oldSum_324 = 16'h0;
  assign _zz_core_oldSum_327 = 16'h0;
  assign _zz_core_oldSum_329 = 16'h0;
  assign _zz_core_oldSum_333 = 16'h0;
  assign _zz_core_oldSum_335 = 16'h0;
  assign _zz_core_oldSum_338 = 16'h0;
  assign _zz_core_oldSum_340 = 16'h0;
  assign _zz_core_oldSum_344 = 16'h0;
  assign _zz_core_oldSum_346 = 16'h0;
  assign _zz_core_oldSum_349 = 16'h0;
  assign _zz_core_oldSum_351 = 16'h0;
  always @(*) begin
    case(_zz_core_cnt_14)
      3'b000 : _zz_core_cnt_13 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_13 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_13 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_13 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_13 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_13 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_13 = _zz_core_cnt_6;
      default : _zz_core_cnt_13 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_16)
      3'b000 : _zz_core_cnt_15 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_15 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_15 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_15 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_15 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_15 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_15 = _zz_core_cnt_6;
      default : _zz_core_cnt_15 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_19)
      3'b000 : _zz_core_cnt_18 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_18 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_18 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_18 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_18 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_18 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_18 = _zz_core_cnt_6;
      default : _zz_core_cnt_18 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_21)
      3'b000 : _zz_core_cnt_20 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_20 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_20 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_20 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_20 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_20 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_20 = _zz_core_cnt_6;
      default : _zz_core_cnt_20 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_25)
      3'b000 : _zz_core_cnt_24 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_24 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_24 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_24 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_24 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_24 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_24 = _zz_core_cnt_6;
      default : _zz_core_cnt_24 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_27)
      3'b000 : _zz_core_cnt_26 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_26 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_26 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_26 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_26 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_26 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_26 = _zz_core_cnt_6;
      default : _zz_core_cnt_26 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_30)
      3'b000 : _zz_core_cnt_29 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_29 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_29 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_29 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_29 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_29 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_29 = _zz_core_cnt_6;
      default : _zz_core_cnt_29 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_32)
      3'b000 : _zz_core_cnt_31 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_31 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_31 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_31 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_31 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_31 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_31 = _zz_core_cnt_6;
      default : _zz_core_cnt_31 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_37)
      3'b000 : _zz_core_cnt_36 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_36 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_36 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_36 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_36 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_36 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_36 = _zz_core_cnt_6;
      default : _zz_core_cnt_36 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_39)
      3'b000 : _zz_core_cnt_38 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_38 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_38 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_38 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_38 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_38 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_38 = _zz_core_cnt_6;
      default : _zz_core_cnt_38 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_42)
      3'b000 : _zz_core_cnt_41 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_41 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_41 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_41 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_41 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_41 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_41 = _zz_core_cnt_6;
      default : _zz_core_cnt_41 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_44)
      3'b000 : _zz_core_cnt_43 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_43 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_43 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_43 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_43 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_43 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_43 = _zz_core_cnt_6;
      default : _zz_core_cnt_43 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_48)
      3'b000 : _zz_core_cnt_47 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_47 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_47 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_47 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_47 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_47 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_47 = _zz_core_cnt_6;
      default : _zz_core_cnt_47 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_50)
      3'b000 : _zz_core_cnt_49 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_49 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_49 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_49 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_49 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_49 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_49 = _zz_core_cnt_6;
      default : _zz_core_cnt_49 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_53)
      3'b000 : _zz_core_cnt_52 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_52 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_52 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_52 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_52 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_52 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_52 = _zz_core_cnt_6;
      default : _zz_core_cnt_52 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_55)
      3'b000 : _zz_core_cnt_54 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_54 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_54 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_54 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_54 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_54 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_54 = _zz_core_cnt_6;
      default : _zz_core_cnt_54 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_61)
      3'b000 : _zz_core_cnt_60 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_60 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_60 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_60 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_60 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_60 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_60 = _zz_core_cnt_6;
      default : _zz_core_cnt_60 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_63)
      3'b000 : _zz_core_cnt_62 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_62 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_62 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_62 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_62 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_62 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_62 = _zz_core_cnt_6;
      default : _zz_core_cnt_62 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_66)
      3'b000 : _zz_core_cnt_65 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_65 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_65 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_65 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_65 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_65 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_65 = _zz_core_cnt_6;
      default : _zz_core_cnt_65 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_68)
      3'b000 : _zz_core_cnt_67 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_67 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_67 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_67 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_67 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_67 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_67 = _zz_core_cnt_6;
      default : _zz_core_cnt_67 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_72)
      3'b000 : _zz_core_cnt_71 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_71 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_71 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_71 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_71 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_71 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_71 = _zz_core_cnt_6;
      default : _zz_core_cnt_71 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_74)
      3'b000 : _zz_core_cnt_73 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_73 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_73 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_73 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_73 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_73 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_73 = _zz_core_cnt_6;
      default : _zz_core_cnt_73 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_77)
      3'b000 : _zz_core_cnt_76 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_76 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_76 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_76 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_76 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_76 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_76 = _zz_core_cnt_6;
      default : _zz_core_cnt_76 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_79)
      3'b000 : _zz_core_cnt_78 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_78 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_78 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_78 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_78 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_78 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_78 = _zz_core_cnt_6;
      default : _zz_core_cnt_78 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_84)
      3'b000 : _zz_core_cnt_83 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_83 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_83 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_83 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_83 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_83 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_83 = _zz_core_cnt_6;
      default : _zz_core_cnt_83 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_86)
      3'b000 : _zz_core_cnt_85 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_85 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_85 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_85 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_85 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_85 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_85 = _zz_core_cnt_6;
      default : _zz_core_cnt_85 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_89)
      3'b000 : _zz_core_cnt_88 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_88 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_88 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_88 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_88 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_88 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_88 = _zz_core_cnt_6;
      default : _zz_core_cnt_88 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_91)
      3'b000 : _zz_core_cnt_90 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_90 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_90 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_90 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_90 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_90 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_90 = _zz_core_cnt_6;
      default : _zz_core_cnt_90 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_95)
      3'b000 : _zz_core_cnt_94 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_94 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_94 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_94 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_94 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_94 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_94 = _zz_core_cnt_6;
      default : _zz_core_cnt_94 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_97)
      3'b000 : _zz_core_cnt_96 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_96 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_96 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_96 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_96 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_96 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_96 = _zz_core_cnt_6;
      default : _zz_core_cnt_96 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_100)
      3'b000 : _zz_core_cnt_99 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_99 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_99 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_99 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_99 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_99 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_99 = _zz_core_cnt_6;
      default : _zz_core_cnt_99 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_102)
      3'b000 : _zz_core_cnt_101 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_101 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_101 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_101 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_101 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_101 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_101 = _zz_core_cnt_6;
      default : _zz_core_cnt_101 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_108)
      3'b000 : _zz_core_cnt_107 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_107 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_107 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_107 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_107 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_107 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_107 = _zz_core_cnt_6;
      default : _zz_core_cnt_107 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_110)
      3'b000 : _zz_core_cnt_109 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_109 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_109 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_109 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_109 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_109 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_109 = _zz_core_cnt_6;
      default : _zz_core_cnt_109 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_113)
      3'b000 : _zz_core_cnt_112 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_112 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_112 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_112 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_112 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_112 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_112 = _zz_core_cnt_6;
      default : _zz_core_cnt_112 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_115)
      3'b000 : _zz_core_cnt_114 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_114 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_114 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_114 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_114 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_114 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_114 = _zz_core_cnt_6;
      default : _zz_core_cnt_114 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_119)
      3'b000 : _zz_core_cnt_118 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_118 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_118 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_118 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_118 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_118 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_118 = _zz_core_cnt_6;
      default : _zz_core_cnt_118 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_121)
      3'b000 : _zz_core_cnt_120 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_120 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_120 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_120 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_120 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_120 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_120 = _zz_core_cnt_6;
      default : _zz_core_cnt_120 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_124)
      3'b000 : _zz_core_cnt_123 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_123 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_123 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_123 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_123 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_123 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_123 = _zz_core_cnt_6;
      default : _zz_core_cnt_123 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_126)
      3'b000 : _zz_core_cnt_125 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_125 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_125 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_125 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_125 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_125 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_125 = _zz_core_cnt_6;
      default : _zz_core_cnt_125 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_130)
      3'b000 : _zz_core_cnt_129 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_129 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_129 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_129 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_129 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_129 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_129 = _zz_core_cnt_6;
      default : _zz_core_cnt_129 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_132)
      3'b000 : _zz_core_cnt_131 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_131 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_131 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_131 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_131 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_131 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_131 = _zz_core_cnt_6;
      default : _zz_core_cnt_131 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_134)
      3'b000 : _zz_core_cnt_133 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_133 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_133 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_133 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_133 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_133 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_133 = _zz_core_cnt_6;
      default : _zz_core_cnt_133 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(tab_idx)
      7'b0000000 : begin
        _zz_core_tabRd_v = core_tab_0_v;
        _zz_core_tabRd_src = core_tab_0_src;
        _zz_core_tabRd_dst = core_tab_0_dst;
        _zz_core_tabRd_sum = core_tab_0_sum;
      end
      7'b0000001 : begin
        _zz_core_tabRd_v = core_tab_1_v;
        _zz_core_tabRd_src = core_tab_1_src;
        _zz_core_tabRd_dst = core_tab_1_dst;
        _zz_core_tabRd_sum = core_tab_1_sum;
      end
      7'b0000010 : begin
        _zz_core_tabRd_v = core_tab_2_v;
        _zz_core_tabRd_src = core_tab_2_src;
        _zz_core_tabRd_dst = core_tab_2_dst;
        _zz_core_tabRd_sum = core_tab_2_sum;
      end
      7'b0000011 : begin
        _zz_core_tabRd_v = core_tab_3_v;
        _zz_core_tabRd_src = core_tab_3_src;
        _zz_core_tabRd_dst = core_tab_3_dst;
        _zz_core_tabRd_sum = core_tab_3_sum;
      end
      7'b0000100 : begin
        _zz_core_tabRd_v = core_tab_4_v;
        _zz_core_tabRd_src = core_tab_4_src;
        _zz_core_tabRd_dst = core_tab_4_dst;
        _zz_core_tabRd_sum = core_tab_4_sum;
      end
      7'b0000101 : begin
        _zz_core_tabRd_v = core_tab_5_v;
        _zz_core_tabRd_src = core_tab_5_src;
        _zz_core_tabRd_dst = core_tab_5_dst;
        _zz_core_tabRd_sum = core_tab_5_sum;
      end
      7'b0000110 : begin
        _zz_core_tabRd_v = core_tab_6_v;
        _zz_core_tabRd_src = core_tab_6_src;
        _zz_core_tabRd_dst = core_tab_6_dst;
        _zz_core_tabRd_sum = core_tab_6_sum;
      end
      7'b0000111 : begin
        _zz_core_tabRd_v = core_tab_7_v;
        _zz_core_tabRd_src = core_tab_7_src;
        _zz_core_tabRd_dst = core_tab_7_dst;
        _zz_core_tabRd_sum = core_tab_7_sum;
      end
      7'b0001000 : begin
        _zz_core_tabRd_v = core_tab_8_v;
        _zz_core_tabRd_src = core_tab_8_src;
        _zz_core_tabRd_dst = core_tab_8_dst;
        _zz_core_tabRd_sum = core_tab_8_sum;
      end
      7'b0001001 : begin
        _zz_core_tabRd_v = core_tab_9_v;
        _zz_core_tabRd_src = core_tab_9_src;
        _zz_core_tabRd_dst = core_tab_9_dst;
        _zz_core_tabRd_sum = core_tab_9_sum;
      end
      7'b0001010 : begin
        _zz_core_tabRd_v = core_tab_10_v;
        _zz_core_tabRd_src = core_tab_10_src;
        _zz_core_tabRd_dst = core_tab_10_dst;
        _zz_core_tabRd_sum = core_tab_10_sum;
      end
      7'b0001011 : begin
        _zz_core_tabRd_v = core_tab_11_v;
        _zz_core_tabRd_src = core_tab_11_src;
        _zz_core_tabRd_dst = core_tab_11_dst;
        _zz_core_tabRd_sum = core_tab_11_sum;
      end
      7'b0001100 : begin
        _zz_core_tabRd_v = core_tab_12_v;
        _zz_core_tabRd_src = core_tab_12_src;
        _zz_core_tabRd_dst = core_tab_12_dst;
        _zz_core_tabRd_sum = core_tab_12_sum;
      end
      7'b0001101 : begin
        _zz_core_tabRd_v = core_tab_13_v;
        _zz_core_tabRd_src = core_tab_13_src;
        _zz_core_tabRd_dst = core_tab_13_dst;
        _zz_core_tabRd_sum = core_tab_13_sum;
      end
      7'b0001110 : begin
        _zz_core_tabRd_v = core_tab_14_v;
        _zz_core_tabRd_src = core_tab_14_src;
        _zz_core_tabRd_dst = core_tab_14_dst;
        _zz_core_tabRd_sum = core_tab_14_sum;
      end
      7'b0001111 : begin
        _zz_core_tabRd_v = core_tab_15_v;
        _zz_core_tabRd_src = core_tab_15_src;
        _zz_core_tabRd_dst = core_tab_15_dst;
        _zz_core_tabRd_sum = core_tab_15_sum;
      end
      7'b0010000 : begin
        _zz_core_tabRd_v = core_tab_16_v;
        _zz_core_tabRd_src = core_tab_16_src;
        _zz_core_tabRd_dst = core_tab_16_dst;
        _zz_core_tabRd_sum = core_tab_16_sum;
      end
      7'b0010001 : begin
        _zz_core_tabRd_v = core_tab_17_v;
        _zz_core_tabRd_src = core_tab_17_src;
        _zz_core_tabRd_dst = core_tab_17_dst;
        _zz_core_tabRd_sum = core_tab_17_sum;
      end
      7'b0010010 : begin
        _zz_core_tabRd_v = core_tab_18_v;
        _zz_core_tabRd_src = core_tab_18_src;
        _zz_core_tabRd_dst = core_tab_18_dst;
        _zz_core_tabRd_sum = core_tab_18_sum;
      end
      7'b0010011 : begin
        _zz_core_tabRd_v = core_tab_19_v;
        _zz_core_tabRd_src = core_tab_19_src;
        _zz_core_tabRd_dst = core_tab_19_dst;
        _zz_core_tabRd_sum = core_tab_19_sum;
      end
      7'b0010100 : begin
        _zz_core_tabRd_v = core_tab_20_v;
        _zz_core_tabRd_src = core_tab_20_src;
        _zz_core_tabRd_dst = core_tab_20_dst;
        _zz_core_tabRd_sum = core_tab_20_sum;
      end
      7'b0010101 : begin
        _zz_core_tabRd_v = core_tab_21_v;
        _zz_core_tabRd_src = core_tab_21_src;
        _zz_core_tabRd_dst = core_tab_21_dst;
        _zz_core_tabRd_sum = core_tab_21_sum;
      end
      7'b0010110 : begin
        _zz_core_tabRd_v = core_tab_22_v;
        _zz_core_tabRd_src = core_tab_22_src;
        _zz_core_tabRd_dst = core_tab_22_dst;
        _zz_core_tabRd_sum = core_tab_22_sum;
      end
      7'b0010111 : begin
        _zz_core_tabRd_v = core_tab_23_v;
        _zz_core_tabRd_src = core_tab_23_src;
        _zz_core_tabRd_dst = core_tab_23_dst;
        _zz_core_tabRd_sum = core_tab_23_sum;
      end
      7'b0011000 : begin
        _zz_core_tabRd_v = core_tab_24_v;
        _zz_core_tabRd_src = core_tab_24_src;
        _zz_core_tabRd_dst = core_tab_24_dst;
        _zz_core_tabRd_sum = core_tab_24_sum;
      end
      7'b0011001 : begin
        _zz_core_tabRd_v = core_tab_25_v;
        _zz_core_tabRd_src = core_tab_25_src;
        _zz_core_tabRd_dst = core_tab_25_dst;
        _zz_core_tabRd_sum = core_tab_25_sum;
      end
      7'b0011010 : begin
        _zz_core_tabRd_v = core_tab_26_v;
        _zz_core_tabRd_src = core_tab_26_src;
        _zz_core_tabRd_dst = core_tab_26_dst;
        _zz_core_tabRd_sum = core_tab_26_sum;
      end
      7'b0011011 : begin
        _zz_core_tabRd_v = core_tab_27_v;
        _zz_core_tabRd_src = core_tab_27_src;
        _zz_core_tabRd_dst = core_tab_27_dst;
        _zz_core_tabRd_sum = core_tab_27_sum;
      end
      7'b0011100 : begin
        _zz_core_tabRd_v = core_tab_28_v;
        _zz_core_tabRd_src = core_tab_28_src;
        _zz_core_tabRd_dst = core_tab_28_dst;
        _zz_core_tabRd_sum = core_tab_28_sum;
      end
      7'b0011101 : begin
        _zz_core_tabRd_v = core_tab_29_v;
        _zz_core_tabRd_src = core_tab_29_src;
        _zz_core_tabRd_dst = core_tab_29_dst;
        _zz_core_tabRd_sum = core_tab_29_sum;
      end
      7'b0011110 : begin
        _zz_core_tabRd_v = core_tab_30_v;
        _zz_core_tabRd_src = core_tab_30_src;
        _zz_core_tabRd_dst = core_tab_30_dst;
        _zz_core_tabRd_sum = core_tab_30_sum;
      end
      7'b0011111 : begin
        _zz_core_tabRd_v = core_tab_31_v;
        _zz_core_tabRd_src = core_tab_31_src;
        _zz_core_tabRd_dst = core_tab_31_dst;
        _zz_core_tabRd_sum = core_tab_31_sum;
      end
      7'b0100000 : begin
        _zz_core_tabRd_v = core_tab_32_v;
        _zz_core_tabRd_src = core_tab_32_src;
        _zz_core_tabRd_dst = core_tab_32_dst;
        _zz_core_tabRd_sum = core_tab_32_sum;
      end
      7'b0100001 : begin
        _zz_core_tabRd_v = core_tab_33_v;
        _zz_core_tabRd_src = core_tab_33_src;
        _zz_core_tabRd_dst = core_tab_33_dst;
        _zz_core_tabRd_sum = core_tab_33_sum;
      end
      7'b0100010 : begin
        _zz_core_tabRd_v = core_tab_34_v;
        _zz_core_tabRd_src = core_tab_34_src;
        _zz_core_tabRd_dst = core_tab_34_dst;
        _zz_core_tabRd_sum = core_tab_34_sum;
      end
      7'b0100011 : begin
        _zz_core_tabRd_v = core_tab_35_v;
        _zz_core_tabRd_src = core_tab_35_src;
        _zz_core_tabRd_dst = core_tab_35_dst;
        _zz_core_tabRd_sum = core_tab_35_sum;
      end
      7'b0100100 : begin
        _zz_core_tabRd_v = core_tab_36_v;
        _zz_core_tabRd_src = core_tab_36_src;
        _zz_core_tabRd_dst = core_tab_36_dst;
        _zz_core_tabRd_sum = core_tab_36_sum;
      end
      7'b0100101 : begin
        _zz_core_tabRd_v = core_tab_37_v;
        _zz_core_tabRd_src = core_tab_37_src;
        _zz_core_tabRd_dst = core_tab_37_dst;
        _zz_core_tabRd_sum = core_tab_37_sum;
      end
      7'b0100110 : begin
        _zz_core_tabRd_v = core_tab_38_v;
        _zz_core_tabRd_src = core_tab_38_src;
        _zz_core_tabRd_dst = core_tab_38_dst;
        _zz_core_tabRd_sum = core_tab_38_sum;
      end
      7'b0100111 : begin
        _zz_core_tabRd_v = core_tab_39_v;
        _zz_core_tabRd_src = core_tab_39_src;
        _zz_core_tabRd_dst = core_tab_39_dst;
        _zz_core_tabRd_sum = core_tab_39_sum;
      end
      7'b0101000 : begin
        _zz_core_tabRd_v = core_tab_40_v;
        _zz_core_tabRd_src = core_tab_40_src;
        _zz_core_tabRd_dst = core_tab_40_dst;
        _zz_core_tabRd_sum = core_tab_40_sum;
      end
      7'b0101001 : begin
        _zz_core_tabRd_v = core_tab_41_v;
        _zz_core_tabRd_src = core_tab_41_src;
        _zz_core_tabRd_dst = core_tab_41_dst;
        _zz_core_tabRd_sum = core_tab_41_sum;
      end
      7'b0101010 : begin
        _zz_core_tabRd_v = core_tab_42_v;
        _zz_core_tabRd_src = core_tab_42_src;
        _zz_core_tabRd_dst = core_tab_42_dst;
        _zz_core_tabRd_sum = core_tab_42_sum;
      end
      7'b0101011 : begin
        _zz_core_tabRd_v = core_tab_43_v;
        _zz_core_tabRd_src = core_tab_43_src;
        _zz_core_tabRd_dst = core_tab_43_dst;
        _zz_core_tabRd_sum = core_tab_43_sum;
      end
      7'b0101100 : begin
        _zz_core_tabRd_v = core_tab_44_v;
        _zz_core_tabRd_src = core_tab_44_src;
        _zz_core_tabRd_dst = core_tab_44_dst;
        _zz_core_tabRd_sum = core_tab_44_sum;
      end
      7'b0101101 : begin
        _zz_core_tabRd_v = core_tab_45_v;
        _zz_core_tabRd_src = core_tab_45_src;
        _zz_core_tabRd_dst = core_tab_45_dst;
        _zz_core_tabRd_sum = core_tab_45_sum;
      end
      7'b0101110 : begin
        _zz_core_tabRd_v = core_tab_46_v;
        _zz_core_tabRd_src = core_tab_46_src;
        _zz_core_tabRd_dst = core_tab_46_dst;
        _zz_core_tabRd_sum = core_tab_46_sum;
      end
      7'b0101111 : begin
        _zz_core_tabRd_v = core_tab_47_v;
        _zz_core_tabRd_src = core_tab_47_src;
        _zz_core_tabRd_dst = core_tab_47_dst;
        _zz_core_tabRd_sum = core_tab_47_sum;
      end
      7'b0110000 : begin
        _zz_core_tabRd_v = core_tab_48_v;
        _zz_core_tabRd_src = core_tab_48_src;
        _zz_core_tabRd_dst = core_tab_48_dst;
        _zz_core_tabRd_sum = core_tab_48_sum;
      end
      7'b0110001 : begin
        _zz_core_tabRd_v = core_tab_49_v;
        _zz_core_tabRd_src = core_tab_49_src;
        _zz_core_tabRd_dst = core_tab_49_dst;
        _zz_core_tabRd_sum = core_tab_49_sum;
      end
      7'b0110010 : begin
        _zz_core_tabRd_v = core_tab_50_v;
        _zz_core_tabRd_src = core_tab_50_src;
        _zz_core_tabRd_dst = core_tab_50_dst;
        _zz_core_tabRd_sum = core_tab_50_sum;
      end
      7'b0110011 : begin
        _zz_core_tabRd_v = core_tab_51_v;
        _zz_core_tabRd_src = core_tab_51_src;
        _zz_core_tabRd_dst = core_tab_51_dst;
        _zz_core_tabRd_sum = core_tab_51_sum;
      end
      7'b0110100 : begin
        _zz_core_tabRd_v = core_tab_52_v;
        _zz_core_tabRd_src = core_tab_52_src;
        _zz_core_tabRd_dst = core_tab_52_dst;
        _zz_core_tabRd_sum = core_tab_52_sum;
      end
      7'b0110101 : begin
        _zz_core_tabRd_v = core_tab_53_v;
        _zz_core_tabRd_src = core_tab_53_src;
        _zz_core_tabRd_dst = core_tab_53_dst;
        _zz_core_tabRd_sum = core_tab_53_sum;
      end
      7'b0110110 : begin
        _zz_core_tabRd_v = core_tab_54_v;
        _zz_core_tabRd_src = core_tab_54_src;
        _zz_core_tabRd_dst = core_tab_54_dst;
        _zz_core_tabRd_sum = core_tab_54_sum;
      end
      7'b0110111 : begin
        _zz_core_tabRd_v = core_tab_55_v;
        _zz_core_tabRd_src = core_tab_55_src;
        _zz_core_tabRd_dst = core_tab_55_dst;
        _zz_core_tabRd_sum = core_tab_55_sum;
      end
      7'b0111000 : begin
        _zz_core_tabRd_v = core_tab_56_v;
        _zz_core_tabRd_src = core_tab_56_src;
        _zz_core_tabRd_dst = core_tab_56_dst;
        _zz_core_tabRd_sum = core_tab_56_sum;
      end
      7'b0111001 : begin
        _zz_core_tabRd_v = core_tab_57_v;
        _zz_core_tabRd_src = core_tab_57_src;
        _zz_core_tabRd_dst = core_tab_57_dst;
        _zz_core_tabRd_sum = core_tab_57_sum;
      end
      7'b0111010 : begin
        _zz_core_tabRd_v = core_tab_58_v;
        _zz_core_tabRd_src = core_tab_58_src;
        _zz_core_tabRd_dst = core_tab_58_dst;
        _zz_core_tabRd_sum = core_tab_58_sum;
      end
      7'b0111011 : begin
        _zz_core_tabRd_v = core_tab_59_v;
        _zz_core_tabRd_src = core_tab_59_src;
        _zz_core_tabRd_dst = core_tab_59_dst;
        _zz_core_tabRd_sum = core_tab_59_sum;
      end
      7'b0111100 : begin
        _zz_core_tabRd_v = core_tab_60_v;
        _zz_core_tabRd_src = core_tab_60_src;
        _zz_core_tabRd_dst = core_tab_60_dst;
        _zz_core_tabRd_sum = core_tab_60_sum;
      end
      7'b0111101 : begin
        _zz_core_tabRd_v = core_tab_61_v;
        _zz_core_tabRd_src = core_tab_61_src;
        _zz_core_tabRd_dst = core_tab_61_dst;
        _zz_core_tabRd_sum = core_tab_61_sum;
      end
      7'b0111110 : begin
        _zz_core_tabRd_v = core_tab_62_v;
        _zz_core_tabRd_src = core_tab_62_src;
        _zz_core_tabRd_dst = core_tab_62_dst;
        _zz_core_tabRd_sum = core_tab_62_sum;
      end
      7'b0111111 : begin
        _zz_core_tabRd_v = core_tab_63_v;
        _zz_core_tabRd_src = core_tab_63_src;
        _zz_core_tabRd_dst = core_tab_63_dst;
        _zz_core_tabRd_sum = core_tab_63_sum;
      end
      7'b1000000 : begin
        _zz_core_tabRd_v = core_tab_64_v;
        _zz_core_tabRd_src = core_tab_64_src;
        _zz_core_tabRd_dst = core_tab_64_dst;
        _zz_core_tabRd_sum = core_tab_64_sum;
      end
      7'b1000001 : begin
        _zz_core_tabRd_v = core_tab_65_v;
        _zz_core_tabRd_src = core_tab_65_src;
        _zz_core_tabRd_dst = core_tab_65_dst;
        _zz_core_tabRd_sum = core_tab_65_sum;
      end
      7'b1000010 : begin
        _zz_core_tabRd_v = core_tab_66_v;
        _zz_core_tabRd_src = core_tab_66_src;
        _zz_core_tabRd_dst = core_tab_66_dst;
        _zz_core_tabRd_sum = core_tab_66_sum;
      end
      7'b1000011 : begin
        _zz_core_tabRd_v = core_tab_67_v;
        _zz_core_tabRd_src = core_tab_67_src;
        _zz_core_tabRd_dst = core_tab_67_dst;
        _zz_core_tabRd_sum = core_tab_67_sum;
      end
      7'b1000100 : begin
        _zz_core_tabRd_v = core_tab_68_v;
        _zz_core_tabRd_src = core_tab_68_src;
        _zz_core_tabRd_dst = core_tab_68_dst;
        _zz_core_tabRd_sum = core_tab_68_sum;
      end
      7'b1000101 : begin
        _zz_core_tabRd_v = core_tab_69_v;
        _zz_core_tabRd_src = core_tab_69_src;
        _zz_core_tabRd_dst = core_tab_69_dst;
        _zz_core_tabRd_sum = core_tab_69_sum;
      end
      7'b1000110 : begin
        _zz_core_tabRd_v = core_tab_70_v;
        _zz_core_tabRd_src = core_tab_70_src;
        _zz_core_tabRd_dst = core_tab_70_dst;
        _zz_core_tabRd_sum = core_tab_70_sum;
      end
      7'b1000111 : begin
        _zz_core_tabRd_v = core_tab_71_v;
        _zz_core_tabRd_src = core_tab_71_src;
        _zz_core_tabRd_dst = core_tab_71_dst;
        _zz_core_tabRd_sum = core_tab_71_sum;
      end
      7'b1001000 : begin
        _zz_core_tabRd_v = core_tab_72_v;
        _zz_core_tabRd_src = core_tab_72_src;
        _zz_core_tabRd_dst = core_tab_72_dst;
        _zz_core_tabRd_sum = core_tab_72_sum;
      end
      7'b1001001 : begin
        _zz_core_tabRd_v = core_tab_73_v;
        _zz_core_tabRd_src = core_tab_73_src;
        _zz_core_tabRd_dst = core_tab_73_dst;
        _zz_core_tabRd_sum = core_tab_73_sum;
      end
      7'b1001010 : begin
        _zz_core_tabRd_v = core_tab_74_v;
        _zz_core_tabRd_src = core_tab_74_src;
        _zz_core_tabRd_dst = core_tab_74_dst;
        _zz_core_tabRd_sum = core_tab_74_sum;
      end
      7'b1001011 : begin
        _zz_core_tabRd_v = core_tab_75_v;
        _zz_core_tabRd_src = core_tab_75_src;
        _zz_core_tabRd_dst = core_tab_75_dst;
        _zz_core_tabRd_sum = core_tab_75_sum;
      end
      7'b1001100 : begin
        _zz_core_tabRd_v = core_tab_76_v;
        _zz_core_tabRd_src = core_tab_76_src;
        _zz_core_tabRd_dst = core_tab_76_dst;
        _zz_core_tabRd_sum = core_tab_76_sum;
      end
      7'b1001101 : begin
        _zz_core_tabRd_v = core_tab_77_v;
        _zz_core_tabRd_src = core_tab_77_src;
        _zz_core_tabRd_dst = core_tab_77_dst;
        _zz_core_tabRd_sum = core_tab_77_sum;
      end
      7'b1001110 : begin
        _zz_core_tabRd_v = core_tab_78_v;
        _zz_core_tabRd_src = core_tab_78_src;
        _zz_core_tabRd_dst = core_tab_78_dst;
        _zz_core_tabRd_sum = core_tab_78_sum;
      end
      7'b1001111 : begin
        _zz_core_tabRd_v = core_tab_79_v;
        _zz_core_tabRd_src = core_tab_79_src;
        _zz_core_tabRd_dst = core_tab_79_dst;
        _zz_core_tabRd_sum = core_tab_79_sum;
      end
      7'b1010000 : begin
        _zz_core_tabRd_v = core_tab_80_v;
        _zz_core_tabRd_src = core_tab_80_src;
        _zz_core_tabRd_dst = core_tab_80_dst;
        _zz_core_tabRd_sum = core_tab_80_sum;
      end
      7'b1010001 : begin
        _zz_core_tabRd_v = core_tab_81_v;
        _zz_core_tabRd_src = core_tab_81_src;
        _zz_core_tabRd_dst = core_tab_81_dst;
        _zz_core_tabRd_sum = core_tab_81_sum;
      end
      7'b1010010 : begin
        _zz_core_tabRd_v = core_tab_82_v;
        _zz_core_tabRd_src = core_tab_82_src;
        _zz_core_tabRd_dst = core_tab_82_dst;
        _zz_core_tabRd_sum = core_tab_82_sum;
      end
      7'b1010011 : begin
        _zz_core_tabRd_v = core_tab_83_v;
        _zz_core_tabRd_src = core_tab_83_src;
        _zz_core_tabRd_dst = core_tab_83_dst;
        _zz_core_tabRd_sum = core_tab_83_sum;
      end
      7'b1010100 : begin
        _zz_core_tabRd_v = core_tab_84_v;
        _zz_core_tabRd_src = core_tab_84_src;
        _zz_core_tabRd_dst = core_tab_84_dst;
        _zz_core_tabRd_sum = core_tab_84_sum;
      end
      7'b1010101 : begin
        _zz_core_tabRd_v = core_tab_85_v;
        _zz_core_tabRd_src = core_tab_85_src;
        _zz_core_tabRd_dst = core_tab_85_dst;
        _zz_core_tabRd_sum = core_tab_85_sum;
      end
      7'b1010110 : begin
        _zz_core_tabRd_v = core_tab_86_v;
        _zz_core_tabRd_src = core_tab_86_src;
        _zz_core_tabRd_dst = core_tab_86_dst;
        _zz_core_tabRd_sum = core_tab_86_sum;
      end
      7'b1010111 : begin
        _zz_core_tabRd_v = core_tab_87_v;
        _zz_core_tabRd_src = core_tab_87_src;
        _zz_core_tabRd_dst = core_tab_87_dst;
        _zz_core_tabRd_sum = core_tab_87_sum;
      end
      7'b1011000 : begin
        _zz_core_tabRd_v = core_tab_88_v;
        _zz_core_tabRd_src = core_tab_88_src;
        _zz_core_tabRd_dst = core_tab_88_dst;
        _zz_core_tabRd_sum = core_tab_88_sum;
      end
      7'b1011001 : begin
        _zz_core_tabRd_v = core_tab_89_v;
        _zz_core_tabRd_src = core_tab_89_src;
        _zz_core_tabRd_dst = core_tab_89_dst;
        _zz_core_tabRd_sum = core_tab_89_sum;
      end
      7'b1011010 : begin
        _zz_core_tabRd_v = core_tab_90_v;
        _zz_core_tabRd_src = core_tab_90_src;
        _zz_core_tabRd_dst = core_tab_90_dst;
        _zz_core_tabRd_sum = core_tab_90_sum;
      end
      7'b1011011 : begin
        _zz_core_tabRd_v = core_tab_91_v;
        _zz_core_tabRd_src = core_tab_91_src;
        _zz_core_tabRd_dst = core_tab_91_dst;
        _zz_core_tabRd_sum = core_tab_91_sum;
      end
      7'b1011100 : begin
        _zz_core_tabRd_v = core_tab_92_v;
        _zz_core_tabRd_src = core_tab_92_src;
        _zz_core_tabRd_dst = core_tab_92_dst;
        _zz_core_tabRd_sum = core_tab_92_sum;
      end
      7'b1011101 : begin
        _zz_core_tabRd_v = core_tab_93_v;
        _zz_core_tabRd_src = core_tab_93_src;
        _zz_core_tabRd_dst = core_tab_93_dst;
        _zz_core_tabRd_sum = core_tab_93_sum;
      end
      7'b1011110 : begin
        _zz_core_tabRd_v = core_tab_94_v;
        _zz_core_tabRd_src = core_tab_94_src;
        _zz_core_tabRd_dst = core_tab_94_dst;
        _zz_core_tabRd_sum = core_tab_94_sum;
      end
      7'b1011111 : begin
        _zz_core_tabRd_v = core_tab_95_v;
        _zz_core_tabRd_src = core_tab_95_src;
        _zz_core_tabRd_dst = core_tab_95_dst;
        _zz_core_tabRd_sum = core_tab_95_sum;
      end
      7'b1100000 : begin
        _zz_core_tabRd_v = core_tab_96_v;
        _zz_core_tabRd_src = core_tab_96_src;
        _zz_core_tabRd_dst = core_tab_96_dst;
        _zz_core_tabRd_sum = core_tab_96_sum;
      end
      7'b1100001 : begin
        _zz_core_tabRd_v = core_tab_97_v;
        _zz_core_tabRd_src = core_tab_97_src;
        _zz_core_tabRd_dst = core_tab_97_dst;
        _zz_core_tabRd_sum = core_tab_97_sum;
      end
      7'b1100010 : begin
        _zz_core_tabRd_v = core_tab_98_v;
        _zz_core_tabRd_src = core_tab_98_src;
        _zz_core_tabRd_dst = core_tab_98_dst;
        _zz_core_tabRd_sum = core_tab_98_sum;
      end
      7'b1100011 : begin
        _zz_core_tabRd_v = core_tab_99_v;
        _zz_core_tabRd_src = core_tab_99_src;
        _zz_core_tabRd_dst = core_tab_99_dst;
        _zz_core_tabRd_sum = core_tab_99_sum;
      end
      7'b1100100 : begin
        _zz_core_tabRd_v = core_tab_100_v;
        _zz_core_tabRd_src = core_tab_100_src;
        _zz_core_tabRd_dst = core_tab_100_dst;
        _zz_core_tabRd_sum = core_tab_100_sum;
      end
      7'b1100101 : begin
        _zz_core_tabRd_v = core_tab_101_v;
        _zz_core_tabRd_src = core_tab_101_src;
        _zz_core_tabRd_dst = core_tab_101_dst;
        _zz_core_tabRd_sum = core_tab_101_sum;
      end
      7'b1100110 : begin
        _zz_core_tabRd_v = core_tab_102_v;
        _zz_core_tabRd_src = core_tab_102_src;
        _zz_core_tabRd_dst = core_tab_102_dst;
        _zz_core_tabRd_sum = core_tab_102_sum;
      end
      7'b1100111 : begin
        _zz_core_tabRd_v = core_tab_103_v;
        _zz_core_tabRd_src = core_tab_103_src;
        _zz_core_tabRd_dst = core_tab_103_dst;
        _zz_core_tabRd_sum = core_tab_103_sum;
      end
      7'b1101000 : begin
        _zz_core_tabRd_v = core_tab_104_v;
        _zz_core_tabRd_src = core_tab_104_src;
        _zz_core_tabRd_dst = core_tab_104_dst;
        _zz_core_tabRd_sum = core_tab_104_sum;
      end
      7'b1101001 : begin
        _zz_core_tabRd_v = core_tab_105_v;
        _zz_core_tabRd_src = core_tab_105_src;
        _zz_core_tabRd_dst = core_tab_105_dst;
        _zz_core_tabRd_sum = core_tab_105_sum;
      end
      7'b1101010 : begin
        _zz_core_tabRd_v = core_tab_106_v;
        _zz_core_tabRd_src = core_tab_106_src;
        _zz_core_tabRd_dst = core_tab_106_dst;
        _zz_core_tabRd_sum = core_tab_106_sum;
      end
      7'b1101011 : begin
        _zz_core_tabRd_v = core_tab_107_v;
        _zz_core_tabRd_src = core_tab_107_src;
        _zz_core_tabRd_dst = core_tab_107_dst;
        _zz_core_tabRd_sum = core_tab_107_sum;
      end
      7'b1101100 : begin
        _zz_core_tabRd_v = core_tab_108_v;
        _zz_core_tabRd_src = core_tab_108_src;
        _zz_core_tabRd_dst = core_tab_108_dst;
        _zz_core_tabRd_sum = core_tab_108_sum;
      end
      7'b1101101 : begin
        _zz_core_tabRd_v = core_tab_109_v;
        _zz_core_tabRd_src = core_tab_109_src;
        _zz_core_tabRd_dst = core_tab_109_dst;
        _zz_core_tabRd_sum = core_tab_109_sum;
      end
      7'b1101110 : begin
        _zz_core_tabRd_v = core_tab_110_v;
        _zz_core_tabRd_src = core_tab_110_src;
        _zz_core_tabRd_dst = core_tab_110_dst;
        _zz_core_tabRd_sum = core_tab_110_sum;
      end
      7'b1101111 : begin
        _zz_core_tabRd_v = core_tab_111_v;
        _zz_core_tabRd_src = core_tab_111_src;
        _zz_core_tabRd_dst = core_tab_111_dst;
        _zz_core_tabRd_sum = core_tab_111_sum;
      end
      7'b1110000 : begin
        _zz_core_tabRd_v = core_tab_112_v;
        _zz_core_tabRd_src = core_tab_112_src;
        _zz_core_tabRd_dst = core_tab_112_dst;
        _zz_core_tabRd_sum = core_tab_112_sum;
      end
      7'b1110001 : begin
        _zz_core_tabRd_v = core_tab_113_v;
        _zz_core_tabRd_src = core_tab_113_src;
        _zz_core_tabRd_dst = core_tab_113_dst;
        _zz_core_tabRd_sum = core_tab_113_sum;
      end
      7'b1110010 : begin
        _zz_core_tabRd_v = core_tab_114_v;
        _zz_core_tabRd_src = core_tab_114_src;
        _zz_core_tabRd_dst = core_tab_114_dst;
        _zz_core_tabRd_sum = core_tab_114_sum;
      end
      7'b1110011 : begin
        _zz_core_tabRd_v = core_tab_115_v;
        _zz_core_tabRd_src = core_tab_115_src;
        _zz_core_tabRd_dst = core_tab_115_dst;
        _zz_core_tabRd_sum = core_tab_115_sum;
      end
      7'b1110100 : begin
        _zz_core_tabRd_v = core_tab_116_v;
        _zz_core_tabRd_src = core_tab_116_src;
        _zz_core_tabRd_dst = core_tab_116_dst;
        _zz_core_tabRd_sum = core_tab_116_sum;
      end
      7'b1110101 : begin
        _zz_core_tabRd_v = core_tab_117_v;
        _zz_core_tabRd_src = core_tab_117_src;
        _zz_core_tabRd_dst = core_tab_117_dst;
        _zz_core_tabRd_sum = core_tab_117_sum;
      end
      7'b1110110 : begin
        _zz_core_tabRd_v = core_tab_118_v;
        _zz_core_tabRd_src = core_tab_118_src;
        _zz_core_tabRd_dst = core_tab_118_dst;
        _zz_core_tabRd_sum = core_tab_118_sum;
      end
      7'b1110111 : begin
        _zz_core_tabRd_v = core_tab_119_v;
        _zz_core_tabRd_src = core_tab_119_src;
        _zz_core_tabRd_dst = core_tab_119_dst;
        _zz_core_tabRd_sum = core_tab_119_sum;
      end
      7'b1111000 : begin
        _zz_core_tabRd_v = core_tab_120_v;
        _zz_core_tabRd_src = core_tab_120_src;
        _zz_core_tabRd_dst = core_tab_120_dst;
        _zz_core_tabRd_sum = core_tab_120_sum;
      end
      7'b1111001 : begin
        _zz_core_tabRd_v = core_tab_121_v;
        _zz_core_tabRd_src = core_tab_121_src;
        _zz_core_tabRd_dst = core_tab_121_dst;
        _zz_core_tabRd_sum = core_tab_121_sum;
      end
      7'b1111010 : begin
        _zz_core_tabRd_v = core_tab_122_v;
        _zz_core_tabRd_src = core_tab_122_src;
        _zz_core_tabRd_dst = core_tab_122_dst;
        _zz_core_tabRd_sum = core_tab_122_sum;
      end
      7'b1111011 : begin
        _zz_core_tabRd_v = core_tab_123_v;
        _zz_core_tabRd_src = core_tab_123_src;
        _zz_core_tabRd_dst = core_tab_123_dst;
        _zz_core_tabRd_sum = core_tab_123_sum;
      end
      7'b1111100 : begin
        _zz_core_tabRd_v = core_tab_124_v;
        _zz_core_tabRd_src = core_tab_124_src;
        _zz_core_tabRd_dst = core_tab_124_dst;
        _zz_core_tabRd_sum = core_tab_124_sum;
      end
      7'b1111101 : begin
        _zz_core_tabRd_v = core_tab_125_v;
        _zz_core_tabRd_src = core_tab_125_src;
        _zz_core_tabRd_dst = core_tab_125_dst;
        _zz_core_tabRd_sum = core_tab_125_sum;
      end
      7'b1111110 : begin
        _zz_core_tabRd_v = core_tab_126_v;
        _zz_core_tabRd_src = core_tab_126_src;
        _zz_core_tabRd_dst = core_tab_126_dst;
        _zz_core_tabRd_sum = core_tab_126_sum;
      end
      default : begin
        _zz_core_tabRd_v = core_tab_127_v;
        _zz_core_tabRd_src = core_tab_127_src;
        _zz_core_tabRd_dst = core_tab_127_dst;
        _zz_core_tabRd_sum = core_tab_127_sum;
      end
    endcase
  end

  always @(*) begin
    case(core_rdIdx)
      7'b0000000 : begin
        _zz__zz_core_l0_v = core_tab_0_v;
        _zz_core_l0_src = core_tab_0_src;
        _zz_core_l0_dst = core_tab_0_dst;
        _zz_core_l0_sum = core_tab_0_sum;
      end
      7'b0000001 : begin
        _zz__zz_core_l0_v = core_tab_1_v;
        _zz_core_l0_src = core_tab_1_src;
        _zz_core_l0_dst = core_tab_1_dst;
        _zz_core_l0_sum = core_tab_1_sum;
      end
      7'b0000010 : begin
        _zz__zz_core_l0_v = core_tab_2_v;
        _zz_core_l0_src = core_tab_2_src;
        _zz_core_l0_dst = core_tab_2_dst;
        _zz_core_l0_sum = core_tab_2_sum;
      end
      7'b0000011 : begin
        _zz__zz_core_l0_v = core_tab_3_v;
        _zz_core_l0_src = core_tab_3_src;
        _zz_core_l0_dst = core_tab_3_dst;
        _zz_core_l0_sum = core_tab_3_sum;
      end
      7'b0000100 : begin
        _zz__zz_core_l0_v = core_tab_4_v;
        _zz_core_l0_src = core_tab_4_src;
        _zz_core_l0_dst = core_tab_4_dst;
        _zz_core_l0_sum = core_tab_4_sum;
      end
      7'b0000101 : begin
        _zz__zz_core_l0_v = core_tab_5_v;
        _zz_core_l0_src = core_tab_5_src;
        _zz_core_l0_dst = core_tab_5_dst;
        _zz_core_l0_sum = core_tab_5_sum;
      end
      7'b0000110 : begin
        _zz__zz_core_l0_v = core_tab_6_v;
        _zz_core_l0_src = core_tab_6_src;
        _zz_core_l0_dst = core_tab_6_dst;
        _zz_core_l0_sum = core_tab_6_sum;
      end
      7'b0000111 : begin
        _zz__zz_core_l0_v = core_tab_7_v;
        _zz_core_l0_src = core_tab_7_src;
        _zz_core_l0_dst = core_tab_7_dst;
        _zz_core_l0_sum = core_tab_7_sum;
      end
      7'b0001000 : begin
        _zz__zz_core_l0_v = core_tab_8_v;
        _zz_core_l0_src = core_tab_8_src;
        _zz_core_l0_dst = core_tab_8_dst;
        _zz_core_l0_sum = core_tab_8_sum;
      end
      7'b0001001 : begin
        _zz__zz_core_l0_v = core_tab_9_v;
        _zz_core_l0_src = core_tab_9_src;
        _zz_core_l0_dst = core_tab_9_dst;
        _zz_core_l0_sum = core_tab_9_sum;
      end
      7'b0001010 : begin
        _zz__zz_core_l0_v = core_tab_10_v;
        _zz_core_l0_src = core_tab_10_src;
        _zz_core_l0_dst = core_tab_10_dst;
        _zz_core_l0_sum = core_tab_10_sum;
      end
      7'b0001011 : begin
        _zz__zz_core_l0_v = core_tab_11_v;
        _zz_core_l0_src = core_tab_11_src;
        _zz_core_l0_dst = core_tab_11_dst;
        _zz_core_l0_sum = core_tab_11_sum;
      end
      7'b0001100 : begin
        _zz__zz_core_l0_v = core_tab_12_v;
        _zz_core_l0_src = core_tab_12_src;
        _zz_core_l0_dst = core_tab_12_dst;
        _zz_core_l0_sum = core_tab_12_sum;
      end
      7'b0001101 : begin
        _zz__zz_core_l0_v = core_tab_13_v;
        _zz_core_l0_src = core_tab_13_src;
        _zz_core_l0_dst = core_tab_13_dst;
        _zz_core_l0_sum = core_tab_13_sum;
      end
      7'b0001110 : begin
        _zz__zz_core_l0_v = core_tab_14_v;
        _zz_core_l0_src = core_tab_14_src;
        _zz_core_l0_dst = core_tab_14_dst;
        _zz_core_l0_sum = core_tab_14_sum;
      end
      7'b0001111 : begin
        _zz__zz_core_l0_v = core_tab_15_v;
        _zz_core_l0_src = core_tab_15_src;
        _zz_core_l0_dst = core_tab_15_dst;
        _zz_core_l0_sum = core_tab_15_sum;
      end
      7'b0010000 : begin
        _zz__zz_core_l0_v = core_tab_16_v;
        _zz_core_l0_src = core_tab_16_src;
        _zz_core_l0_dst = core_tab_16_dst;
        _zz_core_l0_sum = core_tab_16_sum;
      end
      7'b0010001 : begin
        _zz__zz_core_l0_v = core_tab_17_v;
        _zz_core_l0_src = core_tab_17_src;
        _zz_core_l0_dst = core_tab_17_dst;
        _zz_core_l0_sum = core_tab_17_sum;
      end
      7'b0010010 : begin
        _zz__zz_core_l0_v = core_tab_18_v;
        _zz_core_l0_src = core_tab_18_src;
        _zz_core_l0_dst = core_tab_18_dst;
        _zz_core_l0_sum = core_tab_18_sum;
      end
      7'b0010011 : begin
        _zz__zz_core_l0_v = core_tab_19_v;
        _zz_core_l0_src = core_tab_19_src;
        _zz_core_l0_dst = core_tab_19_dst;
        _zz_core_l0_sum = core_tab_19_sum;
      end
      7'b0010100 : begin
        _zz__zz_core_l0_v = core_tab_20_v;
        _zz_core_l0_src = core_tab_20_src;
        _zz_core_l0_dst = core_tab_20_dst;
        _zz_core_l0_sum = core_tab_20_sum;
      end
      7'b0010101 : begin
        _zz__zz_core_l0_v = core_tab_21_v;
        _zz_core_l0_src = core_tab_21_src;
        _zz_core_l0_dst = core_tab_21_dst;
        _zz_core_l0_sum = core_tab_21_sum;
      end
      7'b0010110 : begin
        _zz__zz_core_l0_v = core_tab_22_v;
        _zz_core_l0_src = core_tab_22_src;
        _zz_core_l0_dst = core_tab_22_dst;
        _zz_core_l0_sum = core_tab_22_sum;
      end
      7'b0010111 : begin
        _zz__zz_core_l0_v = core_tab_23_v;
        _zz_core_l0_src = core_tab_23_src;
        _zz_core_l0_dst = core_tab_23_dst;
        _zz_core_l0_sum = core_tab_23_sum;
      end
      7'b0011000 : begin
        _zz__zz_core_l0_v = core_tab_24_v;
        _zz_core_l0_src = core_tab_24_src;
        _zz_core_l0_dst = core_tab_24_dst;
        _zz_core_l0_sum = core_tab_24_sum;
      end
      7'b0011001 : begin
        _zz__zz_core_l0_v = core_tab_25_v;
        _zz_core_l0_src = core_tab_25_src;
        _zz_core_l0_dst = core_tab_25_dst;
        _zz_core_l0_sum = core_tab_25_sum;
      end
      7'b0011010 : begin
        _zz__zz_core_l0_v = core_tab_26_v;
        _zz_core_l0_src = core_tab_26_src;
        _zz_core_l0_dst = core_tab_26_dst;
        _zz_core_l0_sum = core_tab_26_sum;
      end
      7'b0011011 : begin
        _zz__zz_core_l0_v = core_tab_27_v;
        _zz_core_l0_src = core_tab_27_src;
        _zz_core_l0_dst = core_tab_27_dst;
        _zz_core_l0_sum = core_tab_27_sum;
      end
      7'b0011100 : begin
        _zz__zz_core_l0_v = core_tab_28_v;
        _zz_core_l0_src = core_tab_28_src;
        _zz_core_l0_dst = core_tab_28_dst;
        _zz_core_l0_sum = core_tab_28_sum;
      end
      7'b0011101 : begin
        _zz__zz_core_l0_v = core_tab_29_v;
        _zz_core_l0_src = core_tab_29_src;
        _zz_core_l0_dst = core_tab_29_dst;
        _zz_core_l0_sum = core_tab_29_sum;
      end
      7'b0011110 : begin
        _zz__zz_core_l0_v = core_tab_30_v;
        _zz_core_l0_src = core_tab_30_src;
        _zz_core_l0_dst = core_tab_30_dst;
        _zz_core_l0_sum = core_tab_30_sum;
      end
      7'b0011111 : begin
        _zz__zz_core_l0_v = core_tab_31_v;
        _zz_core_l0_src = core_tab_31_src;
        _zz_core_l0_dst = core_tab_31_dst;
        _zz_core_l0_sum = core_tab_31_sum;
      end
      7'b0100000 : begin
        _zz__zz_core_l0_v = core_tab_32_v;
        _zz_core_l0_src = core_tab_32_src;
        _zz_core_l0_dst = core_tab_32_dst;
        _zz_core_l0_sum = core_tab_32_sum;
      end
      7'b0100001 : begin
        _zz__zz_core_l0_v = core_tab_33_v;
        _zz_core_l0_src = core_tab_33_src;
        _zz_core_l0_dst = core_tab_33_dst;
        _zz_core_l0_sum = core_tab_33_sum;
      end
      7'b0100010 : begin
        _zz__zz_core_l0_v = core_tab_34_v;
        _zz_core_l0_src = core_tab_34_src;
        _zz_core_l0_dst = core_tab_34_dst;
        _zz_core_l0_sum = core_tab_34_sum;
      end
      7'b0100011 : begin
        _zz__zz_core_l0_v = core_tab_35_v;
        _zz_core_l0_src = core_tab_35_src;
        _zz_core_l0_dst = core_tab_35_dst;
        _zz_core_l0_sum = core_tab_35_sum;
      end
      7'b0100100 : begin
        _zz__zz_core_l0_v = core_tab_36_v;
        _zz_core_l0_src = core_tab_36_src;
        _zz_core_l0_dst = core_tab_36_dst;
        _zz_core_l0_sum = core_tab_36_sum;
      end
      7'b0100101 : begin
        _zz__zz_core_l0_v = core_tab_37_v;
        _zz_core_l0_src = core_tab_37_src;
        _zz_core_l0_dst = core_tab_37_dst;
        _zz_core_l0_sum = core_tab_37_sum;
      end
      7'b0100110 : begin
        _zz__zz_core_l0_v = core_tab_38_v;
        _zz_core_l0_src = core_tab_38_src;
        _zz_core_l0_dst = core_tab_38_dst;
        _zz_core_l0_sum = core_tab_38_sum;
      end
      7'b0100111 : begin
        _zz__zz_core_l0_v = core_tab_39_v;
        _zz_core_l0_src = core_tab_39_src;
        _zz_core_l0_dst = core_tab_39_dst;
        _zz_core_l0_sum = core_tab_39_sum;
      end
      7'b0101000 : begin
        _zz__zz_core_l0_v = core_tab_40_v;
        _zz_core_l0_src = core_tab_40_src;
        _zz_core_l0_dst = core_tab_40_dst;
        _zz_core_l0_sum = core_tab_40_sum;
      end
      7'b0101001 : begin
        _zz__zz_core_l0_v = core_tab_41_v;
        _zz_core_l0_src = core_tab_41_src;
        _zz_core_l0_dst = core_tab_41_dst;
        _zz_core_l0_sum = core_tab_41_sum;
      end
      7'b0101010 : begin
        _zz__zz_core_l0_v = core_tab_42_v;
        _zz_core_l0_src = core_tab_42_src;
        _zz_core_l0_dst = core_tab_42_dst;
        _zz_core_l0_sum = core_tab_42_sum;
      end
      7'b0101011 : begin
        _zz__zz_core_l0_v = core_tab_43_v;
        _zz_core_l0_src = core_tab_43_src;
        _zz_core_l0_dst = core_tab_43_dst;
        _zz_core_l0_sum = core_tab_43_sum;
      end
      7'b0101100 : begin
        _zz__zz_core_l0_v = core_tab_44_v;
        _zz_core_l0_src = core_tab_44_src;
        _zz_core_l0_dst = core_tab_44_dst;
        _zz_core_l0_sum = core_tab_44_sum;
      end
      7'b0101101 : begin
        _zz__zz_core_l0_v = core_tab_45_v;
        _zz_core_l0_src = core_tab_45_src;
        _zz_core_l0_dst = core_tab_45_dst;
        _zz_core_l0_sum = core_tab_45_sum;
      end
      7'b0101110 : begin
        _zz__zz_core_l0_v = core_tab_46_v;
        _zz_core_l0_src = core_tab_46_src;
        _zz_core_l0_dst = core_tab_46_dst;
        _zz_core_l0_sum = core_tab_46_sum;
      end
      7'b0101111 : begin
        _zz__zz_core_l0_v = core_tab_47_v;
        _zz_core_l0_src = core_tab_47_src;
        _zz_core_l0_dst = core_tab_47_dst;
        _zz_core_l0_sum = core_tab_47_sum;
      end
      7'b0110000 : begin
        _zz__zz_core_l0_v = core_tab_48_v;
        _zz_core_l0_src = core_tab_48_src;
        _zz_core_l0_dst = core_tab_48_dst;
        _zz_core_l0_sum = core_tab_48_sum;
      end
      7'b0110001 : begin
        _zz__zz_core_l0_v = core_tab_49_v;
        _zz_core_l0_src = core_tab_49_src;
        _zz_core_l0_dst = core_tab_49_dst;
        _zz_core_l0_sum = core_tab_49_sum;
      end
      7'b0110010 : begin
        _zz__zz_core_l0_v = core_tab_50_v;
        _zz_core_l0_src = core_tab_50_src;
        _zz_core_l0_dst = core_tab_50_dst;
        _zz_core_l0_sum = core_tab_50_sum;
      end
      7'b0110011 : begin
        _zz__zz_core_l0_v = core_tab_51_v;
        _zz_core_l0_src = core_tab_51_src;
        _zz_core_l0_dst = core_tab_51_dst;
        _zz_core_l0_sum = core_tab_51_sum;
      end
      7'b0110100 : begin
        _zz__zz_core_l0_v = core_tab_52_v;
        _zz_core_l0_src = core_tab_52_src;
        _zz_core_l0_dst = core_tab_52_dst;
        _zz_core_l0_sum = core_tab_52_sum;
      end
      7'b0110101 : begin
        _zz__zz_core_l0_v = core_tab_53_v;
        _zz_core_l0_src = core_tab_53_src;
        _zz_core_l0_dst = core_tab_53_dst;
        _zz_core_l0_sum = core_tab_53_sum;
      end
      7'b0110110 : begin
        _zz__zz_core_l0_v = core_tab_54_v;
        _zz_core_l0_src = core_tab_54_src;
        _zz_core_l0_dst = core_tab_54_dst;
        _zz_core_l0_sum = core_tab_54_sum;
      end
      7'b0110111 : begin
        _zz__zz_core_l0_v = core_tab_55_v;
        _zz_core_l0_src = core_tab_55_src;
        _zz_core_l0_dst = core_tab_55_dst;
        _zz_core_l0_sum = core_tab_55_sum;
      end
      7'b0111000 : begin
        _zz__zz_core_l0_v = core_tab_56_v;
        _zz_core_l0_src = core_tab_56_src;
        _zz_core_l0_dst = core_tab_56_dst;
        _zz_core_l0_sum = core_tab_56_sum;
      end
      7'b0111001 : begin
        _zz__zz_core_l0_v = core_tab_57_v;
        _zz_core_l0_src = core_tab_57_src;
        _zz_core_l0_dst = core_tab_57_dst;
        _zz_core_l0_sum = core_tab_57_sum;
      end
      7'b0111010 : begin
        _zz__zz_core_l0_v = core_tab_58_v;
        _zz_core_l0_src = core_tab_58_src;
        _zz_core_l0_dst = core_tab_58_dst;
        _zz_core_l0_sum = core_tab_58_sum;
      end
      7'b0111011 : begin
        _zz__zz_core_l0_v = core_tab_59_v;
        _zz_core_l0_src = core_tab_59_src;
        _zz_core_l0_dst = core_tab_59_dst;
        _zz_core_l0_sum = core_tab_59_sum;
      end
      7'b0111100 : begin
        _zz__zz_core_l0_v = core_tab_60_v;
        _zz_core_l0_src = core_tab_60_src;
        _zz_core_l0_dst = core_tab_60_dst;
        _zz_core_l0_sum = core_tab_60_sum;
      end
      7'b0111101 : begin
        _zz__zz_core_l0_v = core_tab_61_v;
        _zz_core_l0_src = core_tab_61_src;
        _zz_core_l0_dst = core_tab_61_dst;
        _zz_core_l0_sum = core_tab_61_sum;
      end
      7'b0111110 : begin
        _zz__zz_core_l0_v = core_tab_62_v;
        _zz_core_l0_src = core_tab_62_src;
        _zz_core_l0_dst = core_tab_62_dst;
        _zz_core_l0_sum = core_tab_62_sum;
      end
      7'b0111111 : begin
        _zz__zz_core_l0_v = core_tab_63_v;
        _zz_core_l0_src = core_tab_63_src;
        _zz_core_l0_dst = core_tab_63_dst;
        _zz_core_l0_sum = core_tab_63_sum;
      end
      7'b1000000 : begin
        _zz__zz_core_l0_v = core_tab_64_v;
        _zz_core_l0_src = core_tab_64_src;
        _zz_core_l0_dst = core_tab_64_dst;
        _zz_core_l0_sum = core_tab_64_sum;
      end
      7'b1000001 : begin
        _zz__zz_core_l0_v = core_tab_65_v;
        _zz_core_l0_src = core_tab_65_src;
        _zz_core_l0_dst = core_tab_65_dst;
        _zz_core_l0_sum = core_tab_65_sum;
      end
      7'b1000010 : begin
        _zz__zz_core_l0_v = core_tab_66_v;
        _zz_core_l0_src = core_tab_66_src;
        _zz_core_l0_dst = core_tab_66_dst;
        _zz_core_l0_sum = core_tab_66_sum;
      end
      7'b1000011 : begin
        _zz__zz_core_l0_v = core_tab_67_v;
        _zz_core_l0_src = core_tab_67_src;
        _zz_core_l0_dst = core_tab_67_dst;
        _zz_core_l0_sum = core_tab_67_sum;
      end
      7'b1000100 : begin
        _zz__zz_core_l0_v = core_tab_68_v;
        _zz_core_l0_src = core_tab_68_src;
        _zz_core_l0_dst = core_tab_68_dst;
        _zz_core_l0_sum = core_tab_68_sum;
      end
      7'b1000101 : begin
        _zz__zz_core_l0_v = core_tab_69_v;
        _zz_core_l0_src = core_tab_69_src;
        _zz_core_l0_dst = core_tab_69_dst;
        _zz_core_l0_sum = core_tab_69_sum;
      end
      7'b1000110 : begin
        _zz__zz_core_l0_v = core_tab_70_v;
        _zz_core_l0_src = core_tab_70_src;
        _zz_core_l0_dst = core_tab_70_dst;
        _zz_core_l0_sum = core_tab_70_sum;
      end
      7'b1000111 : begin
        _zz__zz_core_l0_v = core_tab_71_v;
        _zz_core_l0_src = core_tab_71_src;
        _zz_core_l0_dst = core_tab_71_dst;
        _zz_core_l0_sum = core_tab_71_sum;
      end
      7'b1001000 : begin
        _zz__zz_core_l0_v = core_tab_72_v;
        _zz_core_l0_src = core_tab_72_src;
        _zz_core_l0_dst = core_tab_72_dst;
        _zz_core_l0_sum = core_tab_72_sum;
      end
      7'b1001001 : begin
        _zz__zz_core_l0_v = core_tab_73_v;
        _zz_core_l0_src = core_tab_73_src;
        _zz_core_l0_dst = core_tab_73_dst;
        _zz_core_l0_sum = core_tab_73_sum;
      end
      7'b1001010 : begin
        _zz__zz_core_l0_v = core_tab_74_v;
        _zz_core_l0_src = core_tab_74_src;
        _zz_core_l0_dst = core_tab_74_dst;
        _zz_core_l0_sum = core_tab_74_sum;
      end
      7'b1001011 : begin
        _zz__zz_core_l0_v = core_tab_75_v;
        _zz_core_l0_src = core_tab_75_src;
        _zz_core_l0_dst = core_tab_75_dst;
        _zz_core_l0_sum = core_tab_75_sum;
      end
      7'b1001100 : begin
        _zz__zz_core_l0_v = core_tab_76_v;
        _zz_core_l0_src = core_tab_76_src;
        _zz_core_l0_dst = core_tab_76_dst;
        _zz_core_l0_sum = core_tab_76_sum;
      end
      7'b1001101 : begin
        _zz__zz_core_l0_v = core_tab_77_v;
        _zz_core_l0_src = core_tab_77_src;
        _zz_core_l0_dst = core_tab_77_dst;
        _zz_core_l0_sum = core_tab_77_sum;
      end
      7'b1001110 : begin
        _zz__zz_core_l0_v = core_tab_78_v;
        _zz_core_l0_src = core_tab_78_src;
        _zz_core_l0_dst = core_tab_78_dst;
        _zz_core_l0_sum = core_tab_78_sum;
      end
      7'b1001111 : begin
        _zz__zz_core_l0_v = core_tab_79_v;
        _zz_core_l0_src = core_tab_79_src;
        _zz_core_l0_dst = core_tab_79_dst;
        _zz_core_l0_sum = core_tab_79_sum;
      end
      7'b1010000 : begin
        _zz__zz_core_l0_v = core_tab_80_v;
        _zz_core_l0_src = core_tab_80_src;
        _zz_core_l0_dst = core_tab_80_dst;
        _zz_core_l0_sum = core_tab_80_sum;
      end
      7'b1010001 : begin
        _zz__zz_core_l0_v = core_tab_81_v;
        _zz_core_l0_src = core_tab_81_src;
        _zz_core_l0_dst = core_tab_81_dst;
        _zz_core_l0_sum = core_tab_81_sum;
      end
      7'b1010010 : begin
        _zz__zz_core_l0_v = core_tab_82_v;
        _zz_core_l0_src = core_tab_82_src;
        _zz_core_l0_dst = core_tab_82_dst;
        _zz_core_l0_sum = core_tab_82_sum;
      end
      7'b1010011 : begin
        _zz__zz_core_l0_v = core_tab_83_v;
        _zz_core_l0_src = core_tab_83_src;
        _zz_core_l0_dst = core_tab_83_dst;
        _zz_core_l0_sum = core_tab_83_sum;
      end
      7'b1010100 : begin
        _zz__zz_core_l0_v = core_tab_84_v;
        _zz_core_l0_src = core_tab_84_src;
        _zz_core_l0_dst = core_tab_84_dst;
        _zz_core_l0_sum = core_tab_84_sum;
      end
      7'b1010101 : begin
        _zz__zz_core_l0_v = core_tab_85_v;
        _zz_core_l0_src = core_tab_85_src;
        _zz_core_l0_dst = core_tab_85_dst;
        _zz_core_l0_sum = core_tab_85_sum;
      end
      7'b1010110 : begin
        _zz__zz_core_l0_v = core_tab_86_v;
        _zz_core_l0_src = core_tab_86_src;
        _zz_core_l0_dst = core_tab_86_dst;
        _zz_core_l0_sum = core_tab_86_sum;
      end
      7'b1010111 : begin
        _zz__zz_core_l0_v = core_tab_87_v;
        _zz_core_l0_src = core_tab_87_src;
        _zz_core_l0_dst = core_tab_87_dst;
        _zz_core_l0_sum = core_tab_87_sum;
      end
      7'b1011000 : begin
        _zz__zz_core_l0_v = core_tab_88_v;
        _zz_core_l0_src = core_tab_88_src;
        _zz_core_l0_dst = core_tab_88_dst;
        _zz_core_l0_sum = core_tab_88_sum;
      end
      7'b1011001 : begin
        _zz__zz_core_l0_v = core_tab_89_v;
        _zz_core_l0_src = core_tab_89_src;
        _zz_core_l0_dst = core_tab_89_dst;
        _zz_core_l0_sum = core_tab_89_sum;
      end
      7'b1011010 : begin
        _zz__zz_core_l0_v = core_tab_90_v;
        _zz_core_l0_src = core_tab_90_src;
        _zz_core_l0_dst = core_tab_90_dst;
        _zz_core_l0_sum = core_tab_90_sum;
      end
      7'b1011011 : begin
        _zz__zz_core_l0_v = core_tab_91_v;
        _zz_core_l0_src = core_tab_91_src;
        _zz_core_l0_dst = core_tab_91_dst;
        _zz_core_l0_sum = core_tab_91_sum;
      end
      7'b1011100 : begin
        _zz__zz_core_l0_v = core_tab_92_v;
        _zz_core_l0_src = core_tab_92_src;
        _zz_core_l0_dst = core_tab_92_dst;
        _zz_core_l0_sum = core_tab_92_sum;
      end
      7'b1011101 : begin
        _zz__zz_core_l0_v = core_tab_93_v;
        _zz_core_l0_src = core_tab_93_src;
        _zz_core_l0_dst = core_tab_93_dst;
        _zz_core_l0_sum = core_tab_93_sum;
      end
      7'b1011110 : begin
        _zz__zz_core_l0_v = core_tab_94_v;
        _zz_core_l0_src = core_tab_94_src;
        _zz_core_l0_dst = core_tab_94_dst;
        _zz_core_l0_sum = core_tab_94_sum;
      end
      7'b1011111 : begin
        _zz__zz_core_l0_v = core_tab_95_v;
        _zz_core_l0_src = core_tab_95_src;
        _zz_core_l0_dst = core_tab_95_dst;
        _zz_core_l0_sum = core_tab_95_sum;
      end
      7'b1100000 : begin
        _zz__zz_core_l0_v = core_tab_96_v;
        _zz_core_l0_src = core_tab_96_src;
        _zz_core_l0_dst = core_tab_96_dst;
        _zz_core_l0_sum = core_tab_96_sum;
      end
      7'b1100001 : begin
        _zz__zz_core_l0_v = core_tab_97_v;
        _zz_core_l0_src = core_tab_97_src;
        _zz_core_l0_dst = core_tab_97_dst;
        _zz_core_l0_sum = core_tab_97_sum;
      end
      7'b1100010 : begin
        _zz__zz_core_l0_v = core_tab_98_v;
        _zz_core_l0_src = core_tab_98_src;
        _zz_core_l0_dst = core_tab_98_dst;
        _zz_core_l0_sum = core_tab_98_sum;
      end
      7'b1100011 : begin
        _zz__zz_core_l0_v = core_tab_99_v;
        _zz_core_l0_src = core_tab_99_src;
        _zz_core_l0_dst = core_tab_99_dst;
        _zz_core_l0_sum = core_tab_99_sum;
      end
      7'b1100100 : begin
        _zz__zz_core_l0_v = core_tab_100_v;
        _zz_core_l0_src = core_tab_100_src;
        _zz_core_l0_dst = core_tab_100_dst;
        _zz_core_l0_sum = core_tab_100_sum;
      end
      7'b1100101 : begin
        _zz__zz_core_l0_v = core_tab_101_v;
        _zz_core_l0_src = core_tab_101_src;
        _zz_core_l0_dst = core_tab_101_dst;
        _zz_core_l0_sum = core_tab_101_sum;
      end
      7'b1100110 : begin
        _zz__zz_core_l0_v = core_tab_102_v;
        _zz_core_l0_src = core_tab_102_src;
        _zz_core_l0_dst = core_tab_102_dst;
        _zz_core_l0_sum = core_tab_102_sum;
      end
      7'b1100111 : begin
        _zz__zz_core_l0_v = core_tab_103_v;
        _zz_core_l0_src = core_tab_103_src;
        _zz_core_l0_dst = core_tab_103_dst;
        _zz_core_l0_sum = core_tab_103_sum;
      end
      7'b1101000 : begin
        _zz__zz_core_l0_v = core_tab_104_v;
        _zz_core_l0_src = core_tab_104_src;
        _zz_core_l0_dst = core_tab_104_dst;
        _zz_core_l0_sum = core_tab_104_sum;
      end
      7'b1101001 : begin
        _zz__zz_core_l0_v = core_tab_105_v;
        _zz_core_l0_src = core_tab_105_src;
        _zz_core_l0_dst = core_tab_105_dst;
        _zz_core_l0_sum = core_tab_105_sum;
      end
      7'b1101010 : begin
        _zz__zz_core_l0_v = core_tab_106_v;
        _zz_core_l0_src = core_tab_106_src;
        _zz_core_l0_dst = core_tab_106_dst;
        _zz_core_l0_sum = core_tab_106_sum;
      end
      7'b1101011 : begin
        _zz__zz_core_l0_v = core_tab_107_v;
        _zz_core_l0_src = core_tab_107_src;
        _zz_core_l0_dst = core_tab_107_dst;
        _zz_core_l0_sum = core_tab_107_sum;
      end
      7'b1101100 : begin
        _zz__zz_core_l0_v = core_tab_108_v;
        _zz_core_l0_src = core_tab_108_src;
        _zz_core_l0_dst = core_tab_108_dst;
        _zz_core_l0_sum = core_tab_108_sum;
      end
      7'b1101101 : begin
        _zz__zz_core_l0_v = core_tab_109_v;
        _zz_core_l0_src = core_tab_109_src;
        _zz_core_l0_dst = core_tab_109_dst;
        _zz_core_l0_sum = core_tab_109_sum;
      end
      7'b1101110 : begin
        _zz__zz_core_l0_v = core_tab_110_v;
        _zz_core_l0_src = core_tab_110_src;
        _zz_core_l0_dst = core_tab_110_dst;
        _zz_core_l0_sum = core_tab_110_sum;
      end
      7'b1101111 : begin
        _zz__zz_core_l0_v = core_tab_111_v;
        _zz_core_l0_src = core_tab_111_src;
        _zz_core_l0_dst = core_tab_111_dst;
        _zz_core_l0_sum = core_tab_111_sum;
      end
      7'b1110000 : begin
        _zz__zz_core_l0_v = core_tab_112_v;
        _zz_core_l0_src = core_tab_112_src;
        _zz_core_l0_dst = core_tab_112_dst;
        _zz_core_l0_sum = core_tab_112_sum;
      end
      7'b1110001 : begin
        _zz__zz_core_l0_v = core_tab_113_v;
        _zz_core_l0_src = core_tab_113_src;
        _zz_core_l0_dst = core_tab_113_dst;
        _zz_core_l0_sum = core_tab_113_sum;
      end
      7'b1110010 : begin
        _zz__zz_core_l0_v = core_tab_114_v;
        _zz_core_l0_src = core_tab_114_src;
        _zz_core_l0_dst = core_tab_114_dst;
        _zz_core_l0_sum = core_tab_114_sum;
      end
      7'b1110011 : begin
        _zz__zz_core_l0_v = core_tab_115_v;
        _zz_core_l0_src = core_tab_115_src;
        _zz_core_l0_dst = core_tab_115_dst;
        _zz_core_l0_sum = core_tab_115_sum;
      end
      7'b1110100 : begin
        _zz__zz_core_l0_v = core_tab_116_v;
        _zz_core_l0_src = core_tab_116_src;
        _zz_core_l0_dst = core_tab_116_dst;
        _zz_core_l0_sum = core_tab_116_sum;
      end
      7'b1110101 : begin
        _zz__zz_core_l0_v = core_tab_117_v;
        _zz_core_l0_src = core_tab_117_src;
        _zz_core_l0_dst = core_tab_117_dst;
        _zz_core_l0_sum = core_tab_117_sum;
      end
      7'b1110110 : begin
        _zz__zz_core_l0_v = core_tab_118_v;
        _zz_core_l0_src = core_tab_118_src;
        _zz_core_l0_dst = core_tab_118_dst;
        _zz_core_l0_sum = core_tab_118_sum;
      end
      7'b1110111 : begin
        _zz__zz_core_l0_v = core_tab_119_v;
        _zz_core_l0_src = core_tab_119_src;
        _zz_core_l0_dst = core_tab_119_dst;
        _zz_core_l0_sum = core_tab_119_sum;
      end
      7'b1111000 : begin
        _zz__zz_core_l0_v = core_tab_120_v;
        _zz_core_l0_src = core_tab_120_src;
        _zz_core_l0_dst = core_tab_120_dst;
        _zz_core_l0_sum = core_tab_120_sum;
      end
      7'b1111001 : begin
        _zz__zz_core_l0_v = core_tab_121_v;
        _zz_core_l0_src = core_tab_121_src;
        _zz_core_l0_dst = core_tab_121_dst;
        _zz_core_l0_sum = core_tab_121_sum;
      end
      7'b1111010 : begin
        _zz__zz_core_l0_v = core_tab_122_v;
        _zz_core_l0_src = core_tab_122_src;
        _zz_core_l0_dst = core_tab_122_dst;
        _zz_core_l0_sum = core_tab_122_sum;
      end
      7'b1111011 : begin
        _zz__zz_core_l0_v = core_tab_123_v;
        _zz_core_l0_src = core_tab_123_src;
        _zz_core_l0_dst = core_tab_123_dst;
        _zz_core_l0_sum = core_tab_123_sum;
      end
      7'b1111100 : begin
        _zz__zz_core_l0_v = core_tab_124_v;
        _zz_core_l0_src = core_tab_124_src;
        _zz_core_l0_dst = core_tab_124_dst;
        _zz_core_l0_sum = core_tab_124_sum;
      end
      7'b1111101 : begin
        _zz__zz_core_l0_v = core_tab_125_v;
        _zz_core_l0_src = core_tab_125_src;
        _zz_core_l0_dst = core_tab_125_dst;
        _zz_core_l0_sum = core_tab_125_sum;
      end
      7'b1111110 : begin
        _zz__zz_core_l0_v = core_tab_126_v;
        _zz_core_l0_src = core_tab_126_src;
        _zz_core_l0_dst = core_tab_126_dst;
        _zz_core_l0_sum = core_tab_126_sum;
      end
      default : begin
        _zz__zz_core_l0_v = core_tab_127_v;
        _zz_core_l0_src = core_tab_127_src;
        _zz_core_l0_dst = core_tab_127_dst;
        _zz_core_l0_sum = core_tab_127_sum;
      end
    endcase
  end

  always @(*) begin
    case(_zz_core_l1_v)
      7'b0000000 : begin
        _zz_core_l1_v_1 = core_tab_0_v;
        _zz_core_l1_src = core_tab_0_src;
        _zz_core_l1_dst = core_tab_0_dst;
        _zz_core_l1_sum = core_tab_0_sum;
      end
      7'b0000001 : begin
        _zz_core_l1_v_1 = core_tab_1_v;
        _zz_core_l1_src = core_tab_1_src;
        _zz_core_l1_dst = core_tab_1_dst;
        _zz_core_l1_sum = core_tab_1_sum;
      end
      7'b0000010 : begin
        _zz_core_l1_v_1 = core_tab_2_v;
        _zz_core_l1_src = core_tab_2_src;
        _zz_core_l1_dst = core_tab_2_dst;
        _zz_core_l1_sum = core_tab_2_sum;
      end
      7'b0000011 : begin
        _zz_core_l1_v_1 = core_tab_3_v;
        _zz_core_l1_src = core_tab_3_src;
        _zz_core_l1_dst = core_tab_3_dst;
        _zz_core_l1_sum = core_tab_3_sum;
      end
      7'b0000100 : begin
        _zz_core_l1_v_1 = core_tab_4_v;
        _zz_core_l1_src = core_tab_4_src;
        _zz_core_l1_dst = core_tab_4_dst;
        _zz_core_l1_sum = core_tab_4_sum;
      end
      7'b0000101 : begin
        _zz_core_l1_v_1 = core_tab_5_v;
        _zz_core_l1_src = core_tab_5_src;
        _zz_core_l1_dst = core_tab_5_dst;
        _zz_core_l1_sum = core_tab_5_sum;
      end
      7'b0000110 : begin
        _zz_core_l1_v_1 = core_tab_6_v;
        _zz_core_l1_src = core_tab_6_src;
        _zz_core_l1_dst = core_tab_6_dst;
        _zz_core_l1_sum = core_tab_6_sum;
      end
      7'b0000111 : begin
        _zz_core_l1_v_1 = core_tab_7_v;
        _zz_core_l1_src = core_tab_7_src;
        _zz_core_l1_dst = core_tab_7_dst;
        _zz_core_l1_sum = core_tab_7_sum;
      end
      7'b0001000 : begin
        _zz_core_l1_v_1 = core_tab_8_v;
        _zz_core_l1_src = core_tab_8_src;
        _zz_core_l1_dst = core_tab_8_dst;
        _zz_core_l1_sum = core_tab_8_sum;
      end
      7'b0001001 : begin
        _zz_core_l1_v_1 = core_tab_9_v;
        _zz_core_l1_src = core_tab_9_src;
        _zz_core_l1_dst = core_tab_9_dst;
        _zz_core_l1_sum = core_tab_9_sum;
      end
      7'b0001010 : begin
        _zz_core_l1_v_1 = core_tab_10_v;
        _zz_core_l1_src = core_tab_10_src;
        _zz_core_l1_dst = core_tab_10_dst;
        _zz_core_l1_sum = core_tab_10_sum;
      end
      7'b0001011 : begin
        _zz_core_l1_v_1 = core_tab_11_v;
        _zz_core_l1_src = core_tab_11_src;
        _zz_core_l1_dst = core_tab_11_dst;
        _zz_core_l1_sum = core_tab_11_sum;
      end
      7'b0001100 : begin
        _zz_core_l1_v_1 = core_tab_12_v;
        _zz_core_l1_src = core_tab_12_src;
        _zz_core_l1_dst = core_tab_12_dst;
        _zz_core_l1_sum = core_tab_12_sum;
      end
      7'b0001101 : begin
        _zz_core_l1_v_1 = core_tab_13_v;
        _zz_core_l1_src = core_tab_13_src;
        _zz_core_l1_dst = core_tab_13_dst;
        _zz_core_l1_sum = core_tab_13_sum;
      end
      7'b0001110 : begin
        _zz_core_l1_v_1 = core_tab_14_v;
        _zz_core_l1_src = core_tab_14_src;
        _zz_core_l1_dst = core_tab_14_dst;
        _zz_core_l1_sum = core_tab_14_sum;
      end
      7'b0001111 : begin
        _zz_core_l1_v_1 = core_tab_15_v;
        _zz_core_l1_src = core_tab_15_src;
        _zz_core_l1_dst = core_tab_15_dst;
        _zz_core_l1_sum = core_tab_15_sum;
      end
      7'b0010000 : begin
        _zz_core_l1_v_1 = core_tab_16_v;
        _zz_core_l1_src = core_tab_16_src;
        _zz_core_l1_dst = core_tab_16_dst;
        _zz_core_l1_sum = core_tab_16_sum;
      end
      7'b0010001 : begin
        _zz_core_l1_v_1 = core_tab_17_v;
        _zz_core_l1_src = core_tab_17_src;
        _zz_core_l1_dst = core_tab_17_dst;
        _zz_core_l1_sum = core_tab_17_sum;
      end
      7'b0010010 : begin
        _zz_core_l1_v_1 = core_tab_18_v;
        _zz_core_l1_src = core_tab_18_src;
        _zz_core_l1_dst = core_tab_18_dst;
        _zz_core_l1_sum = core_tab_18_sum;
      end
      7'b0010011 : begin
        _zz_core_l1_v_1 = core_tab_19_v;
        _zz_core_l1_src = core_tab_19_src;
        _zz_core_l1_dst = core_tab_19_dst;
        _zz_core_l1_sum = core_tab_19_sum;
      end
      7'b0010100 : begin
        _zz_core_l1_v_1 = core_tab_20_v;
        _zz_core_l1_src = core_tab_20_src;
        _zz_core_l1_dst = core_tab_20_dst;
        _zz_core_l1_sum = core_tab_20_sum;
      end
      7'b0010101 : begin
        _zz_core_l1_v_1 = core_tab_21_v;
        _zz_core_l1_src = core_tab_21_src;
        _zz_core_l1_dst = core_tab_21_dst;
        _zz_core_l1_sum = core_tab_21_sum;
      end
      7'b0010110 : begin
        _zz_core_l1_v_1 = core_tab_22_v;
        _zz_core_l1_src = core_tab_22_src;
        _zz_core_l1_dst = core_tab_22_dst;
        _zz_core_l1_sum = core_tab_22_sum;
      end
      7'b0010111 : begin
        _zz_core_l1_v_1 = core_tab_23_v;
        _zz_core_l1_src = core_tab_23_src;
        _zz_core_l1_dst = core_tab_23_dst;
        _zz_core_l1_sum = core_tab_23_sum;
      end
      7'b0011000 : begin
        _zz_core_l1_v_1 = core_tab_24_v;
        _zz_core_l1_src = core_tab_24_src;
        _zz_core_l1_dst = core_tab_24_dst;
        _zz_core_l1_sum = core_tab_24_sum;
      end
      7'b0011001 : begin
        _zz_core_l1_v_1 = core_tab_25_v;
        _zz_core_l1_src = core_tab_25_src;
        _zz_core_l1_dst = core_tab_25_dst;
        _zz_core_l1_sum = core_tab_25_sum;
      end
      7'b0011010 : begin
        _zz_core_l1_v_1 = core_tab_26_v;
        _zz_core_l1_src = core_tab_26_src;
        _zz_core_l1_dst = core_tab_26_dst;
        _zz_core_l1_sum = core_tab_26_sum;
      end
      7'b0011011 : begin
        _zz_core_l1_v_1 = core_tab_27_v;
        _zz_core_l1_src = core_tab_27_src;
        _zz_core_l1_dst = core_tab_27_dst;
        _zz_core_l1_sum = core_tab_27_sum;
      end
      7'b0011100 : begin
        _zz_core_l1_v_1 = core_tab_28_v;
        _zz_core_l1_src = core_tab_28_src;
        _zz_core_l1_dst = core_tab_28_dst;
        _zz_core_l1_sum = core_tab_28_sum;
      end
      7'b0011101 : begin
        _zz_core_l1_v_1 = core_tab_29_v;
        _zz_core_l1_src = core_tab_29_src;
        _zz_core_l1_dst = core_tab_29_dst;
        _zz_core_l1_sum = core_tab_29_sum;
      end
      7'b0011110 : begin
        _zz_core_l1_v_1 = core_tab_30_v;
        _zz_core_l1_src = core_tab_30_src;
        _zz_core_l1_dst = core_tab_30_dst;
        _zz_core_l1_sum = core_tab_30_sum;
      end
      7'b0011111 : begin
        _zz_core_l1_v_1 = core_tab_31_v;
        _zz_core_l1_src = core_tab_31_src;
        _zz_core_l1_dst = core_tab_31_dst;
        _zz_core_l1_sum = core_tab_31_sum;
      end
      7'b0100000 : begin
        _zz_core_l1_v_1 = core_tab_32_v;
        _zz_core_l1_src = core_tab_32_src;
        _zz_core_l1_dst = core_tab_32_dst;
        _zz_core_l1_sum = core_tab_32_sum;
      end
      7'b0100001 : begin
        _zz_core_l1_v_1 = core_tab_33_v;
        _zz_core_l1_src = core_tab_33_src;
        _zz_core_l1_dst = core_tab_33_dst;
        _zz_core_l1_sum = core_tab_33_sum;
      end
      7'b0100010 : begin
        _zz_core_l1_v_1 = core_tab_34_v;
        _zz_core_l1_src = core_tab_34_src;
        _zz_core_l1_dst = core_tab_34_dst;
        _zz_core_l1_sum = core_tab_34_sum;
      end
      7'b0100011 : begin
        _zz_core_l1_v_1 = core_tab_35_v;
        _zz_core_l1_src = core_tab_35_src;
        _zz_core_l1_dst = core_tab_35_dst;
        _zz_core_l1_sum = core_tab_35_sum;
      end
      7'b0100100 : begin
        _zz_core_l1_v_1 = core_tab_36_v;
        _zz_core_l1_src = core_tab_36_src;
        _zz_core_l1_dst = core_tab_36_dst;
        _zz_core_l1_sum = core_tab_36_sum;
      end
      7'b0100101 : begin
        _zz_core_l1_v_1 = core_tab_37_v;
        _zz_core_l1_src = core_tab_37_src;
        _zz_core_l1_dst = core_tab_37_dst;
        _zz_core_l1_sum = core_tab_37_sum;
      end
      7'b0100110 : begin
        _zz_core_l1_v_1 = core_tab_38_v;
        _zz_core_l1_src = core_tab_38_src;
        _zz_core_l1_dst = core_tab_38_dst;
        _zz_core_l1_sum = core_tab_38_sum;
      end
      7'b0100111 : begin
        _zz_core_l1_v_1 = core_tab_39_v;
        _zz_core_l1_src = core_tab_39_src;
        _zz_core_l1_dst = core_tab_39_dst;
        _zz_core_l1_sum = core_tab_39_sum;
      end
      7'b0101000 : begin
        _zz_core_l1_v_1 = core_tab_40_v;
        _zz_core_l1_src = core_tab_40_src;
        _zz_core_l1_dst = core_tab_40_dst;
        _zz_core_l1_sum = core_tab_40_sum;
      end
      7'b0101001 : begin
        _zz_core_l1_v_1 = core_tab_41_v;
        _zz_core_l1_src = core_tab_41_src;
        _zz_core_l1_dst = core_tab_41_dst;
        _zz_core_l1_sum = core_tab_41_sum;
      end
      7'b0101010 : begin
        _zz_core_l1_v_1 = core_tab_42_v;
        _zz_core_l1_src = core_tab_42_src;
        _zz_core_l1_dst = core_tab_42_dst;
        _zz_core_l1_sum = core_tab_42_sum;
      end
      7'b0101011 : begin
        _zz_core_l1_v_1 = core_tab_43_v;
        _zz_core_l1_src = core_tab_43_src;
        _zz_core_l1_dst = core_tab_43_dst;
        _zz_core_l1_sum = core_tab_43_sum;
      end
      7'b0101100 : begin
        _zz_core_l1_v_1 = core_tab_44_v;
        _zz_core_l1_src = core_tab_44_src;
        _zz_core_l1_dst = core_tab_44_dst;
        _zz_core_l1_sum = core_tab_44_sum;
      end
      7'b0101101 : begin
        _zz_core_l1_v_1 = core_tab_45_v;
        _zz_core_l1_src = core_tab_45_src;
        _zz_core_l1_dst = core_tab_45_dst;
        _zz_core_l1_sum = core_tab_45_sum;
      end
      7'b0101110 : begin
        _zz_core_l1_v_1 = core_tab_46_v;
        _zz_core_l1_src = core_tab_46_src;
        _zz_core_l1_dst = core_tab_46_dst;
        _zz_core_l1_sum = core_tab_46_sum;
      end
      7'b0101111 : begin
        _zz_core_l1_v_1 = core_tab_47_v;
        _zz_core_l1_src = core_tab_47_src;
        _zz_core_l1_dst = core_tab_47_dst;
        _zz_core_l1_sum = core_tab_47_sum;
      end
      7'b0110000 : begin
        _zz_core_l1_v_1 = core_tab_48_v;
        _zz_core_l1_src = core_tab_48_src;
        _zz_core_l1_dst = core_tab_48_dst;
        _zz_core_l1_sum = core_tab_48_sum;
      end
      7'b0110001 : begin
        _zz_core_l1_v_1 = core_tab_49_v;
        _zz_core_l1_src = core_tab_49_src;
        _zz_core_l1_dst = core_tab_49_dst;
        _zz_core_l1_sum = core_tab_49_sum;
      end
      7'b0110010 : begin
        _zz_core_l1_v_1 = core_tab_50_v;
        _zz_core_l1_src = core_tab_50_src;
        _zz_core_l1_dst = core_tab_50_dst;
        _zz_core_l1_sum = core_tab_50_sum;
      end
      7'b0110011 : begin
        _zz_core_l1_v_1 = core_tab_51_v;
        _zz_core_l1_src = core_tab_51_src;
        _zz_core_l1_dst = core_tab_51_dst;
        _zz_core_l1_sum = core_tab_51_sum;
      end
      7'b0110100 : begin
        _zz_core_l1_v_1 = core_tab_52_v;
        _zz_core_l1_src = core_tab_52_src;
        _zz_core_l1_dst = core_tab_52_dst;
        _zz_core_l1_sum = core_tab_52_sum;
      end
      7'b0110101 : begin
        _zz_core_l1_v_1 = core_tab_53_v;
        _zz_core_l1_src = core_tab_53_src;
        _zz_core_l1_dst = core_tab_53_dst;
        _zz_core_l1_sum = core_tab_53_sum;
      end
      7'b0110110 : begin
        _zz_core_l1_v_1 = core_tab_54_v;
        _zz_core_l1_src = core_tab_54_src;
        _zz_core_l1_dst = core_tab_54_dst;
        _zz_core_l1_sum = core_tab_54_sum;
      end
      7'b0110111 : begin
        _zz_core_l1_v_1 = core_tab_55_v;
        _zz_core_l1_src = core_tab_55_src;
        _zz_core_l1_dst = core_tab_55_dst;
        _zz_core_l1_sum = core_tab_55_sum;
      end
      7'b0111000 : begin
        _zz_core_l1_v_1 = core_tab_56_v;
        _zz_core_l1_src = core_tab_56_src;
        _zz_core_l1_dst = core_tab_56_dst;
        _zz_core_l1_sum = core_tab_56_sum;
      end
      7'b0111001 : begin
        _zz_core_l1_v_1 = core_tab_57_v;
        _zz_core_l1_src = core_tab_57_src;
        _zz_core_l1_dst = core_tab_57_dst;
        _zz_core_l1_sum = core_tab_57_sum;
      end
      7'b0111010 : begin
        _zz_core_l1_v_1 = core_tab_58_v;
        _zz_core_l1_src = core_tab_58_src;
        _zz_core_l1_dst = core_tab_58_dst;
        _zz_core_l1_sum = core_tab_58_sum;
      end
      7'b0111011 : begin
        _zz_core_l1_v_1 = core_tab_59_v;
        _zz_core_l1_src = core_tab_59_src;
        _zz_core_l1_dst = core_tab_59_dst;
        _zz_core_l1_sum = core_tab_59_sum;
      end
      7'b0111100 : begin
        _zz_core_l1_v_1 = core_tab_60_v;
        _zz_core_l1_src = core_tab_60_src;
        _zz_core_l1_dst = core_tab_60_dst;
        _zz_core_l1_sum = core_tab_60_sum;
      end
      7'b0111101 : begin
        _zz_core_l1_v_1 = core_tab_61_v;
        _zz_core_l1_src = core_tab_61_src;
        _zz_core_l1_dst = core_tab_61_dst;
        _zz_core_l1_sum = core_tab_61_sum;
      end
      7'b0111110 : begin
        _zz_core_l1_v_1 = core_tab_62_v;
        _zz_core_l1_src = core_tab_62_src;
        _zz_core_l1_dst = core_tab_62_dst;
        _zz_core_l1_sum = core_tab_62_sum;
      end
      7'b0111111 : begin
        _zz_core_l1_v_1 = core_tab_63_v;
        _zz_core_l1_src = core_tab_63_src;
        _zz_core_l1_dst = core_tab_63_dst;
        _zz_core_l1_sum = core_tab_63_sum;
      end
      7'b1000000 : begin
        _zz_core_l1_v_1 = core_tab_64_v;
        _zz_core_l1_src = core_tab_64_src;
        _zz_core_l1_dst = core_tab_64_dst;
        _zz_core_l1_sum = core_tab_64_sum;
      end
      7'b1000001 : begin
        _zz_core_l1_v_1 = core_tab_65_v;
        _zz_core_l1_src = core_tab_65_src;
        _zz_core_l1_dst = core_tab_65_dst;
        _zz_core_l1_sum = core_tab_65_sum;
      end
      7'b1000010 : begin
        _zz_core_l1_v_1 = core_tab_66_v;
        _zz_core_l1_src = core_tab_66_src;
        _zz_core_l1_dst = core_tab_66_dst;
        _zz_core_l1_sum = core_tab_66_sum;
      end
      7'b1000011 : begin
        _zz_core_l1_v_1 = core_tab_67_v;
        _zz_core_l1_src = core_tab_67_src;
        _zz_core_l1_dst = core_tab_67_dst;
        _zz_core_l1_sum = core_tab_67_sum;
      end
      7'b1000100 : begin
        _zz_core_l1_v_1 = core_tab_68_v;
        _zz_core_l1_src = core_tab_68_src;
        _zz_core_l1_dst = core_tab_68_dst;
        _zz_core_l1_sum = core_tab_68_sum;
      end
      7'b1000101 : begin
        _zz_core_l1_v_1 = core_tab_69_v;
        _zz_core_l1_src = core_tab_69_src;
        _zz_core_l1_dst = core_tab_69_dst;
        _zz_core_l1_sum = core_tab_69_sum;
      end
      7'b1000110 : begin
        _zz_core_l1_v_1 = core_tab_70_v;
        _zz_core_l1_src = core_tab_70_src;
        _zz_core_l1_dst = core_tab_70_dst;
        _zz_core_l1_sum = core_tab_70_sum;
      end
      7'b1000111 : begin
        _zz_core_l1_v_1 = core_tab_71_v;
        _zz_core_l1_src = core_tab_71_src;
        _zz_core_l1_dst = core_tab_71_dst;
        _zz_core_l1_sum = core_tab_71_sum;
      end
      7'b1001000 : begin
        _zz_core_l1_v_1 = core_tab_72_v;
        _zz_core_l1_src = core_tab_72_src;
        _zz_core_l1_dst = core_tab_72_dst;
        _zz_core_l1_sum = core_tab_72_sum;
      end
      7'b1001001 : begin
        _zz_core_l1_v_1 = core_tab_73_v;
        _zz_core_l1_src = core_tab_73_src;
        _zz_core_l1_dst = core_tab_73_dst;
        _zz_core_l1_sum = core_tab_73_sum;
      end
      7'b1001010 : begin
        _zz_core_l1_v_1 = core_tab_74_v;
        _zz_core_l1_src = core_tab_74_src;
        _zz_core_l1_dst = core_tab_74_dst;
        _zz_core_l1_sum = core_tab_74_sum;
      end
      7'b1001011 : begin
        _zz_core_l1_v_1 = core_tab_75_v;
        _zz_core_l1_src = core_tab_75_src;
        _zz_core_l1_dst = core_tab_75_dst;
        _zz_core_l1_sum = core_tab_75_sum;
      end
      7'b1001100 : begin
        _zz_core_l1_v_1 = core_tab_76_v;
        _zz_core_l1_src = core_tab_76_src;
        _zz_core_l1_dst = core_tab_76_dst;
        _zz_core_l1_sum = core_tab_76_sum;
      end
      7'b1001101 : begin
        _zz_core_l1_v_1 = core_tab_77_v;
        _zz_core_l1_src = core_tab_77_src;
        _zz_core_l1_dst = core_tab_77_dst;
        _zz_core_l1_sum = core_tab_77_sum;
      end
      7'b1001110 : begin
        _zz_core_l1_v_1 = core_tab_78_v;
        _zz_core_l1_src = core_tab_78_src;
        _zz_core_l1_dst = core_tab_78_dst;
        _zz_core_l1_sum = core_tab_78_sum;
      end
      7'b1001111 : begin
        _zz_core_l1_v_1 = core_tab_79_v;
        _zz_core_l1_src = core_tab_79_src;
        _zz_core_l1_dst = core_tab_79_dst;
        _zz_core_l1_sum = core_tab_79_sum;
      end
      7'b1010000 : begin
        _zz_core_l1_v_1 = core_tab_80_v;
        _zz_core_l1_src = core_tab_80_src;
        _zz_core_l1_dst = core_tab_80_dst;
        _zz_core_l1_sum = core_tab_80_sum;
      end
      7'b1010001 : begin
        _zz_core_l1_v_1 = core_tab_81_v;
        _zz_core_l1_src = core_tab_81_src;
        _zz_core_l1_dst = core_tab_81_dst;
        _zz_core_l1_sum = core_tab_81_sum;
      end
      7'b1010010 : begin
        _zz_core_l1_v_1 = core_tab_82_v;
        _zz_core_l1_src = core_tab_82_src;
        _zz_core_l1_dst = core_tab_82_dst;
        _zz_core_l1_sum = core_tab_82_sum;
      end
      7'b1010011 : begin
        _zz_core_l1_v_1 = core_tab_83_v;
        _zz_core_l1_src = core_tab_83_src;
        _zz_core_l1_dst = core_tab_83_dst;
        _zz_core_l1_sum = core_tab_83_sum;
      end
      7'b1010100 : begin
        _zz_core_l1_v_1 = core_tab_84_v;
        _zz_core_l1_src = core_tab_84_src;
        _zz_core_l1_dst = core_tab_84_dst;
        _zz_core_l1_sum = core_tab_84_sum;
      end
      7'b1010101 : begin
        _zz_core_l1_v_1 = core_tab_85_v;
        _zz_core_l1_src = core_tab_85_src;
        _zz_core_l1_dst = core_tab_85_dst;
        _zz_core_l1_sum = core_tab_85_sum;
      end
      7'b1010110 : begin
        _zz_core_l1_v_1 = core_tab_86_v;
        _zz_core_l1_src = core_tab_86_src;
        _zz_core_l1_dst = core_tab_86_dst;
        _zz_core_l1_sum = core_tab_86_sum;
      end
      7'b1010111 : begin
        _zz_core_l1_v_1 = core_tab_87_v;
        _zz_core_l1_src = core_tab_87_src;
        _zz_core_l1_dst = core_tab_87_dst;
        _zz_core_l1_sum = core_tab_87_sum;
      end
      7'b1011000 : begin
        _zz_core_l1_v_1 = core_tab_88_v;
        _zz_core_l1_src = core_tab_88_src;
        _zz_core_l1_dst = core_tab_88_dst;
        _zz_core_l1_sum = core_tab_88_sum;
      end
      7'b1011001 : begin
        _zz_core_l1_v_1 = core_tab_89_v;
        _zz_core_l1_src = core_tab_89_src;
        _zz_core_l1_dst = core_tab_89_dst;
        _zz_core_l1_sum = core_tab_89_sum;
      end
      7'b1011010 : begin
        _zz_core_l1_v_1 = core_tab_90_v;
        _zz_core_l1_src = core_tab_90_src;
        _zz_core_l1_dst = core_tab_90_dst;
        _zz_core_l1_sum = core_tab_90_sum;
      end
      7'b1011011 : begin
        _zz_core_l1_v_1 = core_tab_91_v;
        _zz_core_l1_src = core_tab_91_src;
        _zz_core_l1_dst = core_tab_91_dst;
        _zz_core_l1_sum = core_tab_91_sum;
      end
      7'b1011100 : begin
        _zz_core_l1_v_1 = core_tab_92_v;
        _zz_core_l1_src = core_tab_92_src;
        _zz_core_l1_dst = core_tab_92_dst;
        _zz_core_l1_sum = core_tab_92_sum;
      end
      7'b1011101 : begin
        _zz_core_l1_v_1 = core_tab_93_v;
        _zz_core_l1_src = core_tab_93_src;
        _zz_core_l1_dst = core_tab_93_dst;
        _zz_core_l1_sum = core_tab_93_sum;
      end
      7'b1011110 : begin
        _zz_core_l1_v_1 = core_tab_94_v;
        _zz_core_l1_src = core_tab_94_src;
        _zz_core_l1_dst = core_tab_94_dst;
        _zz_core_l1_sum = core_tab_94_sum;
      end
      7'b1011111 : begin
        _zz_core_l1_v_1 = core_tab_95_v;
        _zz_core_l1_src = core_tab_95_src;
        _zz_core_l1_dst = core_tab_95_dst;
        _zz_core_l1_sum = core_tab_95_sum;
      end
      7'b1100000 : begin
        _zz_core_l1_v_1 = core_tab_96_v;
        _zz_core_l1_src = core_tab_96_src;
        _zz_core_l1_dst = core_tab_96_dst;
        _zz_core_l1_sum = core_tab_96_sum;
      end
      7'b1100001 : begin
        _zz_core_l1_v_1 = core_tab_97_v;
        _zz_core_l1_src = core_tab_97_src;
        _zz_core_l1_dst = core_tab_97_dst;
        _zz_core_l1_sum = core_tab_97_sum;
      end
      7'b1100010 : begin
        _zz_core_l1_v_1 = core_tab_98_v;
        _zz_core_l1_src = core_tab_98_src;
        _zz_core_l1_dst = core_tab_98_dst;
        _zz_core_l1_sum = core_tab_98_sum;
      end
      7'b1100011 : begin
        _zz_core_l1_v_1 = core_tab_99_v;
        _zz_core_l1_src = core_tab_99_src;
        _zz_core_l1_dst = core_tab_99_dst;
        _zz_core_l1_sum = core_tab_99_sum;
      end
      7'b1100100 : begin
        _zz_core_l1_v_1 = core_tab_100_v;
        _zz_core_l1_src = core_tab_100_src;
        _zz_core_l1_dst = core_tab_100_dst;
        _zz_core_l1_sum = core_tab_100_sum;
      end
      7'b1100101 : begin
        _zz_core_l1_v_1 = core_tab_101_v;
        _zz_core_l1_src = core_tab_101_src;
        _zz_core_l1_dst = core_tab_101_dst;
        _zz_core_l1_sum = core_tab_101_sum;
      end
      7'b1100110 : begin
        _zz_core_l1_v_1 = core_tab_102_v;
        _zz_core_l1_src = core_tab_102_src;
        _zz_core_l1_dst = core_tab_102_dst;
        _zz_core_l1_sum = core_tab_102_sum;
      end
      7'b1100111 : begin
        _zz_core_l1_v_1 = core_tab_103_v;
        _zz_core_l1_src = core_tab_103_src;
        _zz_core_l1_dst = core_tab_103_dst;
        _zz_core_l1_sum = core_tab_103_sum;
      end
      7'b1101000 : begin
        _zz_core_l1_v_1 = core_tab_104_v;
        _zz_core_l1_src = core_tab_104_src;
        _zz_core_l1_dst = core_tab_104_dst;
        _zz_core_l1_sum = core_tab_104_sum;
      end
      7'b1101001 : begin
        _zz_core_l1_v_1 = core_tab_105_v;
        _zz_core_l1_src = core_tab_105_src;
        _zz_core_l1_dst = core_tab_105_dst;
        _zz_core_l1_sum = core_tab_105_sum;
      end
      7'b1101010 : begin
        _zz_core_l1_v_1 = core_tab_106_v;
        _zz_core_l1_src = core_tab_106_src;
        _zz_core_l1_dst = core_tab_106_dst;
        _zz_core_l1_sum = core_tab_106_sum;
      end
      7'b1101011 : begin
        _zz_core_l1_v_1 = core_tab_107_v;
        _zz_core_l1_src = core_tab_107_src;
        _zz_core_l1_dst = core_tab_107_dst;
        _zz_core_l1_sum = core_tab_107_sum;
      end
      7'b1101100 : begin
        _zz_core_l1_v_1 = core_tab_108_v;
        _zz_core_l1_src = core_tab_108_src;
        _zz_core_l1_dst = core_tab_108_dst;
        _zz_core_l1_sum = core_tab_108_sum;
      end
      7'b1101101 : begin
        _zz_core_l1_v_1 = core_tab_109_v;
        _zz_core_l1_src = core_tab_109_src;
        _zz_core_l1_dst = core_tab_109_dst;
        _zz_core_l1_sum = core_tab_109_sum;
      end
      7'b1101110 : begin
        _zz_core_l1_v_1 = core_tab_110_v;
        _zz_core_l1_src = core_tab_110_src;
        _zz_core_l1_dst = core_tab_110_dst;
        _zz_core_l1_sum = core_tab_110_sum;
      end
      7'b1101111 : begin
        _zz_core_l1_v_1 = core_tab_111_v;
        _zz_core_l1_src = core_tab_111_src;
        _zz_core_l1_dst = core_tab_111_dst;
        _zz_core_l1_sum = core_tab_111_sum;
      end
      7'b1110000 : begin
        _zz_core_l1_v_1 = core_tab_112_v;
        _zz_core_l1_src = core_tab_112_src;
        _zz_core_l1_dst = core_tab_112_dst;
        _zz_core_l1_sum = core_tab_112_sum;
      end
      7'b1110001 : begin
        _zz_core_l1_v_1 = core_tab_113_v;
        _zz_core_l1_src = core_tab_113_src;
        _zz_core_l1_dst = core_tab_113_dst;
        _zz_core_l1_sum = core_tab_113_sum;
      end
      7'b1110010 : begin
        _zz_core_l1_v_1 = core_tab_114_v;
        _zz_core_l1_src = core_tab_114_src;
        _zz_core_l1_dst = core_tab_114_dst;
        _zz_core_l1_sum = core_tab_114_sum;
      end
      7'b1110011 : begin
        _zz_core_l1_v_1 = core_tab_115_v;
        _zz_core_l1_src = core_tab_115_src;
        _zz_core_l1_dst = core_tab_115_dst;
        _zz_core_l1_sum = core_tab_115_sum;
      end
      7'b1110100 : begin
        _zz_core_l1_v_1 = core_tab_116_v;
        _zz_core_l1_src = core_tab_116_src;
        _zz_core_l1_dst = core_tab_116_dst;
        _zz_core_l1_sum = core_tab_116_sum;
      end
      7'b1110101 : begin
        _zz_core_l1_v_1 = core_tab_117_v;
        _zz_core_l1_src = core_tab_117_src;
        _zz_core_l1_dst = core_tab_117_dst;
        _zz_core_l1_sum = core_tab_117_sum;
      end
      7'b1110110 : begin
        _zz_core_l1_v_1 = core_tab_118_v;
        _zz_core_l1_src = core_tab_118_src;
        _zz_core_l1_dst = core_tab_118_dst;
        _zz_core_l1_sum = core_tab_118_sum;
      end
      7'b1110111 : begin
        _zz_core_l1_v_1 = core_tab_119_v;
        _zz_core_l1_src = core_tab_119_src;
        _zz_core_l1_dst = core_tab_119_dst;
        _zz_core_l1_sum = core_tab_119_sum;
      end
      7'b1111000 : begin
        _zz_core_l1_v_1 = core_tab_120_v;
        _zz_core_l1_src = core_tab_120_src;
        _zz_core_l1_dst = core_tab_120_dst;
        _zz_core_l1_sum = core_tab_120_sum;
      end
      7'b1111001 : begin
        _zz_core_l1_v_1 = core_tab_121_v;
        _zz_core_l1_src = core_tab_121_src;
        _zz_core_l1_dst = core_tab_121_dst;
        _zz_core_l1_sum = core_tab_121_sum;
      end
      7'b1111010 : begin
        _zz_core_l1_v_1 = core_tab_122_v;
        _zz_core_l1_src = core_tab_122_src;
        _zz_core_l1_dst = core_tab_122_dst;
        _zz_core_l1_sum = core_tab_122_sum;
      end
      7'b1111011 : begin
        _zz_core_l1_v_1 = core_tab_123_v;
        _zz_core_l1_src = core_tab_123_src;
        _zz_core_l1_dst = core_tab_123_dst;
        _zz_core_l1_sum = core_tab_123_sum;
      end
      7'b1111100 : begin
        _zz_core_l1_v_1 = core_tab_124_v;
        _zz_core_l1_src = core_tab_124_src;
        _zz_core_l1_dst = core_tab_124_dst;
        _zz_core_l1_sum = core_tab_124_sum;
      end
      7'b1111101 : begin
        _zz_core_l1_v_1 = core_tab_125_v;
        _zz_core_l1_src = core_tab_125_src;
        _zz_core_l1_dst = core_tab_125_dst;
        _zz_core_l1_sum = core_tab_125_sum;
      end
      7'b1111110 : begin
        _zz_core_l1_v_1 = core_tab_126_v;
        _zz_core_l1_src = core_tab_126_src;
        _zz_core_l1_dst = core_tab_126_dst;
        _zz_core_l1_sum = core_tab_126_sum;
      end
      default : begin
        _zz_core_l1_v_1 = core_tab_127_v;
        _zz_core_l1_src = core_tab_127_src;
        _zz_core_l1_dst = core_tab_127_dst;
        _zz_core_l1_sum = core_tab_127_sum;
      end
    endcase
  end

  always @(*) begin
    case(core_rs_a)
      6'b000000 : begin
        _zz_core_rs_b = core_mS_0;
        _zz_core_rs_x = core_aSx_0;
        _zz_core_rs_wx = core_aSw_0;
        _zz_core_rs_wab = core_mW_0;
      end
      6'b000001 : begin
        _zz_core_rs_b = core_mS_1;
        _zz_core_rs_x = core_aSx_1;
        _zz_core_rs_wx = core_aSw_1;
        _zz_core_rs_wab = core_mW_1;
      end
      6'b000010 : begin
        _zz_core_rs_b = core_mS_2;
        _zz_core_rs_x = core_aSx_2;
        _zz_core_rs_wx = core_aSw_2;
        _zz_core_rs_wab = core_mW_2;
      end
      6'b000011 : begin
        _zz_core_rs_b = core_mS_3;
        _zz_core_rs_x = core_aSx_3;
        _zz_core_rs_wx = core_aSw_3;
        _zz_core_rs_wab = core_mW_3;
      end
      6'b000100 : begin
        _zz_core_rs_b = core_mS_4;
        _zz_core_rs_x = core_aSx_4;
        _zz_core_rs_wx = core_aSw_4;
        _zz_core_rs_wab = core_mW_4;
      end
      6'b000101 : begin
        _zz_core_rs_b = core_mS_5;
        _zz_core_rs_x = core_aSx_5;
        _zz_core_rs_wx = core_aSw_5;
        _zz_core_rs_wab = core_mW_5;
      end
      6'b000110 : begin
        _zz_core_rs_b = core_mS_6;
        _zz_core_rs_x = core_aSx_6;
        _zz_core_rs_wx = core_aSw_6;
        _zz_core_rs_wab = core_mW_6;
      end
      6'b000111 : begin
        _zz_core_rs_b = core_mS_7;
        _zz_core_rs_x = core_aSx_7;
        _zz_core_rs_wx = core_aSw_7;
        _zz_core_rs_wab = core_mW_7;
      end
      6'b001000 : begin
        _zz_core_rs_b = core_mS_8;
        _zz_core_rs_x = core_aSx_8;
        _zz_core_rs_wx = core_aSw_8;
        _zz_core_rs_wab = core_mW_8;
      end
      6'b001001 : begin
        _zz_core_rs_b = core_mS_9;
        _zz_core_rs_x = core_aSx_9;
        _zz_core_rs_wx = core_aSw_9;
        _zz_core_rs_wab = core_mW_9;
      end
      6'b001010 : begin
        _zz_core_rs_b = core_mS_10;
        _zz_core_rs_x = core_aSx_10;
        _zz_core_rs_wx = core_aSw_10;
        _zz_core_rs_wab = core_mW_10;
      end
      6'b001011 : begin
        _zz_core_rs_b = core_mS_11;
        _zz_core_rs_x = core_aSx_11;
        _zz_core_rs_wx = core_aSw_11;
        _zz_core_rs_wab = core_mW_11;
      end
      6'b001100 : begin
        _zz_core_rs_b = core_mS_12;
        _zz_core_rs_x = core_aSx_12;
        _zz_core_rs_wx = core_aSw_12;
        _zz_core_rs_wab = core_mW_12;
      end
      6'b001101 : begin
        _zz_core_rs_b = core_mS_13;
        _zz_core_rs_x = core_aSx_13;
        _zz_core_rs_wx = core_aSw_13;
        _zz_core_rs_wab = core_mW_13;
      end
      6'b001110 : begin
        _zz_core_rs_b = core_mS_14;
        _zz_core_rs_x = core_aSx_14;
        _zz_core_rs_wx = core_aSw_14;
        _zz_core_rs_wab = core_mW_14;
      end
      6'b001111 : begin
        _zz_core_rs_b = core_mS_15;
        _zz_core_rs_x = core_aSx_15;
        _zz_core_rs_wx = core_aSw_15;
        _zz_core_rs_wab = core_mW_15;
      end
      6'b010000 : begin
        _zz_core_rs_b = core_mS_16;
        _zz_core_rs_x = core_aSx_16;
        _zz_core_rs_wx = core_aSw_16;
        _zz_core_rs_wab = core_mW_16;
      end
      6'b010001 : begin
        _zz_core_rs_b = core_mS_17;
        _zz_core_rs_x = core_aSx_17;
        _zz_core_rs_wx = core_aSw_17;
        _zz_core_rs_wab = core_mW_17;
      end
      6'b010010 : begin
        _zz_core_rs_b = core_mS_18;
        _zz_core_rs_x = core_aSx_18;
        _zz_core_rs_wx = core_aSw_18;
        _zz_core_rs_wab = core_mW_18;
      end
      6'b010011 : begin
        _zz_core_rs_b = core_mS_19;
        _zz_core_rs_x = core_aSx_19;
        _zz_core_rs_wx = core_aSw_19;
        _zz_core_rs_wab = core_mW_19;
      end
      6'b010100 : begin
        _zz_core_rs_b = core_mS_20;
        _zz_core_rs_x = core_aSx_20;
        _zz_core_rs_wx = core_aSw_20;
        _zz_core_rs_wab = core_mW_20;
      end
      6'b010101 : begin
        _zz_core_rs_b = core_mS_21;
        _zz_core_rs_x = core_aSx_21;
        _zz_core_rs_wx = core_aSw_21;
        _zz_core_rs_wab = core_mW_21;
      end
      6'b010110 : begin
        _zz_core_rs_b = core_mS_22;
        _zz_core_rs_x = core_aSx_22;
        _zz_core_rs_wx = core_aSw_22;
        _zz_core_rs_wab = core_mW_22;
      end
      6'b010111 : begin
        _zz_core_rs_b = core_mS_23;
        _zz_core_rs_x = core_aSx_23;
        _zz_core_rs_wx = core_aSw_23;
        _zz_core_rs_wab = core_mW_23;
      end
      6'b011000 : begin
        _zz_core_rs_b = core_mS_24;
        _zz_core_rs_x = core_aSx_24;
        _zz_core_rs_wx = core_aSw_24;
        _zz_core_rs_wab = core_mW_24;
      end
      6'b011001 : begin
        _zz_core_rs_b = core_mS_25;
        _zz_core_rs_x = core_aSx_25;
        _zz_core_rs_wx = core_aSw_25;
        _zz_core_rs_wab = core_mW_25;
      end
      6'b011010 : begin
        _zz_core_rs_b = core_mS_26;
        _zz_core_rs_x = core_aSx_26;
        _zz_core_rs_wx = core_aSw_26;
        _zz_core_rs_wab = core_mW_26;
      end
      6'b011011 : begin
        _zz_core_rs_b = core_mS_27;
        _zz_core_rs_x = core_aSx_27;
        _zz_core_rs_wx = core_aSw_27;
        _zz_core_rs_wab = core_mW_27;
      end
      6'b011100 : begin
        _zz_core_rs_b = core_mS_28;
        _zz_core_rs_x = core_aSx_28;
        _zz_core_rs_wx = core_aSw_28;
        _zz_core_rs_wab = core_mW_28;
      end
      6'b011101 : begin
        _zz_core_rs_b = core_mS_29;
        _zz_core_rs_x = core_aSx_29;
        _zz_core_rs_wx = core_aSw_29;
        _zz_core_rs_wab = core_mW_29;
      end
      6'b011110 : begin
        _zz_core_rs_b = core_mS_30;
        _zz_core_rs_x = core_aSx_30;
        _zz_core_rs_wx = core_aSw_30;
        _zz_core_rs_wab = core_mW_30;
      end
      6'b011111 : begin
        _zz_core_rs_b = core_mS_31;
        _zz_core_rs_x = core_aSx_31;
        _zz_core_rs_wx = core_aSw_31;
        _zz_core_rs_wab = core_mW_31;
      end
      6'b100000 : begin
        _zz_core_rs_b = core_mS_32;
        _zz_core_rs_x = core_aSx_32;
        _zz_core_rs_wx = core_aSw_32;
        _zz_core_rs_wab = core_mW_32;
      end
      6'b100001 : begin
        _zz_core_rs_b = core_mS_33;
        _zz_core_rs_x = core_aSx_33;
        _zz_core_rs_wx = core_aSw_33;
        _zz_core_rs_wab = core_mW_33;
      end
      6'b100010 : begin
        _zz_core_rs_b = core_mS_34;
        _zz_core_rs_x = core_aSx_34;
        _zz_core_rs_wx = core_aSw_34;
        _zz_core_rs_wab = core_mW_34;
      end
      6'b100011 : begin
        _zz_core_rs_b = core_mS_35;
        _zz_core_rs_x = core_aSx_35;
        _zz_core_rs_wx = core_aSw_35;
        _zz_core_rs_wab = core_mW_35;
      end
      6'b100100 : begin
        _zz_core_rs_b = core_mS_36;
        _zz_core_rs_x = core_aSx_36;
        _zz_core_rs_wx = core_aSw_36;
        _zz_core_rs_wab = core_mW_36;
      end
      6'b100101 : begin
        _zz_core_rs_b = core_mS_37;
        _zz_core_rs_x = core_aSx_37;
        _zz_core_rs_wx = core_aSw_37;
        _zz_core_rs_wab = core_mW_37;
      end
      6'b100110 : begin
        _zz_core_rs_b = core_mS_38;
        _zz_core_rs_x = core_aSx_38;
        _zz_core_rs_wx = core_aSw_38;
        _zz_core_rs_wab = core_mW_38;
      end
      6'b100111 : begin
        _zz_core_rs_b = core_mS_39;
        _zz_core_rs_x = core_aSx_39;
        _zz_core_rs_wx = core_aSw_39;
        _zz_core_rs_wab = core_mW_39;
      end
      6'b101000 : begin
        _zz_core_rs_b = core_mS_40;
        _zz_core_rs_x = core_aSx_40;
        _zz_core_rs_wx = core_aSw_40;
        _zz_core_rs_wab = core_mW_40;
      end
      6'b101001 : begin
        _zz_core_rs_b = core_mS_41;
        _zz_core_rs_x = core_aSx_41;
        _zz_core_rs_wx = core_aSw_41;
        _zz_core_rs_wab = core_mW_41;
      end
      6'b101010 : begin
        _zz_core_rs_b = core_mS_42;
        _zz_core_rs_x = core_aSx_42;
        _zz_core_rs_wx = core_aSw_42;
        _zz_core_rs_wab = core_mW_42;
      end
      6'b101011 : begin
        _zz_core_rs_b = core_mS_43;
        _zz_core_rs_x = core_aSx_43;
        _zz_core_rs_wx = core_aSw_43;
        _zz_core_rs_wab = core_mW_43;
      end
      6'b101100 : begin
        _zz_core_rs_b = core_mS_44;
        _zz_core_rs_x = core_aSx_44;
        _zz_core_rs_wx = core_aSw_44;
        _zz_core_rs_wab = core_mW_44;
      end
      6'b101101 : begin
        _zz_core_rs_b = core_mS_45;
        _zz_core_rs_x = core_aSx_45;
        _zz_core_rs_wx = core_aSw_45;
        _zz_core_rs_wab = core_mW_45;
      end
      6'b101110 : begin
        _zz_core_rs_b = core_mS_46;
        _zz_core_rs_x = core_aSx_46;
        _zz_core_rs_wx = core_aSw_46;
        _zz_core_rs_wab = core_mW_46;
      end
      6'b101111 : begin
        _zz_core_rs_b = core_mS_47;
        _zz_core_rs_x = core_aSx_47;
        _zz_core_rs_wx = core_aSw_47;
        _zz_core_rs_wab = core_mW_47;
      end
      6'b110000 : begin
        _zz_core_rs_b = core_mS_48;
        _zz_core_rs_x = core_aSx_48;
        _zz_core_rs_wx = core_aSw_48;
        _zz_core_rs_wab = core_mW_48;
      end
      6'b110001 : begin
        _zz_core_rs_b = core_mS_49;
        _zz_core_rs_x = core_aSx_49;
        _zz_core_rs_wx = core_aSw_49;
        _zz_core_rs_wab = core_mW_49;
      end
      6'b110010 : begin
        _zz_core_rs_b = core_mS_50;
        _zz_core_rs_x = core_aSx_50;
        _zz_core_rs_wx = core_aSw_50;
        _zz_core_rs_wab = core_mW_50;
      end
      6'b110011 : begin
        _zz_core_rs_b = core_mS_51;
        _zz_core_rs_x = core_aSx_51;
        _zz_core_rs_wx = core_aSw_51;
        _zz_core_rs_wab = core_mW_51;
      end
      6'b110100 : begin
        _zz_core_rs_b = core_mS_52;
        _zz_core_rs_x = core_aSx_52;
        _zz_core_rs_wx = core_aSw_52;
        _zz_core_rs_wab = core_mW_52;
      end
      6'b110101 : begin
        _zz_core_rs_b = core_mS_53;
        _zz_core_rs_x = core_aSx_53;
        _zz_core_rs_wx = core_aSw_53;
        _zz_core_rs_wab = core_mW_53;
      end
      6'b110110 : begin
        _zz_core_rs_b = core_mS_54;
        _zz_core_rs_x = core_aSx_54;
        _zz_core_rs_wx = core_aSw_54;
        _zz_core_rs_wab = core_mW_54;
      end
      6'b110111 : begin
        _zz_core_rs_b = core_mS_55;
        _zz_core_rs_x = core_aSx_55;
        _zz_core_rs_wx = core_aSw_55;
        _zz_core_rs_wab = core_mW_55;
      end
      6'b111000 : begin
        _zz_core_rs_b = core_mS_56;
        _zz_core_rs_x = core_aSx_56;
        _zz_core_rs_wx = core_aSw_56;
        _zz_core_rs_wab = core_mW_56;
      end
      6'b111001 : begin
        _zz_core_rs_b = core_mS_57;
        _zz_core_rs_x = core_aSx_57;
        _zz_core_rs_wx = core_aSw_57;
        _zz_core_rs_wab = core_mW_57;
      end
      6'b111010 : begin
        _zz_core_rs_b = core_mS_58;
        _zz_core_rs_x = core_aSx_58;
        _zz_core_rs_wx = core_aSw_58;
        _zz_core_rs_wab = core_mW_58;
      end
      6'b111011 : begin
        _zz_core_rs_b = core_mS_59;
        _zz_core_rs_x = core_aSx_59;
        _zz_core_rs_wx = core_aSw_59;
        _zz_core_rs_wab = core_mW_59;
      end
      6'b111100 : begin
        _zz_core_rs_b = core_mS_60;
        _zz_core_rs_x = core_aSx_60;
        _zz_core_rs_wx = core_aSw_60;
        _zz_core_rs_wab = core_mW_60;
      end
      6'b111101 : begin
        _zz_core_rs_b = core_mS_61;
        _zz_core_rs_x = core_aSx_61;
        _zz_core_rs_wx = core_aSw_61;
        _zz_core_rs_wab = core_mW_61;
      end
      6'b111110 : begin
        _zz_core_rs_b = core_mS_62;
        _zz_core_rs_x = core_aSx_62;
        _zz_core_rs_wx = core_aSw_62;
        _zz_core_rs_wab = core_mW_62;
      end
      default : begin
        _zz_core_rs_b = core_mS_63;
        _zz_core_rs_x = core_aSx_63;
        _zz_core_rs_wx = core_aSw_63;
        _zz_core_rs_wab = core_mW_63;
      end
    endcase
  end

  always @(*) begin
    case(core_rs_b)
      6'b000000 : begin
        _zz_core_rs_y = core_aDy_0;
        _zz_core_rs_wy = core_aDw_0;
      end
      6'b000001 : begin
        _zz_core_rs_y = core_aDy_1;
        _zz_core_rs_wy = core_aDw_1;
      end
      6'b000010 : begin
        _zz_core_rs_y = core_aDy_2;
        _zz_core_rs_wy = core_aDw_2;
      end
      6'b000011 : begin
        _zz_core_rs_y = core_aDy_3;
        _zz_core_rs_wy = core_aDw_3;
      end
      6'b000100 : begin
        _zz_core_rs_y = core_aDy_4;
        _zz_core_rs_wy = core_aDw_4;
      end
      6'b000101 : begin
        _zz_core_rs_y = core_aDy_5;
        _zz_core_rs_wy = core_aDw_5;
      end
      6'b000110 : begin
        _zz_core_rs_y = core_aDy_6;
        _zz_core_rs_wy = core_aDw_6;
      end
      6'b000111 : begin
        _zz_core_rs_y = core_aDy_7;
        _zz_core_rs_wy = core_aDw_7;
      end
      6'b001000 : begin
        _zz_core_rs_y = core_aDy_8;
        _zz_core_rs_wy = core_aDw_8;
      end
      6'b001001 : begin
        _zz_core_rs_y = core_aDy_9;
        _zz_core_rs_wy = core_aDw_9;
      end
      6'b001010 : begin
        _zz_core_rs_y = core_aDy_10;
        _zz_core_rs_wy = core_aDw_10;
      end
      6'b001011 : begin
        _zz_core_rs_y = core_aDy_11;
        _zz_core_rs_wy = core_aDw_11;
      end
      6'b001100 : begin
        _zz_core_rs_y = core_aDy_12;
        _zz_core_rs_wy = core_aDw_12;
      end
      6'b001101 : begin
        _zz_core_rs_y = core_aDy_13;
        _zz_core_rs_wy = core_aDw_13;
      end
      6'b001110 : begin
        _zz_core_rs_y = core_aDy_14;
        _zz_core_rs_wy = core_aDw_14;
      end
      6'b001111 : begin
        _zz_core_rs_y = core_aDy_15;
        _zz_core_rs_wy = core_aDw_15;
      end
      6'b010000 : begin
        _zz_core_rs_y = core_aDy_16;
        _zz_core_rs_wy = core_aDw_16;
      end
      6'b010001 : begin
        _zz_core_rs_y = core_aDy_17;
        _zz_core_rs_wy = core_aDw_17;
      end
      6'b010010 : begin
        _zz_core_rs_y = core_aDy_18;
        _zz_core_rs_wy = core_aDw_18;
      end
      6'b010011 : begin
        _zz_core_rs_y = core_aDy_19;
        _zz_core_rs_wy = core_aDw_19;
      end
      6'b010100 : begin
        _zz_core_rs_y = core_aDy_20;
        _zz_core_rs_wy = core_aDw_20;
      end
      6'b010101 : begin
        _zz_core_rs_y = core_aDy_21;
        _zz_core_rs_wy = core_aDw_21;
      end
      6'b010110 : begin
        _zz_core_rs_y = core_aDy_22;
        _zz_core_rs_wy = core_aDw_22;
      end
      6'b010111 : begin
        _zz_core_rs_y = core_aDy_23;
        _zz_core_rs_wy = core_aDw_23;
      end
      6'b011000 : begin
        _zz_core_rs_y = core_aDy_24;
        _zz_core_rs_wy = core_aDw_24;
      end
      6'b011001 : begin
        _zz_core_rs_y = core_aDy_25;
        _zz_core_rs_wy = core_aDw_25;
      end
      6'b011010 : begin
        _zz_core_rs_y = core_aDy_26;
        _zz_core_rs_wy = core_aDw_26;
      end
      6'b011011 : begin
        _zz_core_rs_y = core_aDy_27;
        _zz_core_rs_wy = core_aDw_27;
      end
      6'b011100 : begin
        _zz_core_rs_y = core_aDy_28;
        _zz_core_rs_wy = core_aDw_28;
      end
      6'b011101 : begin
        _zz_core_rs_y = core_aDy_29;
        _zz_core_rs_wy = core_aDw_29;
      end
      6'b011110 : begin
        _zz_core_rs_y = core_aDy_30;
        _zz_core_rs_wy = core_aDw_30;
      end
      6'b011111 : begin
        _zz_core_rs_y = core_aDy_31;
        _zz_core_rs_wy = core_aDw_31;
      end
      6'b100000 : begin
        _zz_core_rs_y = core_aDy_32;
        _zz_core_rs_wy = core_aDw_32;
      end
      6'b100001 : begin
        _zz_core_rs_y = core_aDy_33;
        _zz_core_rs_wy = core_aDw_33;
      end
      6'b100010 : begin
        _zz_core_rs_y = core_aDy_34;
        _zz_core_rs_wy = core_aDw_34;
      end
      6'b100011 : begin
        _zz_core_rs_y = core_aDy_35;
        _zz_core_rs_wy = core_aDw_35;
      end
      6'b100100 : begin
        _zz_core_rs_y = core_aDy_36;
        _zz_core_rs_wy = core_aDw_36;
      end
      6'b100101 : begin
        _zz_core_rs_y = core_aDy_37;
        _zz_core_rs_wy = core_aDw_37;
      end
      6'b100110 : begin
        _zz_core_rs_y = core_aDy_38;
        _zz_core_rs_wy = core_aDw_38;
      end
      6'b100111 : begin
        _zz_core_rs_y = core_aDy_39;
        _zz_core_rs_wy = core_aDw_39;
      end
      6'b101000 : begin
        _zz_core_rs_y = core_aDy_40;
        _zz_core_rs_wy = core_aDw_40;
      end
      6'b101001 : begin
        _zz_core_rs_y = core_aDy_41;
        _zz_core_rs_wy = core_aDw_41;
      end
      6'b101010 : begin
        _zz_core_rs_y = core_aDy_42;
        _zz_core_rs_wy = core_aDw_42;
      end
      6'b101011 : begin
        _zz_core_rs_y = core_aDy_43;
        _zz_core_rs_wy = core_aDw_43;
      end
      6'b101100 : begin
        _zz_core_rs_y = core_aDy_44;
        _zz_core_rs_wy = core_aDw_44;
      end
      6'b101101 : begin
        _zz_core_rs_y = core_aDy_45;
        _zz_core_rs_wy = core_aDw_45;
      end
      6'b101110 : begin
        _zz_core_rs_y = core_aDy_46;
        _zz_core_rs_wy = core_aDw_46;
      end
      6'b101111 : begin
        _zz_core_rs_y = core_aDy_47;
        _zz_core_rs_wy = core_aDw_47;
      end
      6'b110000 : begin
        _zz_core_rs_y = core_aDy_48;
        _zz_core_rs_wy = core_aDw_48;
      end
      6'b110001 : begin
        _zz_core_rs_y = core_aDy_49;
        _zz_core_rs_wy = core_aDw_49;
      end
      6'b110010 : begin
        _zz_core_rs_y = core_aDy_50;
        _zz_core_rs_wy = core_aDw_50;
      end
      6'b110011 : begin
        _zz_core_rs_y = core_aDy_51;
        _zz_core_rs_wy = core_aDw_51;
      end
      6'b110100 : begin
        _zz_core_rs_y = core_aDy_52;
        _zz_core_rs_wy = core_aDw_52;
      end
      6'b110101 : begin
        _zz_core_rs_y = core_aDy_53;
        _zz_core_rs_wy = core_aDw_53;
      end
      6'b110110 : begin
        _zz_core_rs_y = core_aDy_54;
        _zz_core_rs_wy = core_aDw_54;
      end
      6'b110111 : begin
        _zz_core_rs_y = core_aDy_55;
        _zz_core_rs_wy = core_aDw_55;
      end
      6'b111000 : begin
        _zz_core_rs_y = core_aDy_56;
        _zz_core_rs_wy = core_aDw_56;
      end
      6'b111001 : begin
        _zz_core_rs_y = core_aDy_57;
        _zz_core_rs_wy = core_aDw_57;
      end
      6'b111010 : begin
        _zz_core_rs_y = core_aDy_58;
        _zz_core_rs_wy = core_aDw_58;
      end
      6'b111011 : begin
        _zz_core_rs_y = core_aDy_59;
        _zz_core_rs_wy = core_aDw_59;
      end
      6'b111100 : begin
        _zz_core_rs_y = core_aDy_60;
        _zz_core_rs_wy = core_aDw_60;
      end
      6'b111101 : begin
        _zz_core_rs_y = core_aDy_61;
        _zz_core_rs_wy = core_aDw_61;
      end
      6'b111110 : begin
        _zz_core_rs_y = core_aDy_62;
        _zz_core_rs_wy = core_aDw_62;
      end
      default : begin
        _zz_core_rs_y = core_aDy_63;
        _zz_core_rs_wy = core_aDw_63;
      end
    endcase
  end

  always @(*) begin
    case(res_idx)
      6'b000000 : begin
        _zz_core_resD = core_mS_0;
        _zz_core_resW = core_mW_0;
      end
      6'b000001 : begin
        _zz_core_resD = core_mS_1;
        _zz_core_resW = core_mW_1;
      end
      6'b000010 : begin
        _zz_core_resD = core_mS_2;
        _zz_core_resW = core_mW_2;
      end
      6'b000011 : begin
        _zz_core_resD = core_mS_3;
        _zz_core_resW = core_mW_3;
      end
      6'b000100 : begin
        _zz_core_resD = core_mS_4;
        _zz_core_resW = core_mW_4;
      end
      6'b000101 : begin
        _zz_core_resD = core_mS_5;
        _zz_core_resW = core_mW_5;
      end
      6'b000110 : begin
        _zz_core_resD = core_mS_6;
        _zz_core_resW = core_mW_6;
      end
      6'b000111 : begin
        _zz_core_resD = core_mS_7;
        _zz_core_resW = core_mW_7;
      end
      6'b001000 : begin
        _zz_core_resD = core_mS_8;
        _zz_core_resW = core_mW_8;
      end
      6'b001001 : begin
        _zz_core_resD = core_mS_9;
        _zz_core_resW = core_mW_9;
      end
      6'b001010 : begin
        _zz_core_resD = core_mS_10;
        _zz_core_resW = core_mW_10;
      end
      6'b001011 : begin
        _zz_core_resD = core_mS_11;
        _zz_core_resW = core_mW_11;
      end
      6'b001100 : begin
        _zz_core_resD = core_mS_12;
        _zz_core_resW = core_mW_12;
      end
      6'b001101 : begin
        _zz_core_resD = core_mS_13;
        _zz_core_resW = core_mW_13;
      end
      6'b001110 : begin
        _zz_core_resD = core_mS_14;
        _zz_core_resW = core_mW_14;
      end
      6'b001111 : begin
        _zz_core_resD = core_mS_15;
        _zz_core_resW = core_mW_15;
      end
      6'b010000 : begin
        _zz_core_resD = core_mS_16;
        _zz_core_resW = core_mW_16;
      end
      6'b010001 : begin
        _zz_core_resD = core_mS_17;
        _zz_core_resW = core_mW_17;
      end
      6'b010010 : begin
        _zz_core_resD = core_mS_18;
        _zz_core_resW = core_mW_18;
      end
      6'b010011 : begin
        _zz_core_resD = core_mS_19;
        _zz_core_resW = core_mW_19;
      end
      6'b010100 : begin
        _zz_core_resD = core_mS_20;
        _zz_core_resW = core_mW_20;
      end
      6'b010101 : begin
        _zz_core_resD = core_mS_21;
        _zz_core_resW = core_mW_21;
      end
      6'b010110 : begin
        _zz_core_resD = core_mS_22;
        _zz_core_resW = core_mW_22;
      end
      6'b010111 : begin
        _zz_core_resD = core_mS_23;
        _zz_core_resW = core_mW_23;
      end
      6'b011000 : begin
        _zz_core_resD = core_mS_24;
        _zz_core_resW = core_mW_24;
      end
      6'b011001 : begin
        _zz_core_resD = core_mS_25;
        _zz_core_resW = core_mW_25;
      end
      6'b011010 : begin
        _zz_core_resD = core_mS_26;
        _zz_core_resW = core_mW_26;
      end
      6'b011011 : begin
        _zz_core_resD = core_mS_27;
        _zz_core_resW = core_mW_27;
      end
      6'b011100 : begin
        _zz_core_resD = core_mS_28;
        _zz_core_resW = core_mW_28;
      end
      6'b011101 : begin
        _zz_core_resD = core_mS_29;
        _zz_core_resW = core_mW_29;
      end
      6'b011110 : begin
        _zz_core_resD = core_mS_30;
        _zz_core_resW = core_mW_30;
      end
      6'b011111 : begin
        _zz_core_resD = core_mS_31;
        _zz_core_resW = core_mW_31;
      end
      6'b100000 : begin
        _zz_core_resD = core_mS_32;
        _zz_core_resW = core_mW_32;
      end
      6'b100001 : begin
        _zz_core_resD = core_mS_33;
        _zz_core_resW = core_mW_33;
      end
      6'b100010 : begin
        _zz_core_resD = core_mS_34;
        _zz_core_resW = core_mW_34;
      end
      6'b100011 : begin
        _zz_core_resD = core_mS_35;
        _zz_core_resW = core_mW_35;
      end
      6'b100100 : begin
        _zz_core_resD = core_mS_36;
        _zz_core_resW = core_mW_36;
      end
      6'b100101 : begin
        _zz_core_resD = core_mS_37;
        _zz_core_resW = core_mW_37;
      end
      6'b100110 : begin
        _zz_core_resD = core_mS_38;
        _zz_core_resW = core_mW_38;
      end
      6'b100111 : begin
        _zz_core_resD = core_mS_39;
        _zz_core_resW = core_mW_39;
      end
      6'b101000 : begin
        _zz_core_resD = core_mS_40;
        _zz_core_resW = core_mW_40;
      end
      6'b101001 : begin
        _zz_core_resD = core_mS_41;
        _zz_core_resW = core_mW_41;
      end
      6'b101010 : begin
        _zz_core_resD = core_mS_42;
        _zz_core_resW = core_mW_42;
      end
      6'b101011 : begin
        _zz_core_resD = core_mS_43;
        _zz_core_resW = core_mW_43;
      end
      6'b101100 : begin
        _zz_core_resD = core_mS_44;
        _zz_core_resW = core_mW_44;
      end
      6'b101101 : begin
        _zz_core_resD = core_mS_45;
        _zz_core_resW = core_mW_45;
      end
      6'b101110 : begin
        _zz_core_resD = core_mS_46;
        _zz_core_resW = core_mW_46;
      end
      6'b101111 : begin
        _zz_core_resD = core_mS_47;
        _zz_core_resW = core_mW_47;
      end
      6'b110000 : begin
        _zz_core_resD = core_mS_48;
        _zz_core_resW = core_mW_48;
      end
      6'b110001 : begin
        _zz_core_resD = core_mS_49;
        _zz_core_resW = core_mW_49;
      end
      6'b110010 : begin
        _zz_core_resD = core_mS_50;
        _zz_core_resW = core_mW_50;
      end
      6'b110011 : begin
        _zz_core_resD = core_mS_51;
        _zz_core_resW = core_mW_51;
      end
      6'b110100 : begin
        _zz_core_resD = core_mS_52;
        _zz_core_resW = core_mW_52;
      end
      6'b110101 : begin
        _zz_core_resD = core_mS_53;
        _zz_core_resW = core_mW_53;
      end
      6'b110110 : begin
        _zz_core_resD = core_mS_54;
        _zz_core_resW = core_mW_54;
      end
      6'b110111 : begin
        _zz_core_resD = core_mS_55;
        _zz_core_resW = core_mW_55;
      end
      6'b111000 : begin
        _zz_core_resD = core_mS_56;
        _zz_core_resW = core_mW_56;
      end
      6'b111001 : begin
        _zz_core_resD = core_mS_57;
        _zz_core_resW = core_mW_57;
      end
      6'b111010 : begin
        _zz_core_resD = core_mS_58;
        _zz_core_resW = core_mW_58;
      end
      6'b111011 : begin
        _zz_core_resD = core_mS_59;
        _zz_core_resW = core_mW_59;
      end
      6'b111100 : begin
        _zz_core_resD = core_mS_60;
        _zz_core_resW = core_mW_60;
      end
      6'b111101 : begin
        _zz_core_resD = core_mS_61;
        _zz_core_resW = core_mW_61;
      end
      6'b111110 : begin
        _zz_core_resD = core_mS_62;
        _zz_core_resW = core_mW_62;
      end
      default : begin
        _zz_core_resD = core_mS_63;
        _zz_core_resW = core_mW_63;
      end
    endcase
  end

  `ifndef SYNTHESIS
  always @(*) begin
    case(core_ph)
      Ph_idle : core_ph_string = "idle   ";
      Ph_greedy : core_ph_string = "greedy ";
      Ph_aug : core_ph_string = "aug    ";
      Ph_resolve : core_ph_string = "resolve";
      default : core_ph_string = "???????";
    endcase
  end
  `endif

  assign core_sumMax = 16'hffff;
  assign core_none_v = 1'b0;
  assign core_none_src = 6'h0;
  assign core_none_dst = 6'h0;
  assign core_none_sum = 16'h0;
  assign upd_ready = ((((core_op == 2'b00) && (core_ph == Ph_idle)) && (! core_startPend)) && (! start));
  assign when_LpMepcEngine_l137 = (upd_valid && upd_ready);
  assign when_LpMepcEngine_l143 = (core_op == 2'b01);
  assign _zz_core_hit = ((core_tab_0_v && (core_tab_0_src == core_opSrc)) && (core_tab_0_dst == core_opDst));
  assign _zz_core_hit_1 = ((core_tab_1_v && (core_tab_1_src == core_opSrc)) && (core_tab_1_dst == core_opDst));
  assign _zz_core_hit_2 = ((core_tab_2_v && (core_tab_2_src == core_opSrc)) && (core_tab_2_dst == core_opDst));
  assign _zz_core_hit_3 = ((core_tab_3_v && (core_tab_3_src == core_opSrc)) && (core_tab_3_dst == core_opDst));
  assign _zz_core_hit_4 = ((core_tab_4_v && (core_tab_4_src == core_opSrc)) && (core_tab_4_dst == core_opDst));
  assign _zz_core_hit_5 = ((core_tab_5_v && (core_tab_5_src == core_opSrc)) && (core_tab_5_dst == core_opDst));
  assign _zz_core_hit_6 = ((core_tab_6_v && (core_tab_6_src == core_opSrc)) && (core_tab_6_dst == core_opDst));
  assign _zz_core_hit_7 = ((core_tab_7_v && (core_tab_7_src == core_opSrc)) && (core_tab_7_dst == core_opDst));
  assign _zz_core_hit_8 = ((core_tab_8_v && (core_tab_8_src == core_opSrc)) && (core_tab_8_dst == core_opDst));
  assign _zz_core_hit_9 = ((core_tab_9_v && (core_tab_9_src == core_opSrc)) && (core_tab_9_dst == core_opDst));
  assign _zz_core_hit_10 = ((core_tab_10_v && (core_tab_10_src == core_opSrc)) && (core_tab_10_dst == core_opDst));
  assign _zz_core_hit_11 = ((core_tab_11_v && (core_tab_11_src == core_opSrc)) && (core_tab_11_dst == core_opDst));
  assign _zz_core_hit_12 = ((core_tab_12_v && (core_tab_12_src == core_opSrc)) && (core_tab_12_dst == core_opDst));
  assign _zz_core_hit_13 = ((core_tab_13_v && (core_tab_13_src == core_opSrc)) && (core_tab_13_dst == core_opDst));
  assign _zz_core_hit_14 = ((core_tab_14_v && (core_tab_14_src == core_opSrc)) && (core_tab_14_dst == core_opDst));
  assign _zz_core_hit_15 = ((core_tab_15_v && (core_tab_15_src == core_opSrc)) && (core_tab_15_dst == core_opDst));
  assign _zz_core_hit_16 = ((core_tab_16_v && (core_tab_16_src == core_opSrc)) && (core_tab_16_dst == core_opDst));
  assign _zz_core_hit_17 = ((core_tab_17_v && (core_tab_17_src == core_opSrc)) && (core_tab_17_dst == core_opDst));
  assign _zz_core_hit_18 = ((core_tab_18_v && (core_tab_18_src == core_opSrc)) && (core_tab_18_dst == core_opDst));
  assign _zz_core_hit_19 = ((core_tab_19_v && (core_tab_19_src == core_opSrc)) && (core_tab_19_dst == core_opDst));
  assign _zz_core_hit_20 = ((core_tab_20_v && (core_tab_20_src == core_opSrc)) && (core_tab_20_dst == core_opDst));
  assign _zz_core_hit_21 = ((core_tab_21_v && (core_tab_21_src == core_opSrc)) && (core_tab_21_dst == core_opDst));
  assign _zz_core_hit_22 = ((core_tab_22_v && (core_tab_22_src == core_opSrc)) && (core_tab_22_dst == core_opDst));
  assign _zz_core_hit_23 = ((core_tab_23_v && (core_tab_23_src == core_opSrc)) && (core_tab_23_dst == core_opDst));
  assign _zz_core_hit_24 = ((core_tab_24_v && (core_tab_24_src == core_opSrc)) && (core_tab_24_dst == core_opDst));
  assign _zz_core_hit_25 = ((core_tab_25_v && (core_tab_25_src == core_opSrc)) && (core_tab_25_dst == core_opDst));
  assign _zz_core_hit_26 = ((core_tab_26_v && (core_tab_26_src == core_opSrc)) && (core_tab_26_dst == core_opDst));
  assign _zz_core_hit_27 = ((core_tab_27_v && (core_tab_27_src == core_opSrc)) && (core_tab_27_dst == core_opDst));
  assign _zz_core_hit_28 = ((core_tab_28_v && (core_tab_28_src == core_opSrc)) && (core_tab_28_dst == core_opDst));
  assign _zz_core_hit_29 = ((core_tab_29_v && (core_tab_29_src == core_opSrc)) && (core_tab_29_dst == core_opDst));
  assign _zz_core_hit_30 = ((core_tab_30_v && (core_tab_30_src == core_opSrc)) && (core_tab_30_dst == core_opDst));
  assign _zz_core_hit_31 = ((core_tab_31_v && (core_tab_31_src == core_opSrc)) && (core_tab_31_dst == core_opDst));
  assign _zz_core_hit_32 = ((core_tab_32_v && (core_tab_32_src == core_opSrc)) && (core_tab_32_dst == core_opDst));
  assign _zz_core_hit_33 = ((core_tab_33_v && (core_tab_33_src == core_opSrc)) && (core_tab_33_dst == core_opDst));
  assign _zz_core_hit_34 = ((core_tab_34_v && (core_tab_34_src == core_opSrc)) && (core_tab_34_dst == core_opDst));
  assign _zz_core_hit_35 = ((core_tab_35_v && (core_tab_35_src == core_opSrc)) && (core_tab_35_dst == core_opDst));
  assign _zz_core_hit_36 = ((core_tab_36_v && (core_tab_36_src == core_opSrc)) && (core_tab_36_dst == core_opDst));
  assign _zz_core_hit_37 = ((core_tab_37_v && (core_tab_37_src == core_opSrc)) && (core_tab_37_dst == core_opDst));
  assign _zz_core_hit_38 = ((core_tab_38_v && (core_tab_38_src == core_opSrc)) && (core_tab_38_dst == core_opDst));
  assign _zz_core_hit_39 = ((core_tab_39_v && (core_tab_39_src == core_opSrc)) && (core_tab_39_dst == core_opDst));
  assign _zz_core_hit_40 = ((core_tab_40_v && (core_tab_40_src == core_opSrc)) && (core_tab_40_dst == core_opDst));
  assign _zz_core_hit_41 = ((core_tab_41_v && (core_tab_41_src == core_opSrc)) && (core_tab_41_dst == core_opDst));
  assign _zz_core_hit_42 = ((core_tab_42_v && (core_tab_42_src == core_opSrc)) && (core_tab_42_dst == core_opDst));
  assign _zz_core_hit_43 = ((core_tab_43_v && (core_tab_43_src == core_opSrc)) && (core_tab_43_dst == core_opDst));
  assign _zz_core_hit_44 = ((core_tab_44_v && (core_tab_44_src == core_opSrc)) && (core_tab_44_dst == core_opDst));
  assign _zz_core_hit_45 = ((core_tab_45_v && (core_tab_45_src == core_opSrc)) && (core_tab_45_dst == core_opDst));
  assign _zz_core_hit_46 = ((core_tab_46_v && (core_tab_46_src == core_opSrc)) && (core_tab_46_dst == core_opDst));
  assign _zz_core_hit_47 = ((core_tab_47_v && (core_tab_47_src == core_opSrc)) && (core_tab_47_dst == core_opDst));
  assign _zz_core_hit_48 = ((core_tab_48_v && (core_tab_48_src == core_opSrc)) && (core_tab_48_dst == core_opDst));
  assign _zz_core_hit_49 = ((core_tab_49_v && (core_tab_49_src == core_opSrc)) && (core_tab_49_dst == core_opDst));
  assign _zz_core_hit_50 = ((core_tab_50_v && (core_tab_50_src == core_opSrc)) && (core_tab_50_dst == core_opDst));
  assign _zz_core_hit_51 = ((core_tab_51_v && (core_tab_51_src == core_opSrc)) && (core_tab_51_dst == core_opDst));
  assign _zz_core_hit_52 = ((core_tab_52_v && (core_tab_52_src == core_opSrc)) && (core_tab_52_dst == core_opDst));
  assign _zz_core_hit_53 = ((core_tab_53_v && (core_tab_53_src == core_opSrc)) && (core_tab_53_dst == core_opDst));
  assign _zz_core_hit_54 = ((core_tab_54_v && (core_tab_54_src == core_opSrc)) && (core_tab_54_dst == core_opDst));
  assign _zz_core_hit_55 = ((core_tab_55_v && (core_tab_55_src == core_opSrc)) && (core_tab_55_dst == core_opDst));
  assign _zz_core_hit_56 = ((core_tab_56_v && (core_tab_56_src == core_opSrc)) && (core_tab_56_dst == core_opDst));
  assign _zz_core_hit_57 = ((core_tab_57_v && (core_tab_57_src == core_opSrc)) && (core_tab_57_dst == core_opDst));
  assign _zz_core_hit_58 = ((core_tab_58_v && (core_tab_58_src == core_opSrc)) && (core_tab_58_dst == core_opDst));
  assign _zz_core_hit_59 = ((core_tab_59_v && (core_tab_59_src == core_opSrc)) && (core_tab_59_dst == core_opDst));
  assign _zz_core_hit_60 = ((core_tab_60_v && (core_tab_60_src == core_opSrc)) && (core_tab_60_dst == core_opDst));
  assign _zz_core_hit_61 = ((core_tab_61_v && (core_tab_61_src == core_opSrc)) && (core_tab_61_dst == core_opDst));
  assign _zz_core_hit_62 = ((core_tab_62_v && (core_tab_62_src == core_opSrc)) && (core_tab_62_dst == core_opDst));
  assign _zz_core_hit_63 = ((core_tab_63_v && (core_tab_63_src == core_opSrc)) && (core_tab_63_dst == core_opDst));
  assign _zz_core_hit_64 = ((core_tab_64_v && (core_tab_64_src == core_opSrc)) && (core_tab_64_dst == core_opDst));
  assign _zz_core_hit_65 = ((core_tab_65_v && (core_tab_65_src == core_opSrc)) && (core_tab_65_dst == core_opDst));
  assign _zz_core_hit_66 = ((core_tab_66_v && (core_tab_66_src == core_opSrc)) && (core_tab_66_dst == core_opDst));
  assign _zz_core_hit_67 = ((core_tab_67_v && (core_tab_67_src == core_opSrc)) && (core_tab_67_dst == core_opDst));
  assign _zz_core_hit_68 = ((core_tab_68_v && (core_tab_68_src == core_opSrc)) && (core_tab_68_dst == core_opDst));
  assign _zz_core_hit_69 = ((core_tab_69_v && (core_tab_69_src == core_opSrc)) && (core_tab_69_dst == core_opDst));
  assign _zz_core_hit_70 = ((core_tab_70_v && (core_tab_70_src == core_opSrc)) && (core_tab_70_dst == core_opDst));
  assign _zz_core_hit_71 = ((core_tab_71_v && (core_tab_71_src == core_opSrc)) && (core_tab_71_dst == core_opDst));
  assign _zz_core_hit_72 = ((core_tab_72_v && (core_tab_72_src == core_opSrc)) && (core_tab_72_dst == core_opDst));
  assign _zz_core_hit_73 = ((core_tab_73_v && (core_tab_73_src == core_opSrc)) && (core_tab_73_dst == core_opDst));
  assign _zz_core_hit_74 = ((core_tab_74_v && (core_tab_74_src == core_opSrc)) && (core_tab_74_dst == core_opDst));
  assign _zz_core_hit_75 = ((core_tab_75_v && (core_tab_75_src == core_opSrc)) && (core_tab_75_dst == core_opDst));
  assign _zz_core_hit_76 = ((core_tab_76_v && (core_tab_76_src == core_opSrc)) && (core_tab_76_dst == core_opDst));
  assign _zz_core_hit_77 = ((core_tab_77_v && (core_tab_77_src == core_opSrc)) && (core_tab_77_dst == core_opDst));
  assign _zz_core_hit_78 = ((core_tab_78_v && (core_tab_78_src == core_opSrc)) && (core_tab_78_dst == core_opDst));
  assign _zz_core_hit_79 = ((core_tab_79_v && (core_tab_79_src == core_opSrc)) && (core_tab_79_dst == core_opDst));
  assign _zz_core_hit_80 = ((core_tab_80_v && (core_tab_80_src == core_opSrc)) && (core_tab_80_dst == core_opDst));
  assign _zz_core_hit_81 = ((core_tab_81_v && (core_tab_81_src == core_opSrc)) && (core_tab_81_dst == core_opDst));
  assign _zz_core_hit_82 = ((core_tab_82_v && (core_tab_82_src == core_opSrc)) && (core_tab_82_dst == core_opDst));
  assign _zz_core_hit_83 = ((core_tab_83_v && (core_tab_83_src == core_opSrc)) && (core_tab_83_dst == core_opDst));
  assign _zz_core_hit_84 = ((core_tab_84_v && (core_tab_84_src == core_opSrc)) && (core_tab_84_dst == core_opDst));
  assign _zz_core_hit_85 = ((core_tab_85_v && (core_tab_85_src == core_opSrc)) && (core_tab_85_dst == core_opDst));
  assign _zz_core_hit_86 = ((core_tab_86_v && (core_tab_86_src == core_opSrc)) && (core_tab_86_dst == core_opDst));
  assign _zz_core_hit_87 = ((core_tab_87_v && (core_tab_87_src == core_opSrc)) && (core_tab_87_dst == core_opDst));
  assign _zz_core_hit_88 = ((core_tab_88_v && (core_tab_88_src == core_opSrc)) && (core_tab_88_dst == core_opDst));
  assign _zz_core_hit_89 = ((core_tab_89_v && (core_tab_89_src == core_opSrc)) && (core_tab_89_dst == core_opDst));
  assign _zz_core_hit_90 = ((core_tab_90_v && (core_tab_90_src == core_opSrc)) && (core_tab_90_dst == core_opDst));
  assign _zz_core_hit_91 = ((core_tab_91_v && (core_tab_91_src == core_opSrc)) && (core_tab_91_dst == core_opDst));
  assign _zz_core_hit_92 = ((core_tab_92_v && (core_tab_92_src == core_opSrc)) && (core_tab_92_dst == core_opDst));
  assign _zz_core_hit_93 = ((core_tab_93_v && (core_tab_93_src == core_opSrc)) && (core_tab_93_dst == core_opDst));
  assign _zz_core_hit_94 = ((core_tab_94_v && (core_tab_94_src == core_opSrc)) && (core_tab_94_dst == core_opDst));
  assign _zz_core_hit_95 = ((core_tab_95_v && (core_tab_95_src == core_opSrc)) && (core_tab_95_dst == core_opDst));
  assign _zz_core_hit_96 = ((core_tab_96_v && (core_tab_96_src == core_opSrc)) && (core_tab_96_dst == core_opDst));
  assign _zz_core_hit_97 = ((core_tab_97_v && (core_tab_97_src == core_opSrc)) && (core_tab_97_dst == core_opDst));
  assign _zz_core_hit_98 = ((core_tab_98_v && (core_tab_98_src == core_opSrc)) && (core_tab_98_dst == core_opDst));
  assign _zz_core_hit_99 = ((core_tab_99_v && (core_tab_99_src == core_opSrc)) && (core_tab_99_dst == core_opDst));
  assign _zz_core_hit_100 = ((core_tab_100_v && (core_tab_100_src == core_opSrc)) && (core_tab_100_dst == core_opDst));
  assign _zz_core_hit_101 = ((core_tab_101_v && (core_tab_101_src == core_opSrc)) && (core_tab_101_dst == core_opDst));
  assign _zz_core_hit_102 = ((core_tab_102_v && (core_tab_102_src == core_opSrc)) && (core_tab_102_dst == core_opDst));
  assign _zz_core_hit_103 = ((core_tab_103_v && (core_tab_103_src == core_opSrc)) && (core_tab_103_dst == core_opDst));
  assign _zz_core_hit_104 = ((core_tab_104_v && (core_tab_104_src == core_opSrc)) && (core_tab_104_dst == core_opDst));
  assign _zz_core_hit_105 = ((core_tab_105_v && (core_tab_105_src == core_opSrc)) && (core_tab_105_dst == core_opDst));
  assign _zz_core_hit_106 = ((core_tab_106_v && (core_tab_106_src == core_opSrc)) && (core_tab_106_dst == core_opDst));
  assign _zz_core_hit_107 = ((core_tab_107_v && (core_tab_107_src == core_opSrc)) && (core_tab_107_dst == core_opDst));
  assign _zz_core_hit_108 = ((core_tab_108_v && (core_tab_108_src == core_opSrc)) && (core_tab_108_dst == core_opDst));
  assign _zz_core_hit_109 = ((core_tab_109_v && (core_tab_109_src == core_opSrc)) && (core_tab_109_dst == core_opDst));
  assign _zz_core_hit_110 = ((core_tab_110_v && (core_tab_110_src == core_opSrc)) && (core_tab_110_dst == core_opDst));
  assign _zz_core_hit_111 = ((core_tab_111_v && (core_tab_111_src == core_opSrc)) && (core_tab_111_dst == core_opDst));
  assign _zz_core_hit_112 = ((core_tab_112_v && (core_tab_112_src == core_opSrc)) && (core_tab_112_dst == core_opDst));
  assign _zz_core_hit_113 = ((core_tab_113_v && (core_tab_113_src == core_opSrc)) && (core_tab_113_dst == core_opDst));
  assign _zz_core_hit_114 = ((core_tab_114_v && (core_tab_114_src == core_opSrc)) && (core_tab_114_dst == core_opDst));
  assign _zz_core_hit_115 = ((core_tab_115_v && (core_tab_115_src == core_opSrc)) && (core_tab_115_dst == core_opDst));
  assign _zz_core_hit_116 = ((core_tab_116_v && (core_tab_116_src == core_opSrc)) && (core_tab_116_dst == core_opDst));
  assign _zz_core_hit_117 = ((core_tab_117_v && (core_tab_117_src == core_opSrc)) && (core_tab_117_dst == core_opDst));
  assign _zz_core_hit_118 = ((core_tab_118_v && (core_tab_118_src == core_opSrc)) && (core_tab_118_dst == core_opDst));
  assign _zz_core_hit_119 = ((core_tab_119_v && (core_tab_119_src == core_opSrc)) && (core_tab_119_dst == core_opDst));
  assign _zz_core_hit_120 = ((core_tab_120_v && (core_tab_120_src == core_opSrc)) && (core_tab_120_dst == core_opDst));
  assign _zz_core_hit_121 = ((core_tab_121_v && (core_tab_121_src == core_opSrc)) && (core_tab_121_dst == core_opDst));
  assign _zz_core_hit_122 = ((core_tab_122_v && (core_tab_122_src == core_opSrc)) && (core_tab_122_dst == core_opDst));
  assign _zz_core_hit_123 = ((core_tab_123_v && (core_tab_123_src == core_opSrc)) && (core_tab_123_dst == core_opDst));
  assign _zz_core_hit_124 = ((core_tab_124_v && (core_tab_124_src == core_opSrc)) && (core_tab_124_dst == core_opDst));
  assign _zz_core_hit_125 = ((core_tab_125_v && (core_tab_125_src == core_opSrc)) && (core_tab_125_dst == core_opDst));
  assign _zz_core_hit_126 = ((core_tab_126_v && (core_tab_126_src == core_opSrc)) && (core_tab_126_dst == core_opDst));
  assign _zz_core_hit_127 = ((core_tab_127_v && (core_tab_127_src == core_opSrc)) && (core_tab_127_dst == core_opDst));
  assign core_wr_hitAny = (|core_hit);
  assign core_wr_newRaw = ($signed(_zz_core_wr_newRaw) + $signed(_zz_core_wr_newRaw_3));
  assign core_wr_newPos = ($signed(18'h0) < $signed(core_wr_newRaw));
  assign core_wr_newSat = ($signed(_zz_core_wr_newSat) < $signed(core_wr_newRaw));
  assign core_wr_newSum = (core_wr_newSat ? core_sumMax : _zz_core_wr_newSum);
  assign core_wr_ins = (core_wr_newPos && (core_wr_hitAny || (! core_tab_127_v)));
  assign core_wr_change = (core_wr_hitAny || core_wr_ins);
  assign core_wr_ent_v = 1'b1;
  assign core_wr_ent_src = core_opSrc;
  assign core_wr_ent_dst = core_opDst;
  assign core_wr_ent_sum = core_wr_newSum;
  assign core_wr_sfx_127 = 1'b0;
  assign core_wr_sfx_126 = (core_wr_sfx_127 || core_hit[127]);
  assign core_wr_sfx_125 = (core_wr_sfx_126 || core_hit[126]);
  assign core_wr_sfx_124 = (core_wr_sfx_125 || core_hit[125]);
  assign core_wr_sfx_123 = (core_wr_sfx_124 || core_hit[124]);
  assign core_wr_sfx_122 = (core_wr_sfx_123 || core_hit[123]);
  assign core_wr_sfx_121 = (core_wr_sfx_122 || core_hit[122]);
  assign core_wr_sfx_120 = (core_wr_sfx_121 || core_hit[121]);
  assign core_wr_sfx_119 = (core_wr_sfx_120 || core_hit[120]);
  assign core_wr_sfx_118 = (core_wr_sfx_119 || core_hit[119]);
  assign core_wr_sfx_117 = (core_wr_sfx_118 || core_hit[118]);
  assign core_wr_sfx_116 = (core_wr_sfx_117 || core_hit[117]);
  assign core_wr_sfx_115 = (core_wr_sfx_116 || core_hit[116]);
  assign core_wr_sfx_114 = (core_wr_sfx_115 || core_hit[115]);
  assign core_wr_sfx_113 = (core_wr_sfx_114 || core_hit[114]);
  assign core_wr_sfx_112 = (core_wr_sfx_113 || core_hit[113]);
  assign core_wr_sfx_111 = (core_wr_sfx_112 || core_hit[112]);
  assign core_wr_sfx_110 = (core_wr_sfx_111 || core_hit[111]);
  assign core_wr_sfx_109 = (core_wr_sfx_110 || core_hit[110]);
  assign core_wr_sfx_108 = (core_wr_sfx_109 || core_hit[109]);
  assign core_wr_sfx_107 = (core_wr_sfx_108 || core_hit[108]);
  assign core_wr_sfx_106 = (core_wr_sfx_107 || core_hit[107]);
  assign core_wr_sfx_105 = (core_wr_sfx_106 || core_hit[106]);
  assign core_wr_sfx_104 = (core_wr_sfx_105 || core_hit[105]);
  assign core_wr_sfx_103 = (core_wr_sfx_104 || core_hit[104]);
  assign core_wr_sfx_102 = (core_wr_sfx_103 || core_hit[103]);
  assign core_wr_sfx_101 = (core_wr_sfx_102 || core_hit[102]);
  assign core_wr_sfx_100 = (core_wr_sfx_101 || core_hit[101]);
  assign core_wr_sfx_99 = (core_wr_sfx_100 || core_hit[100]);
  assign core_wr_sfx_98 = (core_wr_sfx_99 || core_hit[99]);
  assign core_wr_sfx_97 = (core_wr_sfx_98 || core_hit[98]);
  assign core_wr_sfx_96 = (core_wr_sfx_97 || core_hit[97]);
  assign core_wr_sfx_95 = (core_wr_sfx_96 || core_hit[96]);
  assign core_wr_sfx_94 = (core_wr_sfx_95 || core_hit[95]);
  assign core_wr_sfx_93 = (core_wr_sfx_94 || core_hit[94]);
  assign core_wr_sfx_92 = (core_wr_sfx_93 || core_hit[93]);
  assign core_wr_sfx_91 = (core_wr_sfx_92 || core_hit[92]);
  assign core_wr_sfx_90 = (core_wr_sfx_91 || core_hit[91]);
  assign core_wr_sfx_89 = (core_wr_sfx_90 || core_hit[90]);
  assign core_wr_sfx_88 = (core_wr_sfx_89 || core_hit[89]);
  assign core_wr_sfx_87 = (core_wr_sfx_88 || core_hit[88]);
  assign core_wr_sfx_86 = (core_wr_sfx_87 || core_hit[87]);
  assign core_wr_sfx_85 = (core_wr_sfx_86 || core_hit[86]);
  assign core_wr_sfx_84 = (core_wr_sfx_85 || core_hit[85]);
  assign core_wr_sfx_83 = (core_wr_sfx_84 || core_hit[84]);
  assign core_wr_sfx_82 = (core_wr_sfx_83 || core_hit[83]);
  assign core_wr_sfx_81 = (core_wr_sfx_82 || core_hit[82]);
  assign core_wr_sfx_80 = (core_wr_sfx_81 || core_hit[81]);
  assign core_wr_sfx_79 = (core_wr_sfx_80 || core_hit[80]);
  assign core_wr_sfx_78 = (core_wr_sfx_79 || core_hit[79]);
  assign core_wr_sfx_77 = (core_wr_sfx_78 || core_hit[78]);
  assign core_wr_sfx_76 = (core_wr_sfx_77 || core_hit[77]);
  assign core_wr_sfx_75 = (core_wr_sfx_76 || core_hit[76]);
  assign core_wr_sfx_74 = (core_wr_sfx_75 || core_hit[75]);
  assign core_wr_sfx_73 = (core_wr_sfx_74 || core_hit[74]);
  assign core_wr_sfx_72 = (core_wr_sfx_73 || core_hit[73]);
  assign core_wr_sfx_71 = (core_wr_sfx_72 || core_hit[72]);
  assign core_wr_sfx_70 = (core_wr_sfx_71 || core_hit[71]);
  assign core_wr_sfx_69 = (core_wr_sfx_70 || core_hit[70]);
  assign core_wr_sfx_68 = (core_wr_sfx_69 || core_hit[69]);
  assign core_wr_sfx_67 = (core_wr_sfx_68 || core_hit[68]);
  assign core_wr_sfx_66 = (core_wr_sfx_67 || core_hit[67]);
  assign core_wr_sfx_65 = (core_wr_sfx_66 || core_hit[66]);
  assign core_wr_sfx_64 = (core_wr_sfx_65 || core_hit[65]);
  assign core_wr_sfx_63 = (core_wr_sfx_64 || core_hit[64]);
  assign core_wr_sfx_62 = (core_wr_sfx_63 || core_hit[63]);
  assign core_wr_sfx_61 = (core_wr_sfx_62 || core_hit[62]);
  assign core_wr_sfx_60 = (core_wr_sfx_61 || core_hit[61]);
  assign core_wr_sfx_59 = (core_wr_sfx_60 || core_hit[60]);
  assign core_wr_sfx_58 = (core_wr_sfx_59 || core_hit[59]);
  assign core_wr_sfx_57 = (core_wr_sfx_58 || core_hit[58]);
  assign core_wr_sfx_56 = (core_wr_sfx_57 || core_hit[57]);
  assign core_wr_sfx_55 = (core_wr_sfx_56 || core_hit[56]);
  assign core_wr_sfx_54 = (core_wr_sfx_55 || core_hit[55]);
  assign core_wr_sfx_53 = (core_wr_sfx_54 || core_hit[54]);
  assign core_wr_sfx_52 = (core_wr_sfx_53 || core_hit[53]);
  assign core_wr_sfx_51 = (core_wr_sfx_52 || core_hit[52]);
  assign core_wr_sfx_50 = (core_wr_sfx_51 || core_hit[51]);
  assign core_wr_sfx_49 = (core_wr_sfx_50 || core_hit[50]);
  assign core_wr_sfx_48 = (core_wr_sfx_49 || core_hit[49]);
  assign core_wr_sfx_47 = (core_wr_sfx_48 || core_hit[48]);
  assign core_wr_sfx_46 = (core_wr_sfx_47 || core_hit[47]);
  assign core_wr_sfx_45 = (core_wr_sfx_46 || core_hit[46]);
  assign core_wr_sfx_44 = (core_wr_sfx_45 || core_hit[45]);
  assign core_wr_sfx_43 = (core_wr_sfx_44 || core_hit[44]);
  assign core_wr_sfx_42 = (core_wr_sfx_43 || core_hit[43]);
  assign core_wr_sfx_41 = (core_wr_sfx_42 || core_hit[42]);
  assign core_wr_sfx_40 = (core_wr_sfx_41 || core_hit[41]);
  assign core_wr_sfx_39 = (core_wr_sfx_40 || core_hit[40]);
  assign core_wr_sfx_38 = (core_wr_sfx_39 || core_hit[39]);
  assign core_wr_sfx_37 = (core_wr_sfx_38 || core_hit[38]);
  assign core_wr_sfx_36 = (core_wr_sfx_37 || core_hit[37]);
  assign core_wr_sfx_35 = (core_wr_sfx_36 || core_hit[36]);
  assign core_wr_sfx_34 = (core_wr_sfx_35 || core_hit[35]);
  assign core_wr_sfx_33 = (core_wr_sfx_34 || core_hit[34]);
  assign core_wr_sfx_32 = (core_wr_sfx_33 || core_hit[33]);
  assign core_wr_sfx_31 = (core_wr_sfx_32 || core_hit[32]);
  assign core_wr_sfx_30 = (core_wr_sfx_31 || core_hit[31]);
  assign core_wr_sfx_29 = (core_wr_sfx_30 || core_hit[30]);
  assign core_wr_sfx_28 = (core_wr_sfx_29 || core_hit[29]);
  assign core_wr_sfx_27 = (core_wr_sfx_28 || core_hit[28]);
  assign core_wr_sfx_26 = (core_wr_sfx_27 || core_hit[27]);
  assign core_wr_sfx_25 = (core_wr_sfx_26 || core_hit[26]);
  assign core_wr_sfx_24 = (core_wr_sfx_25 || core_hit[25]);
  assign core_wr_sfx_23 = (core_wr_sfx_24 || core_hit[24]);
  assign core_wr_sfx_22 = (core_wr_sfx_23 || core_hit[23]);
  assign core_wr_sfx_21 = (core_wr_sfx_22 || core_hit[22]);
  assign core_wr_sfx_20 = (core_wr_sfx_21 || core_hit[21]);
  assign core_wr_sfx_19 = (core_wr_sfx_20 || core_hit[20]);
  assign core_wr_sfx_18 = (core_wr_sfx_19 || core_hit[19]);
  assign core_wr_sfx_17 = (core_wr_sfx_18 || core_hit[18]);
  assign core_wr_sfx_16 = (core_wr_sfx_17 || core_hit[17]);
  assign core_wr_sfx_15 = (core_wr_sfx_16 || core_hit[16]);
  assign core_wr_sfx_14 = (core_wr_sfx_15 || core_hit[15]);
  assign core_wr_sfx_13 = (core_wr_sfx_14 || core_hit[14]);
  assign core_wr_sfx_12 = (core_wr_sfx_13 || core_hit[13]);
  assign core_wr_sfx_11 = (core_wr_sfx_12 || core_hit[12]);
  assign core_wr_sfx_10 = (core_wr_sfx_11 || core_hit[11]);
  assign core_wr_sfx_9 = (core_wr_sfx_10 || core_hit[10]);
  assign core_wr_sfx_8 = (core_wr_sfx_9 || core_hit[9]);
  assign core_wr_sfx_7 = (core_wr_sfx_8 || core_hit[8]);
  assign core_wr_sfx_6 = (core_wr_sfx_7 || core_hit[7]);
  assign core_wr_sfx_5 = (core_wr_sfx_6 || core_hit[6]);
  assign core_wr_sfx_4 = (core_wr_sfx_5 || core_hit[5]);
  assign core_wr_sfx_3 = (core_wr_sfx_4 || core_hit[4]);
  assign core_wr_sfx_2 = (core_wr_sfx_3 || core_hit[3]);
  assign core_wr_sfx_1 = (core_wr_sfx_2 || core_hit[2]);
  assign core_wr_sfx_0 = (core_wr_sfx_1 || core_hit[1]);
  assign core_wr_below_0 = (core_wr_sfx_0 || (! core_wr_hitAny));
  assign core_wr_below_1 = (core_wr_sfx_1 || (! core_wr_hitAny));
  assign core_wr_below_2 = (core_wr_sfx_2 || (! core_wr_hitAny));
  assign core_wr_below_3 = (core_wr_sfx_3 || (! core_wr_hitAny));
  assign core_wr_below_4 = (core_wr_sfx_4 || (! core_wr_hitAny));
  assign core_wr_below_5 = (core_wr_sfx_5 || (! core_wr_hitAny));
  assign core_wr_below_6 = (core_wr_sfx_6 || (! core_wr_hitAny));
  assign core_wr_below_7 = (core_wr_sfx_7 || (! core_wr_hitAny));
  assign core_wr_below_8 = (core_wr_sfx_8 || (! core_wr_hitAny));
  assign core_wr_below_9 = (core_wr_sfx_9 || (! core_wr_hitAny));
  assign core_wr_below_10 = (core_wr_sfx_10 || (! core_wr_hitAny));
  assign core_wr_below_11 = (core_wr_sfx_11 || (! core_wr_hitAny));
  assign core_wr_below_12 = (core_wr_sfx_12 || (! core_wr_hitAny));
  assign core_wr_below_13 = (core_wr_sfx_13 || (! core_wr_hitAny));
  assign core_wr_below_14 = (core_wr_sfx_14 || (! core_wr_hitAny));
  assign core_wr_below_15 = (core_wr_sfx_15 || (! core_wr_hitAny));
  assign core_wr_below_16 = (core_wr_sfx_16 || (! core_wr_hitAny));
  assign core_wr_below_17 = (core_wr_sfx_17 || (! core_wr_hitAny));
  assign core_wr_below_18 = (core_wr_sfx_18 || (! core_wr_hitAny));
  assign core_wr_below_19 = (core_wr_sfx_19 || (! core_wr_hitAny));
  assign core_wr_below_20 = (core_wr_sfx_20 || (! core_wr_hitAny));
  assign core_wr_below_21 = (core_wr_sfx_21 || (! core_wr_hitAny));
  assign core_wr_below_22 = (core_wr_sfx_22 || (! core_wr_hitAny));
  assign core_wr_below_23 = (core_wr_sfx_23 || (! core_wr_hitAny));
  assign core_wr_below_24 = (core_wr_sfx_24 || (! core_wr_hitAny));
  assign core_wr_below_25 = (core_wr_sfx_25 || (! core_wr_hitAny));
  assign core_wr_below_26 = (core_wr_sfx_26 || (! core_wr_hitAny));
  assign core_wr_below_27 = (core_wr_sfx_27 || (! core_wr_hitAny));
  assign core_wr_below_28 = (core_wr_sfx_28 || (! core_wr_hitAny));
  assign core_wr_below_29 = (core_wr_sfx_29 || (! core_wr_hitAny));
  assign core_wr_below_30 = (core_wr_sfx_30 || (! core_wr_hitAny));
  assign core_wr_below_31 = (core_wr_sfx_31 || (! core_wr_hitAny));
  assign core_wr_below_32 = (core_wr_sfx_32 || (! core_wr_hitAny));
  assign core_wr_below_33 = (core_wr_sfx_33 || (! core_wr_hitAny));
  assign core_wr_below_34 = (core_wr_sfx_34 || (! core_wr_hitAny));
  assign core_wr_below_35 = (core_wr_sfx_35 || (! core_wr_hitAny));
  assign core_wr_below_36 = (core_wr_sfx_36 || (! core_wr_hitAny));
  assign core_wr_below_37 = (core_wr_sfx_37 || (! core_wr_hitAny));
  assign core_wr_below_38 = (core_wr_sfx_38 || (! core_wr_hitAny));
  assign core_wr_below_39 = (core_wr_sfx_39 || (! core_wr_hitAny));
  assign core_wr_below_40 = (core_wr_sfx_40 || (! core_wr_hitAny));
  assign core_wr_below_41 = (core_wr_sfx_41 || (! core_wr_hitAny));
  assign core_wr_below_42 = (core_wr_sfx_42 || (! core_wr_hitAny));
  assign core_wr_below_43 = (core_wr_sfx_43 || (! core_wr_hitAny));
  assign core_wr_below_44 = (core_wr_sfx_44 || (! core_wr_hitAny));
  assign core_wr_below_45 = (core_wr_sfx_45 || (! core_wr_hitAny));
  assign core_wr_below_46 = (core_wr_sfx_46 || (! core_wr_hitAny));
  assign core_wr_below_47 = (core_wr_sfx_47 || (! core_wr_hitAny));
  assign core_wr_below_48 = (core_wr_sfx_48 || (! core_wr_hitAny));
  assign core_wr_below_49 = (core_wr_sfx_49 || (! core_wr_hitAny));
  assign core_wr_below_50 = (core_wr_sfx_50 || (! core_wr_hitAny));
  assign core_wr_below_51 = (core_wr_sfx_51 || (! core_wr_hitAny));
  assign core_wr_below_52 = (core_wr_sfx_52 || (! core_wr_hitAny));
  assign core_wr_below_53 = (core_wr_sfx_53 || (! core_wr_hitAny));
  assign core_wr_below_54 = (core_wr_sfx_54 || (! core_wr_hitAny));
  assign core_wr_below_55 = (core_wr_sfx_55 || (! core_wr_hitAny));
  assign core_wr_below_56 = (core_wr_sfx_56 || (! core_wr_hitAny));
  assign core_wr_below_57 = (core_wr_sfx_57 || (! core_wr_hitAny));
  assign core_wr_below_58 = (core_wr_sfx_58 || (! core_wr_hitAny));
  assign core_wr_below_59 = (core_wr_sfx_59 || (! core_wr_hitAny));
  assign core_wr_below_60 = (core_wr_sfx_60 || (! core_wr_hitAny));
  assign core_wr_below_61 = (core_wr_sfx_61 || (! core_wr_hitAny));
  assign core_wr_below_62 = (core_wr_sfx_62 || (! core_wr_hitAny));
  assign core_wr_below_63 = (core_wr_sfx_63 || (! core_wr_hitAny));
  assign core_wr_below_64 = (core_wr_sfx_64 || (! core_wr_hitAny));
  assign core_wr_below_65 = (core_wr_sfx_65 || (! core_wr_hitAny));
  assign core_wr_below_66 = (core_wr_sfx_66 || (! core_wr_hitAny));
  assign core_wr_below_67 = (core_wr_sfx_67 || (! core_wr_hitAny));
  assign core_wr_below_68 = (core_wr_sfx_68 || (! core_wr_hitAny));
  assign core_wr_below_69 = (core_wr_sfx_69 || (! core_wr_hitAny));
  assign core_wr_below_70 = (core_wr_sfx_70 || (! core_wr_hitAny));
  assign core_wr_below_71 = (core_wr_sfx_71 || (! core_wr_hitAny));
  assign core_wr_below_72 = (core_wr_sfx_72 || (! core_wr_hitAny));
  assign core_wr_below_73 = (core_wr_sfx_73 || (! core_wr_hitAny));
  assign core_wr_below_74 = (core_wr_sfx_74 || (! core_wr_hitAny));
  assign core_wr_below_75 = (core_wr_sfx_75 || (! core_wr_hitAny));
  assign core_wr_below_76 = (core_wr_sfx_76 || (! core_wr_hitAny));
  assign core_wr_below_77 = (core_wr_sfx_77 || (! core_wr_hitAny));
  assign core_wr_below_78 = (core_wr_sfx_78 || (! core_wr_hitAny));
  assign core_wr_below_79 = (core_wr_sfx_79 || (! core_wr_hitAny));
  assign core_wr_below_80 = (core_wr_sfx_80 || (! core_wr_hitAny));
  assign core_wr_below_81 = (core_wr_sfx_81 || (! core_wr_hitAny));
  assign core_wr_below_82 = (core_wr_sfx_82 || (! core_wr_hitAny));
  assign core_wr_below_83 = (core_wr_sfx_83 || (! core_wr_hitAny));
  assign core_wr_below_84 = (core_wr_sfx_84 || (! core_wr_hitAny));
  assign core_wr_below_85 = (core_wr_sfx_85 || (! core_wr_hitAny));
  assign core_wr_below_86 = (core_wr_sfx_86 || (! core_wr_hitAny));
  assign core_wr_below_87 = (core_wr_sfx_87 || (! core_wr_hitAny));
  assign core_wr_below_88 = (core_wr_sfx_88 || (! core_wr_hitAny));
  assign core_wr_below_89 = (core_wr_sfx_89 || (! core_wr_hitAny));
  assign core_wr_below_90 = (core_wr_sfx_90 || (! core_wr_hitAny));
  assign core_wr_below_91 = (core_wr_sfx_91 || (! core_wr_hitAny));
  assign core_wr_below_92 = (core_wr_sfx_92 || (! core_wr_hitAny));
  assign core_wr_below_93 = (core_wr_sfx_93 || (! core_wr_hitAny));
  assign core_wr_below_94 = (core_wr_sfx_94 || (! core_wr_hitAny));
  assign core_wr_below_95 = (core_wr_sfx_95 || (! core_wr_hitAny));
  assign core_wr_below_96 = (core_wr_sfx_96 || (! core_wr_hitAny));
  assign core_wr_below_97 = (core_wr_sfx_97 || (! core_wr_hitAny));
  assign core_wr_below_98 = (core_wr_sfx_98 || (! core_wr_hitAny));
  assign core_wr_below_99 = (core_wr_sfx_99 || (! core_wr_hitAny));
  assign core_wr_below_100 = (core_wr_sfx_100 || (! core_wr_hitAny));
  assign core_wr_below_101 = (core_wr_sfx_101 || (! core_wr_hitAny));
  assign core_wr_below_102 = (core_wr_sfx_102 || (! core_wr_hitAny));
  assign core_wr_below_103 = (core_wr_sfx_103 || (! core_wr_hitAny));
  assign core_wr_below_104 = (core_wr_sfx_104 || (! core_wr_hitAny));
  assign core_wr_below_105 = (core_wr_sfx_105 || (! core_wr_hitAny));
  assign core_wr_below_106 = (core_wr_sfx_106 || (! core_wr_hitAny));
  assign core_wr_below_107 = (core_wr_sfx_107 || (! core_wr_hitAny));
  assign core_wr_below_108 = (core_wr_sfx_108 || (! core_wr_hitAny));
  assign core_wr_below_109 = (core_wr_sfx_109 || (! core_wr_hitAny));
  assign core_wr_below_110 = (core_wr_sfx_110 || (! core_wr_hitAny));
  assign core_wr_below_111 = (core_wr_sfx_111 || (! core_wr_hitAny));
  assign core_wr_below_112 = (core_wr_sfx_112 || (! core_wr_hitAny));
  assign core_wr_below_113 = (core_wr_sfx_113 || (! core_wr_hitAny));
  assign core_wr_below_114 = (core_wr_sfx_114 || (! core_wr_hitAny));
  assign core_wr_below_115 = (core_wr_sfx_115 || (! core_wr_hitAny));
  assign core_wr_below_116 = (core_wr_sfx_116 || (! core_wr_hitAny));
  assign core_wr_below_117 = (core_wr_sfx_117 || (! core_wr_hitAny));
  assign core_wr_below_118 = (core_wr_sfx_118 || (! core_wr_hitAny));
  assign core_wr_below_119 = (core_wr_sfx_119 || (! core_wr_hitAny));
  assign core_wr_below_120 = (core_wr_sfx_120 || (! core_wr_hitAny));
  assign core_wr_below_121 = (core_wr_sfx_121 || (! core_wr_hitAny));
  assign core_wr_below_122 = (core_wr_sfx_122 || (! core_wr_hitAny));
  assign core_wr_below_123 = (core_wr_sfx_123 || (! core_wr_hitAny));
  assign core_wr_below_124 = (core_wr_sfx_124 || (! core_wr_hitAny));
  assign core_wr_below_125 = (core_wr_sfx_125 || (! core_wr_hitAny));
  assign core_wr_below_126 = (core_wr_sfx_126 || (! core_wr_hitAny));
  assign core_wr_below_127 = (core_wr_sfx_127 || (! core_wr_hitAny));
  assign core_wr_rest_0_v = (core_wr_below_0 ? core_tab_0_v : core_tab_1_v);
  assign core_wr_rest_0_src = (core_wr_below_0 ? core_tab_0_src : core_tab_1_src);
  assign core_wr_rest_0_dst = (core_wr_below_0 ? core_tab_0_dst : core_tab_1_dst);
  assign core_wr_rest_0_sum = (core_wr_below_0 ? core_tab_0_sum : core_tab_1_sum);
  assign core_wr_rest_1_v = (core_wr_below_1 ? core_tab_1_v : core_tab_2_v);
  assign core_wr_rest_1_src = (core_wr_below_1 ? core_tab_1_src : core_tab_2_src);
  assign core_wr_rest_1_dst = (core_wr_below_1 ? core_tab_1_dst : core_tab_2_dst);
  assign core_wr_rest_1_sum = (core_wr_below_1 ? core_tab_1_sum : core_tab_2_sum);
  assign core_wr_rest_2_v = (core_wr_below_2 ? core_tab_2_v : core_tab_3_v);
  assign core_wr_rest_2_src = (core_wr_below_2 ? core_tab_2_src : core_tab_3_src);
  assign core_wr_rest_2_dst = (core_wr_below_2 ? core_tab_2_dst : core_tab_3_dst);
  assign core_wr_rest_2_sum = (core_wr_below_2 ? core_tab_2_sum : core_tab_3_sum);
  assign core_wr_rest_3_v = (core_wr_below_3 ? core_tab_3_v : core_tab_4_v);
  assign core_wr_rest_3_src = (core_wr_below_3 ? core_tab_3_src : core_tab_4_src);
  assign core_wr_rest_3_dst = (core_wr_below_3 ? core_tab_3_dst : core_tab_4_dst);
  assign core_wr_rest_3_sum = (core_wr_below_3 ? core_tab_3_sum : core_tab_4_sum);
  assign core_wr_rest_4_v = (core_wr_below_4 ? core_tab_4_v : core_tab_5_v);
  assign core_wr_rest_4_src = (core_wr_below_4 ? core_tab_4_src : core_tab_5_src);
  assign core_wr_rest_4_dst = (core_wr_below_4 ? core_tab_4_dst : core_tab_5_dst);
  assign core_wr_rest_4_sum = (core_wr_below_4 ? core_tab_4_sum : core_tab_5_sum);
  assign core_wr_rest_5_v = (core_wr_below_5 ? core_tab_5_v : core_tab_6_v);
  assign core_wr_rest_5_src = (core_wr_below_5 ? core_tab_5_src : core_tab_6_src);
  assign core_wr_rest_5_dst = (core_wr_below_5 ? core_tab_5_dst : core_tab_6_dst);
  assign core_wr_rest_5_sum = (core_wr_below_5 ? core_tab_5_sum : core_tab_6_sum);
  assign core_wr_rest_6_v = (core_wr_below_6 ? core_tab_6_v : core_tab_7_v);
  assign core_wr_rest_6_src = (core_wr_below_6 ? core_tab_6_src : core_tab_7_src);
  assign core_wr_rest_6_dst = (core_wr_below_6 ? core_tab_6_dst : core_tab_7_dst);
  assign core_wr_rest_6_sum = (core_wr_below_6 ? core_tab_6_sum : core_tab_7_sum);
  assign core_wr_rest_7_v = (core_wr_below_7 ? core_tab_7_v : core_tab_8_v);
  assign core_wr_rest_7_src = (core_wr_below_7 ? core_tab_7_src : core_tab_8_src);
  assign core_wr_rest_7_dst = (core_wr_below_7 ? core_tab_7_dst : core_tab_8_dst);
  assign core_wr_rest_7_sum = (core_wr_below_7 ? core_tab_7_sum : core_tab_8_sum);
  assign core_wr_rest_8_v = (core_wr_below_8 ? core_tab_8_v : core_tab_9_v);
  assign core_wr_rest_8_src = (core_wr_below_8 ? core_tab_8_src : core_tab_9_src);
  assign core_wr_rest_8_dst = (core_wr_below_8 ? core_tab_8_dst : core_tab_9_dst);
  assign core_wr_rest_8_sum = (core_wr_below_8 ? core_tab_8_sum : core_tab_9_sum);
  assign core_wr_rest_9_v = (core_wr_below_9 ? core_tab_9_v : core_tab_10_v);
  assign core_wr_rest_9_src = (core_wr_below_9 ? core_tab_9_src : core_tab_10_src);
  assign core_wr_rest_9_dst = (core_wr_below_9 ? core_tab_9_dst : core_tab_10_dst);
  assign core_wr_rest_9_sum = (core_wr_below_9 ? core_tab_9_sum : core_tab_10_sum);
  assign core_wr_rest_10_v = (core_wr_below_10 ? core_tab_10_v : core_tab_11_v);
  assign core_wr_rest_10_src = (core_wr_below_10 ? core_tab_10_src : core_tab_11_src);
  assign core_wr_rest_10_dst = (core_wr_below_10 ? core_tab_10_dst : core_tab_11_dst);
  assign core_wr_rest_10_sum = (core_wr_below_10 ? core_tab_10_sum : core_tab_11_sum);
  assign core_wr_rest_11_v = (core_wr_below_11 ? core_tab_11_v : core_tab_12_v);
  assign core_wr_rest_11_src = (core_wr_below_11 ? core_tab_11_src : core_tab_12_src);
  assign core_wr_rest_11_dst = (core_wr_below_11 ? core_tab_11_dst : core_tab_12_dst);
  assign core_wr_rest_11_sum = (core_wr_below_11 ? core_tab_11_sum : core_tab_12_sum);
  assign core_wr_rest_12_v = (core_wr_below_12 ? core_tab_12_v : core_tab_13_v);
  assign core_wr_rest_12_src = (core_wr_below_12 ? core_tab_12_src : core_tab_13_src);
  assign core_wr_rest_12_dst = (core_wr_below_12 ? core_tab_12_dst : core_tab_13_dst);
  assign core_wr_rest_12_sum = (core_wr_below_12 ? core_tab_12_sum : core_tab_13_sum);
  assign core_wr_rest_13_v = (core_wr_below_13 ? core_tab_13_v : core_tab_14_v);
  assign core_wr_rest_13_src = (core_wr_below_13 ? core_tab_13_src : core_tab_14_src);
  assign core_wr_rest_13_dst = (core_wr_below_13 ? core_tab_13_dst : core_tab_14_dst);
  assign core_wr_rest_13_sum = (core_wr_below_13 ? core_tab_13_sum : core_tab_14_sum);
  assign core_wr_rest_14_v = (core_wr_below_14 ? core_tab_14_v : core_tab_15_v);
  assign core_wr_rest_14_src = (core_wr_below_14 ? core_tab_14_src : core_tab_15_src);
  assign core_wr_rest_14_dst = (core_wr_below_14 ? core_tab_14_dst : core_tab_15_dst);
  assign core_wr_rest_14_sum = (core_wr_below_14 ? core_tab_14_sum : core_tab_15_sum);
  assign core_wr_rest_15_v = (core_wr_below_15 ? core_tab_15_v : core_tab_16_v);
  assign core_wr_rest_15_src = (core_wr_below_15 ? core_tab_15_src : core_tab_16_src);
  assign core_wr_rest_15_dst = (core_wr_below_15 ? core_tab_15_dst : core_tab_16_dst);
  assign core_wr_rest_15_sum = (core_wr_below_15 ? core_tab_15_sum : core_tab_16_sum);
  assign core_wr_rest_16_v = (core_wr_below_16 ? core_tab_16_v : core_tab_17_v);
  assign core_wr_rest_16_src = (core_wr_below_16 ? core_tab_16_src : core_tab_17_src);
  assign core_wr_rest_16_dst = (core_wr_below_16 ? core_tab_16_dst : core_tab_17_dst);
  assign core_wr_rest_16_sum = (core_wr_below_16 ? core_tab_16_sum : core_tab_17_sum);
  assign core_wr_rest_17_v = (core_wr_below_17 ? core_tab_17_v : core_tab_18_v);
  assign core_wr_rest_17_src = (core_wr_below_17 ? core_tab_17_src : core_tab_18_src);
  assign core_wr_rest_17_dst = (core_wr_below_17 ? core_tab_17_dst : core_tab_18_dst);
  assign core_wr_rest_17_sum = (core_wr_below_17 ? core_tab_17_sum : core_tab_18_sum);
  assign core_wr_rest_18_v = (core_wr_below_18 ? core_tab_18_v : core_tab_19_v);
  assign core_wr_rest_18_src = (core_wr_below_18 ? core_tab_18_src : core_tab_19_src);
  assign core_wr_rest_18_dst = (core_wr_below_18 ? core_tab_18_dst : core_tab_19_dst);
  assign core_wr_rest_18_sum = (core_wr_below_18 ? core_tab_18_sum : core_tab_19_sum);
  assign core_wr_rest_19_v = (core_wr_below_19 ? core_tab_19_v : core_tab_20_v);
  assign core_wr_rest_19_src = (core_wr_below_19 ? core_tab_19_src : core_tab_20_src);
  assign core_wr_rest_19_dst = (core_wr_below_19 ? core_tab_19_dst : core_tab_20_dst);
  assign core_wr_rest_19_sum = (core_wr_below_19 ? core_tab_19_sum : core_tab_20_sum);
  assign core_wr_rest_20_v = (core_wr_below_20 ? core_tab_20_v : core_tab_21_v);
  assign core_wr_rest_20_src = (core_wr_below_20 ? core_tab_20_src : core_tab_21_src);
  assign core_wr_rest_20_dst = (core_wr_below_20 ? core_tab_20_dst : core_tab_21_dst);
  assign core_wr_rest_20_sum = (core_wr_below_20 ? core_tab_20_sum : core_tab_21_sum);
  assign core_wr_rest_21_v = (core_wr_below_21 ? core_tab_21_v : core_tab_22_v);
  assign core_wr_rest_21_src = (core_wr_below_21 ? core_tab_21_src : core_tab_22_src);
  assign core_wr_rest_21_dst = (core_wr_below_21 ? core_tab_21_dst : core_tab_22_dst);
  assign core_wr_rest_21_sum = (core_wr_below_21 ? core_tab_21_sum : core_tab_22_sum);
  assign core_wr_rest_22_v = (core_wr_below_22 ? core_tab_22_v : core_tab_23_v);
  assign core_wr_rest_22_src = (core_wr_below_22 ? core_tab_22_src : core_tab_23_src);
  assign core_wr_rest_22_dst = (core_wr_below_22 ? core_tab_22_dst : core_tab_23_dst);
  assign core_wr_rest_22_sum = (core_wr_below_22 ? core_tab_22_sum : core_tab_23_sum);
  assign core_wr_rest_23_v = (core_wr_below_23 ? core_tab_23_v : core_tab_24_v);
  assign core_wr_rest_23_src = (core_wr_below_23 ? core_tab_23_src : core_tab_24_src);
  assign core_wr_rest_23_dst = (core_wr_below_23 ? core_tab_23_dst : core_tab_24_dst);
  assign core_wr_rest_23_sum = (core_wr_below_23 ? core_tab_23_sum : core_tab_24_sum);
  assign core_wr_rest_24_v = (core_wr_below_24 ? core_tab_24_v : core_tab_25_v);
  assign core_wr_rest_24_src = (core_wr_below_24 ? core_tab_24_src : core_tab_25_src);
  assign core_wr_rest_24_dst = (core_wr_below_24 ? core_tab_24_dst : core_tab_25_dst);
  assign core_wr_rest_24_sum = (core_wr_below_24 ? core_tab_24_sum : core_tab_25_sum);
  assign core_wr_rest_25_v = (core_wr_below_25 ? core_tab_25_v : core_tab_26_v);
  assign core_wr_rest_25_src = (core_wr_below_25 ? core_tab_25_src : core_tab_26_src);
  assign core_wr_rest_25_dst = (core_wr_below_25 ? core_tab_25_dst : core_tab_26_dst);
  assign core_wr_rest_25_sum = (core_wr_below_25 ? core_tab_25_sum : core_tab_26_sum);
  assign core_wr_rest_26_v = (core_wr_below_26 ? core_tab_26_v : core_tab_27_v);
  assign core_wr_rest_26_src = (core_wr_below_26 ? core_tab_26_src : core_tab_27_src);
  assign core_wr_rest_26_dst = (core_wr_below_26 ? core_tab_26_dst : core_tab_27_dst);
  assign core_wr_rest_26_sum = (core_wr_below_26 ? core_tab_26_sum : core_tab_27_sum);
  assign core_wr_rest_27_v = (core_wr_below_27 ? core_tab_27_v : core_tab_28_v);
  assign core_wr_rest_27_src = (core_wr_below_27 ? core_tab_27_src : core_tab_28_src);
  assign core_wr_rest_27_dst = (core_wr_below_27 ? core_tab_27_dst : core_tab_28_dst);
  assign core_wr_rest_27_sum = (core_wr_below_27 ? core_tab_27_sum : core_tab_28_sum);
  assign core_wr_rest_28_v = (core_wr_below_28 ? core_tab_28_v : core_tab_29_v);
  assign core_wr_rest_28_src = (core_wr_below_28 ? core_tab_28_src : core_tab_29_src);
  assign core_wr_rest_28_dst = (core_wr_below_28 ? core_tab_28_dst : core_tab_29_dst);
  assign core_wr_rest_28_sum = (core_wr_below_28 ? core_tab_28_sum : core_tab_29_sum);
  assign core_wr_rest_29_v = (core_wr_below_29 ? core_tab_29_v : core_tab_30_v);
  assign core_wr_rest_29_src = (core_wr_below_29 ? core_tab_29_src : core_tab_30_src);
  assign core_wr_rest_29_dst = (core_wr_below_29 ? core_tab_29_dst : core_tab_30_dst);
  assign core_wr_rest_29_sum = (core_wr_below_29 ? core_tab_29_sum : core_tab_30_sum);
  assign core_wr_rest_30_v = (core_wr_below_30 ? core_tab_30_v : core_tab_31_v);
  assign core_wr_rest_30_src = (core_wr_below_30 ? core_tab_30_src : core_tab_31_src);
  assign core_wr_rest_30_dst = (core_wr_below_30 ? core_tab_30_dst : core_tab_31_dst);
  assign core_wr_rest_30_sum = (core_wr_below_30 ? core_tab_30_sum : core_tab_31_sum);
  assign core_wr_rest_31_v = (core_wr_below_31 ? core_tab_31_v : core_tab_32_v);
  assign core_wr_rest_31_src = (core_wr_below_31 ? core_tab_31_src : core_tab_32_src);
  assign core_wr_rest_31_dst = (core_wr_below_31 ? core_tab_31_dst : core_tab_32_dst);
  assign core_wr_rest_31_sum = (core_wr_below_31 ? core_tab_31_sum : core_tab_32_sum);
  assign core_wr_rest_32_v = (core_wr_below_32 ? core_tab_32_v : core_tab_33_v);
  assign core_wr_rest_32_src = (core_wr_below_32 ? core_tab_32_src : core_tab_33_src);
  assign core_wr_rest_32_dst = (core_wr_below_32 ? core_tab_32_dst : core_tab_33_dst);
  assign core_wr_rest_32_sum = (core_wr_below_32 ? core_tab_32_sum : core_tab_33_sum);
  assign core_wr_rest_33_v = (core_wr_below_33 ? core_tab_33_v : core_tab_34_v);
  assign core_wr_rest_33_src = (core_wr_below_33 ? core_tab_33_src : core_tab_34_src);
  assign core_wr_rest_33_dst = (core_wr_below_33 ? core_tab_33_dst : core_tab_34_dst);
  assign core_wr_rest_33_sum = (core_wr_below_33 ? core_tab_33_sum : core_tab_34_sum);
  assign core_wr_rest_34_v = (core_wr_below_34 ? core_tab_34_v : core_tab_35_v);
  assign core_wr_rest_34_src = (core_wr_below_34 ? core_tab_34_src : core_tab_35_src);
  assign core_wr_rest_34_dst = (core_wr_below_34 ? core_tab_34_dst : core_tab_35_dst);
  assign core_wr_rest_34_sum = (core_wr_below_34 ? core_tab_34_sum : core_tab_35_sum);
  assign core_wr_rest_35_v = (core_wr_below_35 ? core_tab_35_v : core_tab_36_v);
  assign core_wr_rest_35_src = (core_wr_below_35 ? core_tab_35_src : core_tab_36_src);
  assign core_wr_rest_35_dst = (core_wr_below_35 ? core_tab_35_dst : core_tab_36_dst);
  assign core_wr_rest_35_sum = (core_wr_below_35 ? core_tab_35_sum : core_tab_36_sum);
  assign core_wr_rest_36_v = (core_wr_below_36 ? core_tab_36_v : core_tab_37_v);
  assign core_wr_rest_36_src = (core_wr_below_36 ? core_tab_36_src : core_tab_37_src);
  assign core_wr_rest_36_dst = (core_wr_below_36 ? core_tab_36_dst : core_tab_37_dst);
  assign core_wr_rest_36_sum = (core_wr_below_36 ? core_tab_36_sum : core_tab_37_sum);
  assign core_wr_rest_37_v = (core_wr_below_37 ? core_tab_37_v : core_tab_38_v);
  assign core_wr_rest_37_src = (core_wr_below_37 ? core_tab_37_src : core_tab_38_src);
  assign core_wr_rest_37_dst = (core_wr_below_37 ? core_tab_37_dst : core_tab_38_dst);
  assign core_wr_rest_37_sum = (core_wr_below_37 ? core_tab_37_sum : core_tab_38_sum);
  assign core_wr_rest_38_v = (core_wr_below_38 ? core_tab_38_v : core_tab_39_v);
  assign core_wr_rest_38_src = (core_wr_below_38 ? core_tab_38_src : core_tab_39_src);
  assign core_wr_rest_38_dst = (core_wr_below_38 ? core_tab_38_dst : core_tab_39_dst);
  assign core_wr_rest_38_sum = (core_wr_below_38 ? core_tab_38_sum : core_tab_39_sum);
  assign core_wr_rest_39_v = (core_wr_below_39 ? core_tab_39_v : core_tab_40_v);
  assign core_wr_rest_39_src = (core_wr_below_39 ? core_tab_39_src : core_tab_40_src);
  assign core_wr_rest_39_dst = (core_wr_below_39 ? core_tab_39_dst : core_tab_40_dst);
  assign core_wr_rest_39_sum = (core_wr_below_39 ? core_tab_39_sum : core_tab_40_sum);
  assign core_wr_rest_40_v = (core_wr_below_40 ? core_tab_40_v : core_tab_41_v);
  assign core_wr_rest_40_src = (core_wr_below_40 ? core_tab_40_src : core_tab_41_src);
  assign core_wr_rest_40_dst = (core_wr_below_40 ? core_tab_40_dst : core_tab_41_dst);
  assign core_wr_rest_40_sum = (core_wr_below_40 ? core_tab_40_sum : core_tab_41_sum);
  assign core_wr_rest_41_v = (core_wr_below_41 ? core_tab_41_v : core_tab_42_v);
  assign core_wr_rest_41_src = (core_wr_below_41 ? core_tab_41_src : core_tab_42_src);
  assign core_wr_rest_41_dst = (core_wr_below_41 ? core_tab_41_dst : core_tab_42_dst);
  assign core_wr_rest_41_sum = (core_wr_below_41 ? core_tab_41_sum : core_tab_42_sum);
  assign core_wr_rest_42_v = (core_wr_below_42 ? core_tab_42_v : core_tab_43_v);
  assign core_wr_rest_42_src = (core_wr_below_42 ? core_tab_42_src : core_tab_43_src);
  assign core_wr_rest_42_dst = (core_wr_below_42 ? core_tab_42_dst : core_tab_43_dst);
  assign core_wr_rest_42_sum = (core_wr_below_42 ? core_tab_42_sum : core_tab_43_sum);
  assign core_wr_rest_43_v = (core_wr_below_43 ? core_tab_43_v : core_tab_44_v);
  assign core_wr_rest_43_src = (core_wr_below_43 ? core_tab_43_src : core_tab_44_src);
  assign core_wr_rest_43_dst = (core_wr_below_43 ? core_tab_43_dst : core_tab_44_dst);
  assign core_wr_rest_43_sum = (core_wr_below_43 ? core_tab_43_sum : core_tab_44_sum);
  assign core_wr_rest_44_v = (core_wr_below_44 ? core_tab_44_v : core_tab_45_v);
  assign core_wr_rest_44_src = (core_wr_below_44 ? core_tab_44_src : core_tab_45_src);
  assign core_wr_rest_44_dst = (core_wr_below_44 ? core_tab_44_dst : core_tab_45_dst);
  assign core_wr_rest_44_sum = (core_wr_below_44 ? core_tab_44_sum : core_tab_45_sum);
  assign core_wr_rest_45_v = (core_wr_below_45 ? core_tab_45_v : core_tab_46_v);
  assign core_wr_rest_45_src = (core_wr_below_45 ? core_tab_45_src : core_tab_46_src);
  assign core_wr_rest_45_dst = (core_wr_below_45 ? core_tab_45_dst : core_tab_46_dst);
  assign core_wr_rest_45_sum = (core_wr_below_45 ? core_tab_45_sum : core_tab_46_sum);
  assign core_wr_rest_46_v = (core_wr_below_46 ? core_tab_46_v : core_tab_47_v);
  assign core_wr_rest_46_src = (core_wr_below_46 ? core_tab_46_src : core_tab_47_src);
  assign core_wr_rest_46_dst = (core_wr_below_46 ? core_tab_46_dst : core_tab_47_dst);
  assign core_wr_rest_46_sum = (core_wr_below_46 ? core_tab_46_sum : core_tab_47_sum);
  assign core_wr_rest_47_v = (core_wr_below_47 ? core_tab_47_v : core_tab_48_v);
  assign core_wr_rest_47_src = (core_wr_below_47 ? core_tab_47_src : core_tab_48_src);
  assign core_wr_rest_47_dst = (core_wr_below_47 ? core_tab_47_dst : core_tab_48_dst);
  assign core_wr_rest_47_sum = (core_wr_below_47 ? core_tab_47_sum : core_tab_48_sum);
  assign core_wr_rest_48_v = (core_wr_below_48 ? core_tab_48_v : core_tab_49_v);
  assign core_wr_rest_48_src = (core_wr_below_48 ? core_tab_48_src : core_tab_49_src);
  assign core_wr_rest_48_dst = (core_wr_below_48 ? core_tab_48_dst : core_tab_49_dst);
  assign core_wr_rest_48_sum = (core_wr_below_48 ? core_tab_48_sum : core_tab_49_sum);
  assign core_wr_rest_49_v = (core_wr_below_49 ? core_tab_49_v : core_tab_50_v);
  assign core_wr_rest_49_src = (core_wr_below_49 ? core_tab_49_src : core_tab_50_src);
  assign core_wr_rest_49_dst = (core_wr_below_49 ? core_tab_49_dst : core_tab_50_dst);
  assign core_wr_rest_49_sum = (core_wr_below_49 ? core_tab_49_sum : core_tab_50_sum);
  assign core_wr_rest_50_v = (core_wr_below_50 ? core_tab_50_v : core_tab_51_v);
  assign core_wr_rest_50_src = (core_wr_below_50 ? core_tab_50_src : core_tab_51_src);
  assign core_wr_rest_50_dst = (core_wr_below_50 ? core_tab_50_dst : core_tab_51_dst);
  assign core_wr_rest_50_sum = (core_wr_below_50 ? core_tab_50_sum : core_tab_51_sum);
  assign core_wr_rest_51_v = (core_wr_below_51 ? core_tab_51_v : core_tab_52_v);
  assign core_wr_rest_51_src = (core_wr_below_51 ? core_tab_51_src : core_tab_52_src);
  assign core_wr_rest_51_dst = (core_wr_below_51 ? core_tab_51_dst : core_tab_52_dst);
  assign core_wr_rest_51_sum = (core_wr_below_51 ? core_tab_51_sum : core_tab_52_sum);
  assign core_wr_rest_52_v = (core_wr_below_52 ? core_tab_52_v : core_tab_53_v);
  assign core_wr_rest_52_src = (core_wr_below_52 ? core_tab_52_src : core_tab_53_src);
  assign core_wr_rest_52_dst = (core_wr_below_52 ? core_tab_52_dst : core_tab_53_dst);
  assign core_wr_rest_52_sum = (core_wr_below_52 ? core_tab_52_sum : core_tab_53_sum);
  assign core_wr_rest_53_v = (core_wr_below_53 ? core_tab_53_v : core_tab_54_v);
  assign core_wr_rest_53_src = (core_wr_below_53 ? core_tab_53_src : core_tab_54_src);
  assign core_wr_rest_53_dst = (core_wr_below_53 ? core_tab_53_dst : core_tab_54_dst);
  assign core_wr_rest_53_sum = (core_wr_below_53 ? core_tab_53_sum : core_tab_54_sum);
  assign core_wr_rest_54_v = (core_wr_below_54 ? core_tab_54_v : core_tab_55_v);
  assign core_wr_rest_54_src = (core_wr_below_54 ? core_tab_54_src : core_tab_55_src);
  assign core_wr_rest_54_dst = (core_wr_below_54 ? core_tab_54_dst : core_tab_55_dst);
  assign core_wr_rest_54_sum = (core_wr_below_54 ? core_tab_54_sum : core_tab_55_sum);
  assign core_wr_rest_55_v = (core_wr_below_55 ? core_tab_55_v : core_tab_56_v);
  assign core_wr_rest_55_src = (core_wr_below_55 ? core_tab_55_src : core_tab_56_src);
  assign core_wr_rest_55_dst = (core_wr_below_55 ? core_tab_55_dst : core_tab_56_dst);
  assign core_wr_rest_55_sum = (core_wr_below_55 ? core_tab_55_sum : core_tab_56_sum);
  assign core_wr_rest_56_v = (core_wr_below_56 ? core_tab_56_v : core_tab_57_v);
  assign core_wr_rest_56_src = (core_wr_below_56 ? core_tab_56_src : core_tab_57_src);
  assign core_wr_rest_56_dst = (core_wr_below_56 ? core_tab_56_dst : core_tab_57_dst);
  assign core_wr_rest_56_sum = (core_wr_below_56 ? core_tab_56_sum : core_tab_57_sum);
  assign core_wr_rest_57_v = (core_wr_below_57 ? core_tab_57_v : core_tab_58_v);
  assign core_wr_rest_57_src = (core_wr_below_57 ? core_tab_57_src : core_tab_58_src);
  assign core_wr_rest_57_dst = (core_wr_below_57 ? core_tab_57_dst : core_tab_58_dst);
  assign core_wr_rest_57_sum = (core_wr_below_57 ? core_tab_57_sum : core_tab_58_sum);
  assign core_wr_rest_58_v = (core_wr_below_58 ? core_tab_58_v : core_tab_59_v);
  assign core_wr_rest_58_src = (core_wr_below_58 ? core_tab_58_src : core_tab_59_src);
  assign core_wr_rest_58_dst = (core_wr_below_58 ? core_tab_58_dst : core_tab_59_dst);
  assign core_wr_rest_58_sum = (core_wr_below_58 ? core_tab_58_sum : core_tab_59_sum);
  assign core_wr_rest_59_v = (core_wr_below_59 ? core_tab_59_v : core_tab_60_v);
  assign core_wr_rest_59_src = (core_wr_below_59 ? core_tab_59_src : core_tab_60_src);
  assign core_wr_rest_59_dst = (core_wr_below_59 ? core_tab_59_dst : core_tab_60_dst);
  assign core_wr_rest_59_sum = (core_wr_below_59 ? core_tab_59_sum : core_tab_60_sum);
  assign core_wr_rest_60_v = (core_wr_below_60 ? core_tab_60_v : core_tab_61_v);
  assign core_wr_rest_60_src = (core_wr_below_60 ? core_tab_60_src : core_tab_61_src);
  assign core_wr_rest_60_dst = (core_wr_below_60 ? core_tab_60_dst : core_tab_61_dst);
  assign core_wr_rest_60_sum = (core_wr_below_60 ? core_tab_60_sum : core_tab_61_sum);
  assign core_wr_rest_61_v = (core_wr_below_61 ? core_tab_61_v : core_tab_62_v);
  assign core_wr_rest_61_src = (core_wr_below_61 ? core_tab_61_src : core_tab_62_src);
  assign core_wr_rest_61_dst = (core_wr_below_61 ? core_tab_61_dst : core_tab_62_dst);
  assign core_wr_rest_61_sum = (core_wr_below_61 ? core_tab_61_sum : core_tab_62_sum);
  assign core_wr_rest_62_v = (core_wr_below_62 ? core_tab_62_v : core_tab_63_v);
  assign core_wr_rest_62_src = (core_wr_below_62 ? core_tab_62_src : core_tab_63_src);
  assign core_wr_rest_62_dst = (core_wr_below_62 ? core_tab_62_dst : core_tab_63_dst);
  assign core_wr_rest_62_sum = (core_wr_below_62 ? core_tab_62_sum : core_tab_63_sum);
  assign core_wr_rest_63_v = (core_wr_below_63 ? core_tab_63_v : core_tab_64_v);
  assign core_wr_rest_63_src = (core_wr_below_63 ? core_tab_63_src : core_tab_64_src);
  assign core_wr_rest_63_dst = (core_wr_below_63 ? core_tab_63_dst : core_tab_64_dst);
  assign core_wr_rest_63_sum = (core_wr_below_63 ? core_tab_63_sum : core_tab_64_sum);
  assign core_wr_rest_64_v = (core_wr_below_64 ? core_tab_64_v : core_tab_65_v);
  assign core_wr_rest_64_src = (core_wr_below_64 ? core_tab_64_src : core_tab_65_src);
  assign core_wr_rest_64_dst = (core_wr_below_64 ? core_tab_64_dst : core_tab_65_dst);
  assign core_wr_rest_64_sum = (core_wr_below_64 ? core_tab_64_sum : core_tab_65_sum);
  assign core_wr_rest_65_v = (core_wr_below_65 ? core_tab_65_v : core_tab_66_v);
  assign core_wr_rest_65_src = (core_wr_below_65 ? core_tab_65_src : core_tab_66_src);
  assign core_wr_rest_65_dst = (core_wr_below_65 ? core_tab_65_dst : core_tab_66_dst);
  assign core_wr_rest_65_sum = (core_wr_below_65 ? core_tab_65_sum : core_tab_66_sum);
  assign core_wr_rest_66_v = (core_wr_below_66 ? core_tab_66_v : core_tab_67_v);
  assign core_wr_rest_66_src = (core_wr_below_66 ? core_tab_66_src : core_tab_67_src);
  assign core_wr_rest_66_dst = (core_wr_below_66 ? core_tab_66_dst : core_tab_67_dst);
  assign core_wr_rest_66_sum = (core_wr_below_66 ? core_tab_66_sum : core_tab_67_sum);
  assign core_wr_rest_67_v = (core_wr_below_67 ? core_tab_67_v : core_tab_68_v);
  assign core_wr_rest_67_src = (core_wr_below_67 ? core_tab_67_src : core_tab_68_src);
  assign core_wr_rest_67_dst = (core_wr_below_67 ? core_tab_67_dst : core_tab_68_dst);
  assign core_wr_rest_67_sum = (core_wr_below_67 ? core_tab_67_sum : core_tab_68_sum);
  assign core_wr_rest_68_v = (core_wr_below_68 ? core_tab_68_v : core_tab_69_v);
  assign core_wr_rest_68_src = (core_wr_below_68 ? core_tab_68_src : core_tab_69_src);
  assign core_wr_rest_68_dst = (core_wr_below_68 ? core_tab_68_dst : core_tab_69_dst);
  assign core_wr_rest_68_sum = (core_wr_below_68 ? core_tab_68_sum : core_tab_69_sum);
  assign core_wr_rest_69_v = (core_wr_below_69 ? core_tab_69_v : core_tab_70_v);
  assign core_wr_rest_69_src = (core_wr_below_69 ? core_tab_69_src : core_tab_70_src);
  assign core_wr_rest_69_dst = (core_wr_below_69 ? core_tab_69_dst : core_tab_70_dst);
  assign core_wr_rest_69_sum = (core_wr_below_69 ? core_tab_69_sum : core_tab_70_sum);
  assign core_wr_rest_70_v = (core_wr_below_70 ? core_tab_70_v : core_tab_71_v);
  assign core_wr_rest_70_src = (core_wr_below_70 ? core_tab_70_src : core_tab_71_src);
  assign core_wr_rest_70_dst = (core_wr_below_70 ? core_tab_70_dst : core_tab_71_dst);
  assign core_wr_rest_70_sum = (core_wr_below_70 ? core_tab_70_sum : core_tab_71_sum);
  assign core_wr_rest_71_v = (core_wr_below_71 ? core_tab_71_v : core_tab_72_v);
  assign core_wr_rest_71_src = (core_wr_below_71 ? core_tab_71_src : core_tab_72_src);
  assign core_wr_rest_71_dst = (core_wr_below_71 ? core_tab_71_dst : core_tab_72_dst);
  assign core_wr_rest_71_sum = (core_wr_below_71 ? core_tab_71_sum : core_tab_72_sum);
  assign core_wr_rest_72_v = (core_wr_below_72 ? core_tab_72_v : core_tab_73_v);
  assign core_wr_rest_72_src = (core_wr_below_72 ? core_tab_72_src : core_tab_73_src);
  assign core_wr_rest_72_dst = (core_wr_below_72 ? core_tab_72_dst : core_tab_73_dst);
  assign core_wr_rest_72_sum = (core_wr_below_72 ? core_tab_72_sum : core_tab_73_sum);
  assign core_wr_rest_73_v = (core_wr_below_73 ? core_tab_73_v : core_tab_74_v);
  assign core_wr_rest_73_src = (core_wr_below_73 ? core_tab_73_src : core_tab_74_src);
  assign core_wr_rest_73_dst = (core_wr_below_73 ? core_tab_73_dst : core_tab_74_dst);
  assign core_wr_rest_73_sum = (core_wr_below_73 ? core_tab_73_sum : core_tab_74_sum);
  assign core_wr_rest_74_v = (core_wr_below_74 ? core_tab_74_v : core_tab_75_v);
  assign core_wr_rest_74_src = (core_wr_below_74 ? core_tab_74_src : core_tab_75_src);
  assign core_wr_rest_74_dst = (core_wr_below_74 ? core_tab_74_dst : core_tab_75_dst);
  assign core_wr_rest_74_sum = (core_wr_below_74 ? core_tab_74_sum : core_tab_75_sum);
  assign core_wr_rest_75_v = (core_wr_below_75 ? core_tab_75_v : core_tab_76_v);
  assign core_wr_rest_75_src = (core_wr_below_75 ? core_tab_75_src : core_tab_76_src);
  assign core_wr_rest_75_dst = (core_wr_below_75 ? core_tab_75_dst : core_tab_76_dst);
  assign core_wr_rest_75_sum = (core_wr_below_75 ? core_tab_75_sum : core_tab_76_sum);
  assign core_wr_rest_76_v = (core_wr_below_76 ? core_tab_76_v : core_tab_77_v);
  assign core_wr_rest_76_src = (core_wr_below_76 ? core_tab_76_src : core_tab_77_src);
  assign core_wr_rest_76_dst = (core_wr_below_76 ? core_tab_76_dst : core_tab_77_dst);
  assign core_wr_rest_76_sum = (core_wr_below_76 ? core_tab_76_sum : core_tab_77_sum);
  assign core_wr_rest_77_v = (core_wr_below_77 ? core_tab_77_v : core_tab_78_v);
  assign core_wr_rest_77_src = (core_wr_below_77 ? core_tab_77_src : core_tab_78_src);
  assign core_wr_rest_77_dst = (core_wr_below_77 ? core_tab_77_dst : core_tab_78_dst);
  assign core_wr_rest_77_sum = (core_wr_below_77 ? core_tab_77_sum : core_tab_78_sum);
  assign core_wr_rest_78_v = (core_wr_below_78 ? core_tab_78_v : core_tab_79_v);
  assign core_wr_rest_78_src = (core_wr_below_78 ? core_tab_78_src : core_tab_79_src);
  assign core_wr_rest_78_dst = (core_wr_below_78 ? core_tab_78_dst : core_tab_79_dst);
  assign core_wr_rest_78_sum = (core_wr_below_78 ? core_tab_78_sum : core_tab_79_sum);
  assign core_wr_rest_79_v = (core_wr_below_79 ? core_tab_79_v : core_tab_80_v);
  assign core_wr_rest_79_src = (core_wr_below_79 ? core_tab_79_src : core_tab_80_src);
  assign core_wr_rest_79_dst = (core_wr_below_79 ? core_tab_79_dst : core_tab_80_dst);
  assign core_wr_rest_79_sum = (core_wr_below_79 ? core_tab_79_sum : core_tab_80_sum);
  assign core_wr_rest_80_v = (core_wr_below_80 ? core_tab_80_v : core_tab_81_v);
  assign core_wr_rest_80_src = (core_wr_below_80 ? core_tab_80_src : core_tab_81_src);
  assign core_wr_rest_80_dst = (core_wr_below_80 ? core_tab_80_dst : core_tab_81_dst);
  assign core_wr_rest_80_sum = (core_wr_below_80 ? core_tab_80_sum : core_tab_81_sum);
  assign core_wr_rest_81_v = (core_wr_below_81 ? core_tab_81_v : core_tab_82_v);
  assign core_wr_rest_81_src = (core_wr_below_81 ? core_tab_81_src : core_tab_82_src);
  assign core_wr_rest_81_dst = (core_wr_below_81 ? core_tab_81_dst : core_tab_82_dst);
  assign core_wr_rest_81_sum = (core_wr_below_81 ? core_tab_81_sum : core_tab_82_sum);
  assign core_wr_rest_82_v = (core_wr_below_82 ? core_tab_82_v : core_tab_83_v);
  assign core_wr_rest_82_src = (core_wr_below_82 ? core_tab_82_src : core_tab_83_src);
  assign core_wr_rest_82_dst = (core_wr_below_82 ? core_tab_82_dst : core_tab_83_dst);
  assign core_wr_rest_82_sum = (core_wr_below_82 ? core_tab_82_sum : core_tab_83_sum);
  assign core_wr_rest_83_v = (core_wr_below_83 ? core_tab_83_v : core_tab_84_v);
  assign core_wr_rest_83_src = (core_wr_below_83 ? core_tab_83_src : core_tab_84_src);
  assign core_wr_rest_83_dst = (core_wr_below_83 ? core_tab_83_dst : core_tab_84_dst);
  assign core_wr_rest_83_sum = (core_wr_below_83 ? core_tab_83_sum : core_tab_84_sum);
  assign core_wr_rest_84_v = (core_wr_below_84 ? core_tab_84_v : core_tab_85_v);
  assign core_wr_rest_84_src = (core_wr_below_84 ? core_tab_84_src : core_tab_85_src);
  assign core_wr_rest_84_dst = (core_wr_below_84 ? core_tab_84_dst : core_tab_85_dst);
  assign core_wr_rest_84_sum = (core_wr_below_84 ? core_tab_84_sum : core_tab_85_sum);
  assign core_wr_rest_85_v = (core_wr_below_85 ? core_tab_85_v : core_tab_86_v);
  assign core_wr_rest_85_src = (core_wr_below_85 ? core_tab_85_src : core_tab_86_src);
  assign core_wr_rest_85_dst = (core_wr_below_85 ? core_tab_85_dst : core_tab_86_dst);
  assign core_wr_rest_85_sum = (core_wr_below_85 ? core_tab_85_sum : core_tab_86_sum);
  assign core_wr_rest_86_v = (core_wr_below_86 ? core_tab_86_v : core_tab_87_v);
  assign core_wr_rest_86_src = (core_wr_below_86 ? core_tab_86_src : core_tab_87_src);
  assign core_wr_rest_86_dst = (core_wr_below_86 ? core_tab_86_dst : core_tab_87_dst);
  assign core_wr_rest_86_sum = (core_wr_below_86 ? core_tab_86_sum : core_tab_87_sum);
  assign core_wr_rest_87_v = (core_wr_below_87 ? core_tab_87_v : core_tab_88_v);
  assign core_wr_rest_87_src = (core_wr_below_87 ? core_tab_87_src : core_tab_88_src);
  assign core_wr_rest_87_dst = (core_wr_below_87 ? core_tab_87_dst : core_tab_88_dst);
  assign core_wr_rest_87_sum = (core_wr_below_87 ? core_tab_87_sum : core_tab_88_sum);
  assign core_wr_rest_88_v = (core_wr_below_88 ? core_tab_88_v : core_tab_89_v);
  assign core_wr_rest_88_src = (core_wr_below_88 ? core_tab_88_src : core_tab_89_src);
  assign core_wr_rest_88_dst = (core_wr_below_88 ? core_tab_88_dst : core_tab_89_dst);
  assign core_wr_rest_88_sum = (core_wr_below_88 ? core_tab_88_sum : core_tab_89_sum);
  assign core_wr_rest_89_v = (core_wr_below_89 ? core_tab_89_v : core_tab_90_v);
  assign core_wr_rest_89_src = (core_wr_below_89 ? core_tab_89_src : core_tab_90_src);
  assign core_wr_rest_89_dst = (core_wr_below_89 ? core_tab_89_dst : core_tab_90_dst);
  assign core_wr_rest_89_sum = (core_wr_below_89 ? core_tab_89_sum : core_tab_90_sum);
  assign core_wr_rest_90_v = (core_wr_below_90 ? core_tab_90_v : core_tab_91_v);
  assign core_wr_rest_90_src = (core_wr_below_90 ? core_tab_90_src : core_tab_91_src);
  assign core_wr_rest_90_dst = (core_wr_below_90 ? core_tab_90_dst : core_tab_91_dst);
  assign core_wr_rest_90_sum = (core_wr_below_90 ? core_tab_90_sum : core_tab_91_sum);
  assign core_wr_rest_91_v = (core_wr_below_91 ? core_tab_91_v : core_tab_92_v);
  assign core_wr_rest_91_src = (core_wr_below_91 ? core_tab_91_src : core_tab_92_src);
  assign core_wr_rest_91_dst = (core_wr_below_91 ? core_tab_91_dst : core_tab_92_dst);
  assign core_wr_rest_91_sum = (core_wr_below_91 ? core_tab_91_sum : core_tab_92_sum);
  assign core_wr_rest_92_v = (core_wr_below_92 ? core_tab_92_v : core_tab_93_v);
  assign core_wr_rest_92_src = (core_wr_below_92 ? core_tab_92_src : core_tab_93_src);
  assign core_wr_rest_92_dst = (core_wr_below_92 ? core_tab_92_dst : core_tab_93_dst);
  assign core_wr_rest_92_sum = (core_wr_below_92 ? core_tab_92_sum : core_tab_93_sum);
  assign core_wr_rest_93_v = (core_wr_below_93 ? core_tab_93_v : core_tab_94_v);
  assign core_wr_rest_93_src = (core_wr_below_93 ? core_tab_93_src : core_tab_94_src);
  assign core_wr_rest_93_dst = (core_wr_below_93 ? core_tab_93_dst : core_tab_94_dst);
  assign core_wr_rest_93_sum = (core_wr_below_93 ? core_tab_93_sum : core_tab_94_sum);
  assign core_wr_rest_94_v = (core_wr_below_94 ? core_tab_94_v : core_tab_95_v);
  assign core_wr_rest_94_src = (core_wr_below_94 ? core_tab_94_src : core_tab_95_src);
  assign core_wr_rest_94_dst = (core_wr_below_94 ? core_tab_94_dst : core_tab_95_dst);
  assign core_wr_rest_94_sum = (core_wr_below_94 ? core_tab_94_sum : core_tab_95_sum);
  assign core_wr_rest_95_v = (core_wr_below_95 ? core_tab_95_v : core_tab_96_v);
  assign core_wr_rest_95_src = (core_wr_below_95 ? core_tab_95_src : core_tab_96_src);
  assign core_wr_rest_95_dst = (core_wr_below_95 ? core_tab_95_dst : core_tab_96_dst);
  assign core_wr_rest_95_sum = (core_wr_below_95 ? core_tab_95_sum : core_tab_96_sum);
  assign core_wr_rest_96_v = (core_wr_below_96 ? core_tab_96_v : core_tab_97_v);
  assign core_wr_rest_96_src = (core_wr_below_96 ? core_tab_96_src : core_tab_97_src);
  assign core_wr_rest_96_dst = (core_wr_below_96 ? core_tab_96_dst : core_tab_97_dst);
  assign core_wr_rest_96_sum = (core_wr_below_96 ? core_tab_96_sum : core_tab_97_sum);
  assign core_wr_rest_97_v = (core_wr_below_97 ? core_tab_97_v : core_tab_98_v);
  assign core_wr_rest_97_src = (core_wr_below_97 ? core_tab_97_src : core_tab_98_src);
  assign core_wr_rest_97_dst = (core_wr_below_97 ? core_tab_97_dst : core_tab_98_dst);
  assign core_wr_rest_97_sum = (core_wr_below_97 ? core_tab_97_sum : core_tab_98_sum);
  assign core_wr_rest_98_v = (core_wr_below_98 ? core_tab_98_v : core_tab_99_v);
  assign core_wr_rest_98_src = (core_wr_below_98 ? core_tab_98_src : core_tab_99_src);
  assign core_wr_rest_98_dst = (core_wr_below_98 ? core_tab_98_dst : core_tab_99_dst);
  assign core_wr_rest_98_sum = (core_wr_below_98 ? core_tab_98_sum : core_tab_99_sum);
  assign core_wr_rest_99_v = (core_wr_below_99 ? core_tab_99_v : core_tab_100_v);
  assign core_wr_rest_99_src = (core_wr_below_99 ? core_tab_99_src : core_tab_100_src);
  assign core_wr_rest_99_dst = (core_wr_below_99 ? core_tab_99_dst : core_tab_100_dst);
  assign core_wr_rest_99_sum = (core_wr_below_99 ? core_tab_99_sum : core_tab_100_sum);
  assign core_wr_rest_100_v = (core_wr_below_100 ? core_tab_100_v : core_tab_101_v);
  assign core_wr_rest_100_src = (core_wr_below_100 ? core_tab_100_src : core_tab_101_src);
  assign core_wr_rest_100_dst = (core_wr_below_100 ? core_tab_100_dst : core_tab_101_dst);
  assign core_wr_rest_100_sum = (core_wr_below_100 ? core_tab_100_sum : core_tab_101_sum);
  assign core_wr_rest_101_v = (core_wr_below_101 ? core_tab_101_v : core_tab_102_v);
  assign core_wr_rest_101_src = (core_wr_below_101 ? core_tab_101_src : core_tab_102_src);
  assign core_wr_rest_101_dst = (core_wr_below_101 ? core_tab_101_dst : core_tab_102_dst);
  assign core_wr_rest_101_sum = (core_wr_below_101 ? core_tab_101_sum : core_tab_102_sum);
  assign core_wr_rest_102_v = (core_wr_below_102 ? core_tab_102_v : core_tab_103_v);
  assign core_wr_rest_102_src = (core_wr_below_102 ? core_tab_102_src : core_tab_103_src);
  assign core_wr_rest_102_dst = (core_wr_below_102 ? core_tab_102_dst : core_tab_103_dst);
  assign core_wr_rest_102_sum = (core_wr_below_102 ? core_tab_102_sum : core_tab_103_sum);
  assign core_wr_rest_103_v = (core_wr_below_103 ? core_tab_103_v : core_tab_104_v);
  assign core_wr_rest_103_src = (core_wr_below_103 ? core_tab_103_src : core_tab_104_src);
  assign core_wr_rest_103_dst = (core_wr_below_103 ? core_tab_103_dst : core_tab_104_dst);
  assign core_wr_rest_103_sum = (core_wr_below_103 ? core_tab_103_sum : core_tab_104_sum);
  assign core_wr_rest_104_v = (core_wr_below_104 ? core_tab_104_v : core_tab_105_v);
  assign core_wr_rest_104_src = (core_wr_below_104 ? core_tab_104_src : core_tab_105_src);
  assign core_wr_rest_104_dst = (core_wr_below_104 ? core_tab_104_dst : core_tab_105_dst);
  assign core_wr_rest_104_sum = (core_wr_below_104 ? core_tab_104_sum : core_tab_105_sum);
  assign core_wr_rest_105_v = (core_wr_below_105 ? core_tab_105_v : core_tab_106_v);
  assign core_wr_rest_105_src = (core_wr_below_105 ? core_tab_105_src : core_tab_106_src);
  assign core_wr_rest_105_dst = (core_wr_below_105 ? core_tab_105_dst : core_tab_106_dst);
  assign core_wr_rest_105_sum = (core_wr_below_105 ? core_tab_105_sum : core_tab_106_sum);
  assign core_wr_rest_106_v = (core_wr_below_106 ? core_tab_106_v : core_tab_107_v);
  assign core_wr_rest_106_src = (core_wr_below_106 ? core_tab_106_src : core_tab_107_src);
  assign core_wr_rest_106_dst = (core_wr_below_106 ? core_tab_106_dst : core_tab_107_dst);
  assign core_wr_rest_106_sum = (core_wr_below_106 ? core_tab_106_sum : core_tab_107_sum);
  assign core_wr_rest_107_v = (core_wr_below_107 ? core_tab_107_v : core_tab_108_v);
  assign core_wr_rest_107_src = (core_wr_below_107 ? core_tab_107_src : core_tab_108_src);
  assign core_wr_rest_107_dst = (core_wr_below_107 ? core_tab_107_dst : core_tab_108_dst);
  assign core_wr_rest_107_sum = (core_wr_below_107 ? core_tab_107_sum : core_tab_108_sum);
  assign core_wr_rest_108_v = (core_wr_below_108 ? core_tab_108_v : core_tab_109_v);
  assign core_wr_rest_108_src = (core_wr_below_108 ? core_tab_108_src : core_tab_109_src);
  assign core_wr_rest_108_dst = (core_wr_below_108 ? core_tab_108_dst : core_tab_109_dst);
  assign core_wr_rest_108_sum = (core_wr_below_108 ? core_tab_108_sum : core_tab_109_sum);
  assign core_wr_rest_109_v = (core_wr_below_109 ? core_tab_109_v : core_tab_110_v);
  assign core_wr_rest_109_src = (core_wr_below_109 ? core_tab_109_src : core_tab_110_src);
  assign core_wr_rest_109_dst = (core_wr_below_109 ? core_tab_109_dst : core_tab_110_dst);
  assign core_wr_rest_109_sum = (core_wr_below_109 ? core_tab_109_sum : core_tab_110_sum);
  assign core_wr_rest_110_v = (core_wr_below_110 ? core_tab_110_v : core_tab_111_v);
  assign core_wr_rest_110_src = (core_wr_below_110 ? core_tab_110_src : core_tab_111_src);
  assign core_wr_rest_110_dst = (core_wr_below_110 ? core_tab_110_dst : core_tab_111_dst);
  assign core_wr_rest_110_sum = (core_wr_below_110 ? core_tab_110_sum : core_tab_111_sum);
  assign core_wr_rest_111_v = (core_wr_below_111 ? core_tab_111_v : core_tab_112_v);
  assign core_wr_rest_111_src = (core_wr_below_111 ? core_tab_111_src : core_tab_112_src);
  assign core_wr_rest_111_dst = (core_wr_below_111 ? core_tab_111_dst : core_tab_112_dst);
  assign core_wr_rest_111_sum = (core_wr_below_111 ? core_tab_111_sum : core_tab_112_sum);
  assign core_wr_rest_112_v = (core_wr_below_112 ? core_tab_112_v : core_tab_113_v);
  assign core_wr_rest_112_src = (core_wr_below_112 ? core_tab_112_src : core_tab_113_src);
  assign core_wr_rest_112_dst = (core_wr_below_112 ? core_tab_112_dst : core_tab_113_dst);
  assign core_wr_rest_112_sum = (core_wr_below_112 ? core_tab_112_sum : core_tab_113_sum);
  assign core_wr_rest_113_v = (core_wr_below_113 ? core_tab_113_v : core_tab_114_v);
  assign core_wr_rest_113_src = (core_wr_below_113 ? core_tab_113_src : core_tab_114_src);
  assign core_wr_rest_113_dst = (core_wr_below_113 ? core_tab_113_dst : core_tab_114_dst);
  assign core_wr_rest_113_sum = (core_wr_below_113 ? core_tab_113_sum : core_tab_114_sum);
  assign core_wr_rest_114_v = (core_wr_below_114 ? core_tab_114_v : core_tab_115_v);
  assign core_wr_rest_114_src = (core_wr_below_114 ? core_tab_114_src : core_tab_115_src);
  assign core_wr_rest_114_dst = (core_wr_below_114 ? core_tab_114_dst : core_tab_115_dst);
  assign core_wr_rest_114_sum = (core_wr_below_114 ? core_tab_114_sum : core_tab_115_sum);
  assign core_wr_rest_115_v = (core_wr_below_115 ? core_tab_115_v : core_tab_116_v);
  assign core_wr_rest_115_src = (core_wr_below_115 ? core_tab_115_src : core_tab_116_src);
  assign core_wr_rest_115_dst = (core_wr_below_115 ? core_tab_115_dst : core_tab_116_dst);
  assign core_wr_rest_115_sum = (core_wr_below_115 ? core_tab_115_sum : core_tab_116_sum);
  assign core_wr_rest_116_v = (core_wr_below_116 ? core_tab_116_v : core_tab_117_v);
  assign core_wr_rest_116_src = (core_wr_below_116 ? core_tab_116_src : core_tab_117_src);
  assign core_wr_rest_116_dst = (core_wr_below_116 ? core_tab_116_dst : core_tab_117_dst);
  assign core_wr_rest_116_sum = (core_wr_below_116 ? core_tab_116_sum : core_tab_117_sum);
  assign core_wr_rest_117_v = (core_wr_below_117 ? core_tab_117_v : core_tab_118_v);
  assign core_wr_rest_117_src = (core_wr_below_117 ? core_tab_117_src : core_tab_118_src);
  assign core_wr_rest_117_dst = (core_wr_below_117 ? core_tab_117_dst : core_tab_118_dst);
  assign core_wr_rest_117_sum = (core_wr_below_117 ? core_tab_117_sum : core_tab_118_sum);
  assign core_wr_rest_118_v = (core_wr_below_118 ? core_tab_118_v : core_tab_119_v);
  assign core_wr_rest_118_src = (core_wr_below_118 ? core_tab_118_src : core_tab_119_src);
  assign core_wr_rest_118_dst = (core_wr_below_118 ? core_tab_118_dst : core_tab_119_dst);
  assign core_wr_rest_118_sum = (core_wr_below_118 ? core_tab_118_sum : core_tab_119_sum);
  assign core_wr_rest_119_v = (core_wr_below_119 ? core_tab_119_v : core_tab_120_v);
  assign core_wr_rest_119_src = (core_wr_below_119 ? core_tab_119_src : core_tab_120_src);
  assign core_wr_rest_119_dst = (core_wr_below_119 ? core_tab_119_dst : core_tab_120_dst);
  assign core_wr_rest_119_sum = (core_wr_below_119 ? core_tab_119_sum : core_tab_120_sum);
  assign core_wr_rest_120_v = (core_wr_below_120 ? core_tab_120_v : core_tab_121_v);
  assign core_wr_rest_120_src = (core_wr_below_120 ? core_tab_120_src : core_tab_121_src);
  assign core_wr_rest_120_dst = (core_wr_below_120 ? core_tab_120_dst : core_tab_121_dst);
  assign core_wr_rest_120_sum = (core_wr_below_120 ? core_tab_120_sum : core_tab_121_sum);
  assign core_wr_rest_121_v = (core_wr_below_121 ? core_tab_121_v : core_tab_122_v);
  assign core_wr_rest_121_src = (core_wr_below_121 ? core_tab_121_src : core_tab_122_src);
  assign core_wr_rest_121_dst = (core_wr_below_121 ? core_tab_121_dst : core_tab_122_dst);
  assign core_wr_rest_121_sum = (core_wr_below_121 ? core_tab_121_sum : core_tab_122_sum);
  assign core_wr_rest_122_v = (core_wr_below_122 ? core_tab_122_v : core_tab_123_v);
  assign core_wr_rest_122_src = (core_wr_below_122 ? core_tab_122_src : core_tab_123_src);
  assign core_wr_rest_122_dst = (core_wr_below_122 ? core_tab_122_dst : core_tab_123_dst);
  assign core_wr_rest_122_sum = (core_wr_below_122 ? core_tab_122_sum : core_tab_123_sum);
  assign core_wr_rest_123_v = (core_wr_below_123 ? core_tab_123_v : core_tab_124_v);
  assign core_wr_rest_123_src = (core_wr_below_123 ? core_tab_123_src : core_tab_124_src);
  assign core_wr_rest_123_dst = (core_wr_below_123 ? core_tab_123_dst : core_tab_124_dst);
  assign core_wr_rest_123_sum = (core_wr_below_123 ? core_tab_123_sum : core_tab_124_sum);
  assign core_wr_rest_124_v = (core_wr_below_124 ? core_tab_124_v : core_tab_125_v);
  assign core_wr_rest_124_src = (core_wr_below_124 ? core_tab_124_src : core_tab_125_src);
  assign core_wr_rest_124_dst = (core_wr_below_124 ? core_tab_124_dst : core_tab_125_dst);
  assign core_wr_rest_124_sum = (core_wr_below_124 ? core_tab_124_sum : core_tab_125_sum);
  assign core_wr_rest_125_v = (core_wr_below_125 ? core_tab_125_v : core_tab_126_v);
  assign core_wr_rest_125_src = (core_wr_below_125 ? core_tab_125_src : core_tab_126_src);
  assign core_wr_rest_125_dst = (core_wr_below_125 ? core_tab_125_dst : core_tab_126_dst);
  assign core_wr_rest_125_sum = (core_wr_below_125 ? core_tab_125_sum : core_tab_126_sum);
  assign core_wr_rest_126_v = (core_wr_below_126 ? core_tab_126_v : core_tab_127_v);
  assign core_wr_rest_126_src = (core_wr_below_126 ? core_tab_126_src : core_tab_127_src);
  assign core_wr_rest_126_dst = (core_wr_below_126 ? core_tab_126_dst : core_tab_127_dst);
  assign core_wr_rest_126_sum = (core_wr_below_126 ? core_tab_126_sum : core_tab_127_sum);
  assign core_wr_rest_127_v = (core_wr_below_127 ? core_tab_127_v : core_none_v);
  assign core_wr_rest_127_src = (core_wr_below_127 ? core_tab_127_src : core_none_src);
  assign core_wr_rest_127_dst = (core_wr_below_127 ? core_tab_127_dst : core_none_dst);
  assign core_wr_rest_127_sum = (core_wr_below_127 ? core_tab_127_sum : core_none_sum);
  assign core_wr_ge_0 = (core_tab_0_v && (core_wr_newSum <= core_tab_0_sum));
  assign core_wr_ge_1 = (core_tab_1_v && (core_wr_newSum <= core_tab_1_sum));
  assign core_wr_ge_2 = (core_tab_2_v && (core_wr_newSum <= core_tab_2_sum));
  assign core_wr_ge_3 = (core_tab_3_v && (core_wr_newSum <= core_tab_3_sum));
  assign core_wr_ge_4 = (core_tab_4_v && (core_wr_newSum <= core_tab_4_sum));
  assign core_wr_ge_5 = (core_tab_5_v && (core_wr_newSum <= core_tab_5_sum));
  assign core_wr_ge_6 = (core_tab_6_v && (core_wr_newSum <= core_tab_6_sum));
  assign core_wr_ge_7 = (core_tab_7_v && (core_wr_newSum <= core_tab_7_sum));
  assign core_wr_ge_8 = (core_tab_8_v && (core_wr_newSum <= core_tab_8_sum));
  assign core_wr_ge_9 = (core_tab_9_v && (core_wr_newSum <= core_tab_9_sum));
  assign core_wr_ge_10 = (core_tab_10_v && (core_wr_newSum <= core_tab_10_sum));
  assign core_wr_ge_11 = (core_tab_11_v && (core_wr_newSum <= core_tab_11_sum));
  assign core_wr_ge_12 = (core_tab_12_v && (core_wr_newSum <= core_tab_12_sum));
  assign core_wr_ge_13 = (core_tab_13_v && (core_wr_newSum <= core_tab_13_sum));
  assign core_wr_ge_14 = (core_tab_14_v && (core_wr_newSum <= core_tab_14_sum));
  assign core_wr_ge_15 = (core_tab_15_v && (core_wr_newSum <= core_tab_15_sum));
  assign core_wr_ge_16 = (core_tab_16_v && (core_wr_newSum <= core_tab_16_sum));
  assign core_wr_ge_17 = (core_tab_17_v && (core_wr_newSum <= core_tab_17_sum));
  assign core_wr_ge_18 = (core_tab_18_v && (core_wr_newSum <= core_tab_18_sum));
  assign core_wr_ge_19 = (core_tab_19_v && (core_wr_newSum <= core_tab_19_sum));
  assign core_wr_ge_20 = (core_tab_20_v && (core_wr_newSum <= core_tab_20_sum));
  assign core_wr_ge_21 = (core_tab_21_v && (core_wr_newSum <= core_tab_21_sum));
  assign core_wr_ge_22 = (core_tab_22_v && (core_wr_newSum <= core_tab_22_sum));
  assign core_wr_ge_23 = (core_tab_23_v && (core_wr_newSum <= core_tab_23_sum));
  assign core_wr_ge_24 = (core_tab_24_v && (core_wr_newSum <= core_tab_24_sum));
  assign core_wr_ge_25 = (core_tab_25_v && (core_wr_newSum <= core_tab_25_sum));
  assign core_wr_ge_26 = (core_tab_26_v && (core_wr_newSum <= core_tab_26_sum));
  assign core_wr_ge_27 = (core_tab_27_v && (core_wr_newSum <= core_tab_27_sum));
  assign core_wr_ge_28 = (core_tab_28_v && (core_wr_newSum <= core_tab_28_sum));
  assign core_wr_ge_29 = (core_tab_29_v && (core_wr_newSum <= core_tab_29_sum));
  assign core_wr_ge_30 = (core_tab_30_v && (core_wr_newSum <= core_tab_30_sum));
  assign core_wr_ge_31 = (core_tab_31_v && (core_wr_newSum <= core_tab_31_sum));
  assign core_wr_ge_32 = (core_tab_32_v && (core_wr_newSum <= core_tab_32_sum));
  assign core_wr_ge_33 = (core_tab_33_v && (core_wr_newSum <= core_tab_33_sum));
  assign core_wr_ge_34 = (core_tab_34_v && (core_wr_newSum <= core_tab_34_sum));
  assign core_wr_ge_35 = (core_tab_35_v && (core_wr_newSum <= core_tab_35_sum));
  assign core_wr_ge_36 = (core_tab_36_v && (core_wr_newSum <= core_tab_36_sum));
  assign core_wr_ge_37 = (core_tab_37_v && (core_wr_newSum <= core_tab_37_sum));
  assign core_wr_ge_38 = (core_tab_38_v && (core_wr_newSum <= core_tab_38_sum));
  assign core_wr_ge_39 = (core_tab_39_v && (core_wr_newSum <= core_tab_39_sum));
  assign core_wr_ge_40 = (core_tab_40_v && (core_wr_newSum <= core_tab_40_sum));
  assign core_wr_ge_41 = (core_tab_41_v && (core_wr_newSum <= core_tab_41_sum));
  assign core_wr_ge_42 = (core_tab_42_v && (core_wr_newSum <= core_tab_42_sum));
  assign core_wr_ge_43 = (core_tab_43_v && (core_wr_newSum <= core_tab_43_sum));
  assign core_wr_ge_44 = (core_tab_44_v && (core_wr_newSum <= core_tab_44_sum));
  assign core_wr_ge_45 = (core_tab_45_v && (core_wr_newSum <= core_tab_45_sum));
  assign core_wr_ge_46 = (core_tab_46_v && (core_wr_newSum <= core_tab_46_sum));
  assign core_wr_ge_47 = (core_tab_47_v && (core_wr_newSum <= core_tab_47_sum));
  assign core_wr_ge_48 = (core_tab_48_v && (core_wr_newSum <= core_tab_48_sum));
  assign core_wr_ge_49 = (core_tab_49_v && (core_wr_newSum <= core_tab_49_sum));
  assign core_wr_ge_50 = (core_tab_50_v && (core_wr_newSum <= core_tab_50_sum));
  assign core_wr_ge_51 = (core_tab_51_v && (core_wr_newSum <= core_tab_51_sum));
  assign core_wr_ge_52 = (core_tab_52_v && (core_wr_newSum <= core_tab_52_sum));
  assign core_wr_ge_53 = (core_tab_53_v && (core_wr_newSum <= core_tab_53_sum));
  assign core_wr_ge_54 = (core_tab_54_v && (core_wr_newSum <= core_tab_54_sum));
  assign core_wr_ge_55 = (core_tab_55_v && (core_wr_newSum <= core_tab_55_sum));
  assign core_wr_ge_56 = (core_tab_56_v && (core_wr_newSum <= core_tab_56_sum));
  assign core_wr_ge_57 = (core_tab_57_v && (core_wr_newSum <= core_tab_57_sum));
  assign core_wr_ge_58 = (core_tab_58_v && (core_wr_newSum <= core_tab_58_sum));
  assign core_wr_ge_59 = (core_tab_59_v && (core_wr_newSum <= core_tab_59_sum));
  assign core_wr_ge_60 = (core_tab_60_v && (core_wr_newSum <= core_tab_60_sum));
  assign core_wr_ge_61 = (core_tab_61_v && (core_wr_newSum <= core_tab_61_sum));
  assign core_wr_ge_62 = (core_tab_62_v && (core_wr_newSum <= core_tab_62_sum));
  assign core_wr_ge_63 = (core_tab_63_v && (core_wr_newSum <= core_tab_63_sum));
  assign core_wr_ge_64 = (core_tab_64_v && (core_wr_newSum <= core_tab_64_sum));
  assign core_wr_ge_65 = (core_tab_65_v && (core_wr_newSum <= core_tab_65_sum));
  assign core_wr_ge_66 = (core_tab_66_v && (core_wr_newSum <= core_tab_66_sum));
  assign core_wr_ge_67 = (core_tab_67_v && (core_wr_newSum <= core_tab_67_sum));
  assign core_wr_ge_68 = (core_tab_68_v && (core_wr_newSum <= core_tab_68_sum));
  assign core_wr_ge_69 = (core_tab_69_v && (core_wr_newSum <= core_tab_69_sum));
  assign core_wr_ge_70 = (core_tab_70_v && (core_wr_newSum <= core_tab_70_sum));
  assign core_wr_ge_71 = (core_tab_71_v && (core_wr_newSum <= core_tab_71_sum));
  assign core_wr_ge_72 = (core_tab_72_v && (core_wr_newSum <= core_tab_72_sum));
  assign core_wr_ge_73 = (core_tab_73_v && (core_wr_newSum <= core_tab_73_sum));
  assign core_wr_ge_74 = (core_tab_74_v && (core_wr_newSum <= core_tab_74_sum));
  assign core_wr_ge_75 = (core_tab_75_v && (core_wr_newSum <= core_tab_75_sum));
  assign core_wr_ge_76 = (core_tab_76_v && (core_wr_newSum <= core_tab_76_sum));
  assign core_wr_ge_77 = (core_tab_77_v && (core_wr_newSum <= core_tab_77_sum));
  assign core_wr_ge_78 = (core_tab_78_v && (core_wr_newSum <= core_tab_78_sum));
  assign core_wr_ge_79 = (core_tab_79_v && (core_wr_newSum <= core_tab_79_sum));
  assign core_wr_ge_80 = (core_tab_80_v && (core_wr_newSum <= core_tab_80_sum));
  assign core_wr_ge_81 = (core_tab_81_v && (core_wr_newSum <= core_tab_81_sum));
  assign core_wr_ge_82 = (core_tab_82_v && (core_wr_newSum <= core_tab_82_sum));
  assign core_wr_ge_83 = (core_tab_83_v && (core_wr_newSum <= core_tab_83_sum));
  assign core_wr_ge_84 = (core_tab_84_v && (core_wr_newSum <= core_tab_84_sum));
  assign core_wr_ge_85 = (core_tab_85_v && (core_wr_newSum <= core_tab_85_sum));
  assign core_wr_ge_86 = (core_tab_86_v && (core_wr_newSum <= core_tab_86_sum));
  assign core_wr_ge_87 = (core_tab_87_v && (core_wr_newSum <= core_tab_87_sum));
  assign core_wr_ge_88 = (core_tab_88_v && (core_wr_newSum <= core_tab_88_sum));
  assign core_wr_ge_89 = (core_tab_89_v && (core_wr_newSum <= core_tab_89_sum));
  assign core_wr_ge_90 = (core_tab_90_v && (core_wr_newSum <= core_tab_90_sum));
  assign core_wr_ge_91 = (core_tab_91_v && (core_wr_newSum <= core_tab_91_sum));
  assign core_wr_ge_92 = (core_tab_92_v && (core_wr_newSum <= core_tab_92_sum));
  assign core_wr_ge_93 = (core_tab_93_v && (core_wr_newSum <= core_tab_93_sum));
  assign core_wr_ge_94 = (core_tab_94_v && (core_wr_newSum <= core_tab_94_sum));
  assign core_wr_ge_95 = (core_tab_95_v && (core_wr_newSum <= core_tab_95_sum));
  assign core_wr_ge_96 = (core_tab_96_v && (core_wr_newSum <= core_tab_96_sum));
  assign core_wr_ge_97 = (core_tab_97_v && (core_wr_newSum <= core_tab_97_sum));
  assign core_wr_ge_98 = (core_tab_98_v && (core_wr_newSum <= core_tab_98_sum));
  assign core_wr_ge_99 = (core_tab_99_v && (core_wr_newSum <= core_tab_99_sum));
  assign core_wr_ge_100 = (core_tab_100_v && (core_wr_newSum <= core_tab_100_sum));
  assign core_wr_ge_101 = (core_tab_101_v && (core_wr_newSum <= core_tab_101_sum));
  assign core_wr_ge_102 = (core_tab_102_v && (core_wr_newSum <= core_tab_102_sum));
  assign core_wr_ge_103 = (core_tab_103_v && (core_wr_newSum <= core_tab_103_sum));
  assign core_wr_ge_104 = (core_tab_104_v && (core_wr_newSum <= core_tab_104_sum));
  assign core_wr_ge_105 = (core_tab_105_v && (core_wr_newSum <= core_tab_105_sum));
  assign core_wr_ge_106 = (core_tab_106_v && (core_wr_newSum <= core_tab_106_sum));
  assign core_wr_ge_107 = (core_tab_107_v && (core_wr_newSum <= core_tab_107_sum));
  assign core_wr_ge_108 = (core_tab_108_v && (core_wr_newSum <= core_tab_108_sum));
  assign core_wr_ge_109 = (core_tab_109_v && (core_wr_newSum <= core_tab_109_sum));
  assign core_wr_ge_110 = (core_tab_110_v && (core_wr_newSum <= core_tab_110_sum));
  assign core_wr_ge_111 = (core_tab_111_v && (core_wr_newSum <= core_tab_111_sum));
  assign core_wr_ge_112 = (core_tab_112_v && (core_wr_newSum <= core_tab_112_sum));
  assign core_wr_ge_113 = (core_tab_113_v && (core_wr_newSum <= core_tab_113_sum));
  assign core_wr_ge_114 = (core_tab_114_v && (core_wr_newSum <= core_tab_114_sum));
  assign core_wr_ge_115 = (core_tab_115_v && (core_wr_newSum <= core_tab_115_sum));
  assign core_wr_ge_116 = (core_tab_116_v && (core_wr_newSum <= core_tab_116_sum));
  assign core_wr_ge_117 = (core_tab_117_v && (core_wr_newSum <= core_tab_117_sum));
  assign core_wr_ge_118 = (core_tab_118_v && (core_wr_newSum <= core_tab_118_sum));
  assign core_wr_ge_119 = (core_tab_119_v && (core_wr_newSum <= core_tab_119_sum));
  assign core_wr_ge_120 = (core_tab_120_v && (core_wr_newSum <= core_tab_120_sum));
  assign core_wr_ge_121 = (core_tab_121_v && (core_wr_newSum <= core_tab_121_sum));
  assign core_wr_ge_122 = (core_tab_122_v && (core_wr_newSum <= core_tab_122_sum));
  assign core_wr_ge_123 = (core_tab_123_v && (core_wr_newSum <= core_tab_123_sum));
  assign core_wr_ge_124 = (core_tab_124_v && (core_wr_newSum <= core_tab_124_sum));
  assign core_wr_ge_125 = (core_tab_125_v && (core_wr_newSum <= core_tab_125_sum));
  assign core_wr_ge_126 = (core_tab_126_v && (core_wr_newSum <= core_tab_126_sum));
  assign core_wr_ge_127 = (core_tab_127_v && (core_wr_newSum <= core_tab_127_sum));
  assign core_wr_ge_128 = 1'b0;
  assign core_wr_restGe_0 = (core_wr_below_0 ? core_wr_ge_0 : core_wr_ge_1);
  assign core_wr_restGe_1 = (core_wr_below_1 ? core_wr_ge_1 : core_wr_ge_2);
  assign core_wr_restGe_2 = (core_wr_below_2 ? core_wr_ge_2 : core_wr_ge_3);
  assign core_wr_restGe_3 = (core_wr_below_3 ? core_wr_ge_3 : core_wr_ge_4);
  assign core_wr_restGe_4 = (core_wr_below_4 ? core_wr_ge_4 : core_wr_ge_5);
  assign core_wr_restGe_5 = (core_wr_below_5 ? core_wr_ge_5 : core_wr_ge_6);
  assign core_wr_restGe_6 = (core_wr_below_6 ? core_wr_ge_6 : core_wr_ge_7);
  assign core_wr_restGe_7 = (core_wr_below_7 ? core_wr_ge_7 : core_wr_ge_8);
  assign core_wr_restGe_8 = (core_wr_below_8 ? core_wr_ge_8 : core_wr_ge_9);
  assign core_wr_restGe_9 = (core_wr_below_9 ? core_wr_ge_9 : core_wr_ge_10);
  assign core_wr_restGe_10 = (core_wr_below_10 ? core_wr_ge_10 : core_wr_ge_11);
  assign core_wr_restGe_11 = (core_wr_below_11 ? core_wr_ge_11 : core_wr_ge_12);
  assign core_wr_restGe_12 = (core_wr_below_12 ? core_wr_ge_12 : core_wr_ge_13);
  assign core_wr_restGe_13 = (core_wr_below_13 ? core_wr_ge_13 : core_wr_ge_14);
  assign core_wr_restGe_14 = (core_wr_below_14 ? core_wr_ge_14 : core_wr_ge_15);
  assign core_wr_restGe_15 = (core_wr_below_15 ? core_wr_ge_15 : core_wr_ge_16);
  assign core_wr_restGe_16 = (core_wr_below_16 ? core_wr_ge_16 : core_wr_ge_17);
  assign core_wr_restGe_17 = (core_wr_below_17 ? core_wr_ge_17 : core_wr_ge_18);
  assign core_wr_restGe_18 = (core_wr_below_18 ? core_wr_ge_18 : core_wr_ge_19);
  assign core_wr_restGe_19 = (core_wr_below_19 ? core_wr_ge_19 : core_wr_ge_20);
  assign core_wr_restGe_20 = (core_wr_below_20 ? core_wr_ge_20 : core_wr_ge_21);
  assign core_wr_restGe_21 = (core_wr_below_21 ? core_wr_ge_21 : core_wr_ge_22);
  assign core_wr_restGe_22 = (core_wr_below_22 ? core_wr_ge_22 : core_wr_ge_23);
  assign core_wr_restGe_23 = (core_wr_below_23 ? core_wr_ge_23 : core_wr_ge_24);
  assign core_wr_restGe_24 = (core_wr_below_24 ? core_wr_ge_24 : core_wr_ge_25);
  assign core_wr_restGe_25 = (core_wr_below_25 ? core_wr_ge_25 : core_wr_ge_26);
  assign core_wr_restGe_26 = (core_wr_below_26 ? core_wr_ge_26 : core_wr_ge_27);
  assign core_wr_restGe_27 = (core_wr_below_27 ? core_wr_ge_27 : core_wr_ge_28);
  assign core_wr_restGe_28 = (core_wr_below_28 ? core_wr_ge_28 : core_wr_ge_29);
  assign core_wr_restGe_29 = (core_wr_below_29 ? core_wr_ge_29 : core_wr_ge_30);
  assign core_wr_restGe_30 = (core_wr_below_30 ? core_wr_ge_30 : core_wr_ge_31);
  assign core_wr_restGe_31 = (core_wr_below_31 ? core_wr_ge_31 : core_wr_ge_32);
  assign core_wr_restGe_32 = (core_wr_below_32 ? core_wr_ge_32 : core_wr_ge_33);
  assign core_wr_restGe_33 = (core_wr_below_33 ? core_wr_ge_33 : core_wr_ge_34);
  assign core_wr_restGe_34 = (core_wr_below_34 ? core_wr_ge_34 : core_wr_ge_35);
  assign core_wr_restGe_35 = (core_wr_below_35 ? core_wr_ge_35 : core_wr_ge_36);
  assign core_wr_restGe_36 = (core_wr_below_36 ? core_wr_ge_36 : core_wr_ge_37);
  assign core_wr_restGe_37 = (core_wr_below_37 ? core_wr_ge_37 : core_wr_ge_38);
  assign core_wr_restGe_38 = (core_wr_below_38 ? core_wr_ge_38 : core_wr_ge_39);
  assign core_wr_restGe_39 = (core_wr_below_39 ? core_wr_ge_39 : core_wr_ge_40);
  assign core_wr_restGe_40 = (core_wr_below_40 ? core_wr_ge_40 : core_wr_ge_41);
  assign core_wr_restGe_41 = (core_wr_below_41 ? core_wr_ge_41 : core_wr_ge_42);
  assign core_wr_restGe_42 = (core_wr_below_42 ? core_wr_ge_42 : core_wr_ge_43);
  assign core_wr_restGe_43 = (core_wr_below_43 ? core_wr_ge_43 : core_wr_ge_44);
  assign core_wr_restGe_44 = (core_wr_below_44 ? core_wr_ge_44 : core_wr_ge_45);
  assign core_wr_restGe_45 = (core_wr_below_45 ? core_wr_ge_45 : core_wr_ge_46);
  assign core_wr_restGe_46 = (core_wr_below_46 ? core_wr_ge_46 : core_wr_ge_47);
  assign core_wr_restGe_47 = (core_wr_below_47 ? core_wr_ge_47 : core_wr_ge_48);
  assign core_wr_restGe_48 = (core_wr_below_48 ? core_wr_ge_48 : core_wr_ge_49);
  assign core_wr_restGe_49 = (core_wr_below_49 ? core_wr_ge_49 : core_wr_ge_50);
  assign core_wr_restGe_50 = (core_wr_below_50 ? core_wr_ge_50 : core_wr_ge_51);
  assign core_wr_restGe_51 = (core_wr_below_51 ? core_wr_ge_51 : core_wr_ge_52);
  assign core_wr_restGe_52 = (core_wr_below_52 ? core_wr_ge_52 : core_wr_ge_53);
  assign core_wr_restGe_53 = (core_wr_below_53 ? core_wr_ge_53 : core_wr_ge_54);
  assign core_wr_restGe_54 = (core_wr_below_54 ? core_wr_ge_54 : core_wr_ge_55);
  assign core_wr_restGe_55 = (core_wr_below_55 ? core_wr_ge_55 : core_wr_ge_56);
  assign core_wr_restGe_56 = (core_wr_below_56 ? core_wr_ge_56 : core_wr_ge_57);
  assign core_wr_restGe_57 = (core_wr_below_57 ? core_wr_ge_57 : core_wr_ge_58);
  assign core_wr_restGe_58 = (core_wr_below_58 ? core_wr_ge_58 : core_wr_ge_59);
  assign core_wr_restGe_59 = (core_wr_below_59 ? core_wr_ge_59 : core_wr_ge_60);
  assign core_wr_restGe_60 = (core_wr_below_60 ? core_wr_ge_60 : core_wr_ge_61);
  assign core_wr_restGe_61 = (core_wr_below_61 ? core_wr_ge_61 : core_wr_ge_62);
  assign core_wr_restGe_62 = (core_wr_below_62 ? core_wr_ge_62 : core_wr_ge_63);
  assign core_wr_restGe_63 = (core_wr_below_63 ? core_wr_ge_63 : core_wr_ge_64);
  assign core_wr_restGe_64 = (core_wr_below_64 ? core_wr_ge_64 : core_wr_ge_65);
  assign core_wr_restGe_65 = (core_wr_below_65 ? core_wr_ge_65 : core_wr_ge_66);
  assign core_wr_restGe_66 = (core_wr_below_66 ? core_wr_ge_66 : core_wr_ge_67);
  assign core_wr_restGe_67 = (core_wr_below_67 ? core_wr_ge_67 : core_wr_ge_68);
  assign core_wr_restGe_68 = (core_wr_below_68 ? core_wr_ge_68 : core_wr_ge_69);
  assign core_wr_restGe_69 = (core_wr_below_69 ? core_wr_ge_69 : core_wr_ge_70);
  assign core_wr_restGe_70 = (core_wr_below_70 ? core_wr_ge_70 : core_wr_ge_71);
  assign core_wr_restGe_71 = (core_wr_below_71 ? core_wr_ge_71 : core_wr_ge_72);
  assign core_wr_restGe_72 = (core_wr_below_72 ? core_wr_ge_72 : core_wr_ge_73);
  assign core_wr_restGe_73 = (core_wr_below_73 ? core_wr_ge_73 : core_wr_ge_74);
  assign core_wr_restGe_74 = (core_wr_below_74 ? core_wr_ge_74 : core_wr_ge_75);
  assign core_wr_restGe_75 = (core_wr_below_75 ? core_wr_ge_75 : core_wr_ge_76);
  assign core_wr_restGe_76 = (core_wr_below_76 ? core_wr_ge_76 : core_wr_ge_77);
  assign core_wr_restGe_77 = (core_wr_below_77 ? core_wr_ge_77 : core_wr_ge_78);
  assign core_wr_restGe_78 = (core_wr_below_78 ? core_wr_ge_78 : core_wr_ge_79);
  assign core_wr_restGe_79 = (core_wr_below_79 ? core_wr_ge_79 : core_wr_ge_80);
  assign core_wr_restGe_80 = (core_wr_below_80 ? core_wr_ge_80 : core_wr_ge_81);
  assign core_wr_restGe_81 = (core_wr_below_81 ? core_wr_ge_81 : core_wr_ge_82);
  assign core_wr_restGe_82 = (core_wr_below_82 ? core_wr_ge_82 : core_wr_ge_83);
  assign core_wr_restGe_83 = (core_wr_below_83 ? core_wr_ge_83 : core_wr_ge_84);
  assign core_wr_restGe_84 = (core_wr_below_84 ? core_wr_ge_84 : core_wr_ge_85);
  assign core_wr_restGe_85 = (core_wr_below_85 ? core_wr_ge_85 : core_wr_ge_86);
  assign core_wr_restGe_86 = (core_wr_below_86 ? core_wr_ge_86 : core_wr_ge_87);
  assign core_wr_restGe_87 = (core_wr_below_87 ? core_wr_ge_87 : core_wr_ge_88);
  assign core_wr_restGe_88 = (core_wr_below_88 ? core_wr_ge_88 : core_wr_ge_89);
  assign core_wr_restGe_89 = (core_wr_below_89 ? core_wr_ge_89 : core_wr_ge_90);
  assign core_wr_restGe_90 = (core_wr_below_90 ? core_wr_ge_90 : core_wr_ge_91);
  assign core_wr_restGe_91 = (core_wr_below_91 ? core_wr_ge_91 : core_wr_ge_92);
  assign core_wr_restGe_92 = (core_wr_below_92 ? core_wr_ge_92 : core_wr_ge_93);
  assign core_wr_restGe_93 = (core_wr_below_93 ? core_wr_ge_93 : core_wr_ge_94);
  assign core_wr_restGe_94 = (core_wr_below_94 ? core_wr_ge_94 : core_wr_ge_95);
  assign core_wr_restGe_95 = (core_wr_below_95 ? core_wr_ge_95 : core_wr_ge_96);
  assign core_wr_restGe_96 = (core_wr_below_96 ? core_wr_ge_96 : core_wr_ge_97);
  assign core_wr_restGe_97 = (core_wr_below_97 ? core_wr_ge_97 : core_wr_ge_98);
  assign core_wr_restGe_98 = (core_wr_below_98 ? core_wr_ge_98 : core_wr_ge_99);
  assign core_wr_restGe_99 = (core_wr_below_99 ? core_wr_ge_99 : core_wr_ge_100);
  assign core_wr_restGe_100 = (core_wr_below_100 ? core_wr_ge_100 : core_wr_ge_101);
  assign core_wr_restGe_101 = (core_wr_below_101 ? core_wr_ge_101 : core_wr_ge_102);
  assign core_wr_restGe_102 = (core_wr_below_102 ? core_wr_ge_102 : core_wr_ge_103);
  assign core_wr_restGe_103 = (core_wr_below_103 ? core_wr_ge_103 : core_wr_ge_104);
  assign core_wr_restGe_104 = (core_wr_below_104 ? core_wr_ge_104 : core_wr_ge_105);
  assign core_wr_restGe_105 = (core_wr_below_105 ? core_wr_ge_105 : core_wr_ge_106);
  assign core_wr_restGe_106 = (core_wr_below_106 ? core_wr_ge_106 : core_wr_ge_107);
  assign core_wr_restGe_107 = (core_wr_below_107 ? core_wr_ge_107 : core_wr_ge_108);
  assign core_wr_restGe_108 = (core_wr_below_108 ? core_wr_ge_108 : core_wr_ge_109);
  assign core_wr_restGe_109 = (core_wr_below_109 ? core_wr_ge_109 : core_wr_ge_110);
  assign core_wr_restGe_110 = (core_wr_below_110 ? core_wr_ge_110 : core_wr_ge_111);
  assign core_wr_restGe_111 = (core_wr_below_111 ? core_wr_ge_111 : core_wr_ge_112);
  assign core_wr_restGe_112 = (core_wr_below_112 ? core_wr_ge_112 : core_wr_ge_113);
  assign core_wr_restGe_113 = (core_wr_below_113 ? core_wr_ge_113 : core_wr_ge_114);
  assign core_wr_restGe_114 = (core_wr_below_114 ? core_wr_ge_114 : core_wr_ge_115);
  assign core_wr_restGe_115 = (core_wr_below_115 ? core_wr_ge_115 : core_wr_ge_116);
  assign core_wr_restGe_116 = (core_wr_below_116 ? core_wr_ge_116 : core_wr_ge_117);
  assign core_wr_restGe_117 = (core_wr_below_117 ? core_wr_ge_117 : core_wr_ge_118);
  assign core_wr_restGe_118 = (core_wr_below_118 ? core_wr_ge_118 : core_wr_ge_119);
  assign core_wr_restGe_119 = (core_wr_below_119 ? core_wr_ge_119 : core_wr_ge_120);
  assign core_wr_restGe_120 = (core_wr_below_120 ? core_wr_ge_120 : core_wr_ge_121);
  assign core_wr_restGe_121 = (core_wr_below_121 ? core_wr_ge_121 : core_wr_ge_122);
  assign core_wr_restGe_122 = (core_wr_below_122 ? core_wr_ge_122 : core_wr_ge_123);
  assign core_wr_restGe_123 = (core_wr_below_123 ? core_wr_ge_123 : core_wr_ge_124);
  assign core_wr_restGe_124 = (core_wr_below_124 ? core_wr_ge_124 : core_wr_ge_125);
  assign core_wr_restGe_125 = (core_wr_below_125 ? core_wr_ge_125 : core_wr_ge_126);
  assign core_wr_restGe_126 = (core_wr_below_126 ? core_wr_ge_126 : core_wr_ge_127);
  assign core_wr_restGe_127 = (core_wr_below_127 ? core_wr_ge_127 : core_wr_ge_128);
  assign when_LpMepcEngine_l176 = (core_op == 2'b10);
  assign when_LpMepcEngine_l187 = ((! core_wr_ins) || core_wr_restGe_0);
  assign when_LpMepcEngine_l189 = 1'b1;
  assign when_LpMepcEngine_l187_1 = ((! core_wr_ins) || core_wr_restGe_1);
  assign when_LpMepcEngine_l187_2 = ((! core_wr_ins) || core_wr_restGe_2);
  assign when_LpMepcEngine_l187_3 = ((! core_wr_ins) || core_wr_restGe_3);
  assign when_LpMepcEngine_l187_4 = ((! core_wr_ins) || core_wr_restGe_4);
  assign when_LpMepcEngine_l187_5 = ((! core_wr_ins) || core_wr_restGe_5);
  assign when_LpMepcEngine_l187_6 = ((! core_wr_ins) || core_wr_restGe_6);
  assign when_LpMepcEngine_l187_7 = ((! core_wr_ins) || core_wr_restGe_7);
  assign when_LpMepcEngine_l187_8 = ((! core_wr_ins) || core_wr_restGe_8);
  assign when_LpMepcEngine_l187_9 = ((! core_wr_ins) || core_wr_restGe_9);
  assign when_LpMepcEngine_l187_10 = ((! core_wr_ins) || core_wr_restGe_10);
  assign when_LpMepcEngine_l187_11 = ((! core_wr_ins) || core_wr_restGe_11);
  assign when_LpMepcEngine_l187_12 = ((! core_wr_ins) || core_wr_restGe_12);
  assign when_LpMepcEngine_l187_13 = ((! core_wr_ins) || core_wr_restGe_13);
  assign when_LpMepcEngine_l187_14 = ((! core_wr_ins) || core_wr_restGe_14);
  assign when_LpMepcEngine_l187_15 = ((! core_wr_ins) || core_wr_restGe_15);
  assign when_LpMepcEngine_l187_16 = ((! core_wr_ins) || core_wr_restGe_16);
  assign when_LpMepcEngine_l187_17 = ((! core_wr_ins) || core_wr_restGe_17);
  assign when_LpMepcEngine_l187_18 = ((! core_wr_ins) || core_wr_restGe_18);
  assign when_LpMepcEngine_l187_19 = ((! core_wr_ins) || core_wr_restGe_19);
  assign when_LpMepcEngine_l187_20 = ((! core_wr_ins) || core_wr_restGe_20);
  assign when_LpMepcEngine_l187_21 = ((! core_wr_ins) || core_wr_restGe_21);
  assign when_LpMepcEngine_l187_22 = ((! core_wr_ins) || core_wr_restGe_22);
  assign when_LpMepcEngine_l187_23 = ((! core_wr_ins) || core_wr_restGe_23);
  assign when_LpMepcEngine_l187_24 = ((! core_wr_ins) || core_wr_restGe_24);
  assign when_LpMepcEngine_l187_25 = ((! core_wr_ins) || core_wr_restGe_25);
  assign when_LpMepcEngine_l187_26 = ((! core_wr_ins) || core_wr_restGe_26);
  assign when_LpMepcEngine_l187_27 = ((! core_wr_ins) || core_wr_restGe_27);
  assign when_LpMepcEngine_l187_28 = ((! core_wr_ins) || core_wr_restGe_28);
  assign when_LpMepcEngine_l187_29 = ((! core_wr_ins) || core_wr_restGe_29);
  assign when_LpMepcEngine_l187_30 = ((! core_wr_ins) || core_wr_restGe_30);
  assign when_LpMepcEngine_l187_31 = ((! core_wr_ins) || core_wr_restGe_31);
  assign when_LpMepcEngine_l187_32 = ((! core_wr_ins) || core_wr_restGe_32);
  assign when_LpMepcEngine_l187_33 = ((! core_wr_ins) || core_wr_restGe_33);
  assign when_LpMepcEngine_l187_34 = ((! core_wr_ins) || core_wr_restGe_34);
  assign when_LpMepcEngine_l187_35 = ((! core_wr_ins) || core_wr_restGe_35);
  assign when_LpMepcEngine_l187_36 = ((! core_wr_ins) || core_wr_restGe_36);
  assign when_LpMepcEngine_l187_37 = ((! core_wr_ins) || core_wr_restGe_37);
  assign when_LpMepcEngine_l187_38 = ((! core_wr_ins) || core_wr_restGe_38);
  assign when_LpMepcEngine_l187_39 = ((! core_wr_ins) || core_wr_restGe_39);
  assign when_LpMepcEngine_l187_40 = ((! core_wr_ins) || core_wr_restGe_40);
  assign when_LpMepcEngine_l187_41 = ((! core_wr_ins) || core_wr_restGe_41);
  assign when_LpMepcEngine_l187_42 = ((! core_wr_ins) || core_wr_restGe_42);
  assign when_LpMepcEngine_l187_43 = ((! core_wr_ins) || core_wr_restGe_43);
  assign when_LpMepcEngine_l187_44 = ((! core_wr_ins) || core_wr_restGe_44);
  assign when_LpMepcEngine_l187_45 = ((! core_wr_ins) || core_wr_restGe_45);
  assign when_LpMepcEngine_l187_46 = ((! core_wr_ins) || core_wr_restGe_46);
  assign when_LpMepcEngine_l187_47 = ((! core_wr_ins) || core_wr_restGe_47);
  assign when_LpMepcEngine_l187_48 = ((! core_wr_ins) || core_wr_restGe_48);
  assign when_LpMepcEngine_l187_49 = ((! core_wr_ins) || core_wr_restGe_49);
  assign when_LpMepcEngine_l187_50 = ((! core_wr_ins) || core_wr_restGe_50);
  assign when_LpMepcEngine_l187_51 = ((! core_wr_ins) || core_wr_restGe_51);
  assign when_LpMepcEngine_l187_52 = ((! core_wr_ins) || core_wr_restGe_52);
  assign when_LpMepcEngine_l187_53 = ((! core_wr_ins) || core_wr_restGe_53);
  assign when_LpMepcEngine_l187_54 = ((! core_wr_ins) || core_wr_restGe_54);
  assign when_LpMepcEngine_l187_55 = ((! core_wr_ins) || core_wr_restGe_55);
  assign when_LpMepcEngine_l187_56 = ((! core_wr_ins) || core_wr_restGe_56);
  assign when_LpMepcEngine_l187_57 = ((! core_wr_ins) || core_wr_restGe_57);
  assign when_LpMepcEngine_l187_58 = ((! core_wr_ins) || core_wr_restGe_58);
  assign when_LpMepcEngine_l187_59 = ((! core_wr_ins) || core_wr_restGe_59);
  assign when_LpMepcEngine_l187_60 = ((! core_wr_ins) || core_wr_restGe_60);
  assign when_LpMepcEngine_l187_61 = ((! core_wr_ins) || core_wr_restGe_61);
  assign when_LpMepcEngine_l187_62 = ((! core_wr_ins) || core_wr_restGe_62);
  assign when_LpMepcEngine_l187_63 = ((! core_wr_ins) || core_wr_restGe_63);
  assign when_LpMepcEngine_l187_64 = ((! core_wr_ins) || core_wr_restGe_64);
  assign when_LpMepcEngine_l187_65 = ((! core_wr_ins) || core_wr_restGe_65);
  assign when_LpMepcEngine_l187_66 = ((! core_wr_ins) || core_wr_restGe_66);
  assign when_LpMepcEngine_l187_67 = ((! core_wr_ins) || core_wr_restGe_67);
  assign when_LpMepcEngine_l187_68 = ((! core_wr_ins) || core_wr_restGe_68);
  assign when_LpMepcEngine_l187_69 = ((! core_wr_ins) || core_wr_restGe_69);
  assign when_LpMepcEngine_l187_70 = ((! core_wr_ins) || core_wr_restGe_70);
  assign when_LpMepcEngine_l187_71 = ((! core_wr_ins) || core_wr_restGe_71);
  assign when_LpMepcEngine_l187_72 = ((! core_wr_ins) || core_wr_restGe_72);
  assign when_LpMepcEngine_l187_73 = ((! core_wr_ins) || core_wr_restGe_73);
  assign when_LpMepcEngine_l187_74 = ((! core_wr_ins) || core_wr_restGe_74);
  assign when_LpMepcEngine_l187_75 = ((! core_wr_ins) || core_wr_restGe_75);
  assign when_LpMepcEngine_l187_76 = ((! core_wr_ins) || core_wr_restGe_76);
  assign when_LpMepcEngine_l187_77 = ((! core_wr_ins) || core_wr_restGe_77);
  assign when_LpMepcEngine_l187_78 = ((! core_wr_ins) || core_wr_restGe_78);
  assign when_LpMepcEngine_l187_79 = ((! core_wr_ins) || core_wr_restGe_79);
  assign when_LpMepcEngine_l187_80 = ((! core_wr_ins) || core_wr_restGe_80);
  assign when_LpMepcEngine_l187_81 = ((! core_wr_ins) || core_wr_restGe_81);
  assign when_LpMepcEngine_l187_82 = ((! core_wr_ins) || core_wr_restGe_82);
  assign when_LpMepcEngine_l187_83 = ((! core_wr_ins) || core_wr_restGe_83);
  assign when_LpMepcEngine_l187_84 = ((! core_wr_ins) || core_wr_restGe_84);
  assign when_LpMepcEngine_l187_85 = ((! core_wr_ins) || core_wr_restGe_85);
  assign when_LpMepcEngine_l187_86 = ((! core_wr_ins) || core_wr_restGe_86);
  assign when_LpMepcEngine_l187_87 = ((! core_wr_ins) || core_wr_restGe_87);
  assign when_LpMepcEngine_l187_88 = ((! core_wr_ins) || core_wr_restGe_88);
  assign when_LpMepcEngine_l187_89 = ((! core_wr_ins) || core_wr_restGe_89);
  assign when_LpMepcEngine_l187_90 = ((! core_wr_ins) || core_wr_restGe_90);
  assign when_LpMepcEngine_l187_91 = ((! core_wr_ins) || core_wr_restGe_91);
  assign when_LpMepcEngine_l187_92 = ((! core_wr_ins) || core_wr_restGe_92);
  assign when_LpMepcEngine_l187_93 = ((! core_wr_ins) || core_wr_restGe_93);
  assign when_LpMepcEngine_l187_94 = ((! core_wr_ins) || core_wr_restGe_94);
  assign when_LpMepcEngine_l187_95 = ((! core_wr_ins) || core_wr_restGe_95);
  assign when_LpMepcEngine_l187_96 = ((! core_wr_ins) || core_wr_restGe_96);
  assign when_LpMepcEngine_l187_97 = ((! core_wr_ins) || core_wr_restGe_97);
  assign when_LpMepcEngine_l187_98 = ((! core_wr_ins) || core_wr_restGe_98);
  assign when_LpMepcEngine_l187_99 = ((! core_wr_ins) || core_wr_restGe_99);
  assign when_LpMepcEngine_l187_100 = ((! core_wr_ins) || core_wr_restGe_100);
  assign when_LpMepcEngine_l187_101 = ((! core_wr_ins) || core_wr_restGe_101);
  assign when_LpMepcEngine_l187_102 = ((! core_wr_ins) || core_wr_restGe_102);
  assign when_LpMepcEngine_l187_103 = ((! core_wr_ins) || core_wr_restGe_103);
  assign when_LpMepcEngine_l187_104 = ((! core_wr_ins) || core_wr_restGe_104);
  assign when_LpMepcEngine_l187_105 = ((! core_wr_ins) || core_wr_restGe_105);
  assign when_LpMepcEngine_l187_106 = ((! core_wr_ins) || core_wr_restGe_106);
  assign when_LpMepcEngine_l187_107 = ((! core_wr_ins) || core_wr_restGe_107);
  assign when_LpMepcEngine_l187_108 = ((! core_wr_ins) || core_wr_restGe_108);
  assign when_LpMepcEngine_l187_109 = ((! core_wr_ins) || core_wr_restGe_109);
  assign when_LpMepcEngine_l187_110 = ((! core_wr_ins) || core_wr_restGe_110);
  assign when_LpMepcEngine_l187_111 = ((! core_wr_ins) || core_wr_restGe_111);
  assign when_LpMepcEngine_l187_112 = ((! core_wr_ins) || core_wr_restGe_112);
  assign when_LpMepcEngine_l187_113 = ((! core_wr_ins) || core_wr_restGe_113);
  assign when_LpMepcEngine_l187_114 = ((! core_wr_ins) || core_wr_restGe_114);
  assign when_LpMepcEngine_l187_115 = ((! core_wr_ins) || core_wr_restGe_115);
  assign when_LpMepcEngine_l187_116 = ((! core_wr_ins) || core_wr_restGe_116);
  assign when_LpMepcEngine_l187_117 = ((! core_wr_ins) || core_wr_restGe_117);
  assign when_LpMepcEngine_l187_118 = ((! core_wr_ins) || core_wr_restGe_118);
  assign when_LpMepcEngine_l187_119 = ((! core_wr_ins) || core_wr_restGe_119);
  assign when_LpMepcEngine_l187_120 = ((! core_wr_ins) || core_wr_restGe_120);
  assign when_LpMepcEngine_l187_121 = ((! core_wr_ins) || core_wr_restGe_121);
  assign when_LpMepcEngine_l187_122 = ((! core_wr_ins) || core_wr_restGe_122);
  assign when_LpMepcEngine_l187_123 = ((! core_wr_ins) || core_wr_restGe_123);
  assign when_LpMepcEngine_l187_124 = ((! core_wr_ins) || core_wr_restGe_124);
  assign when_LpMepcEngine_l187_125 = ((! core_wr_ins) || core_wr_restGe_125);
  assign when_LpMepcEngine_l187_126 = ((! core_wr_ins) || core_wr_restGe_126);
  assign when_LpMepcEngine_l187_127 = ((! core_wr_ins) || core_wr_restGe_127);
  assign ev_overflow = core_evOverflow;
  assign ev_miss = core_evMiss;
  assign ev_sat = core_evSat;
  assign wr_v = core_wrV;
  assign wr_src = core_wrSrc;
  assign wr_dst = core_wrDst;
  assign wr_sum = core_wrSum;
  assign _zz_core_cnt = 8'h0;
  assign _zz_core_cnt_1 = 8'h01;
  assign _zz_core_cnt_2 = 8'h01;
  assign _zz_core_cnt_3 = 8'h02;
  assign _zz_core_cnt_4 = 8'h01;
  assign _zz_core_cnt_5 = 8'h02;
  assign _zz_core_cnt_6 = 8'h02;
  assign _zz_core_cnt_7 = 8'h03;
  assign tab_count = core_cnt;
  assign tab_v = core_tabRd_v;
  assign tab_src = core_tabRd_src;
  assign tab_dst = core_tabRd_dst;
  assign tab_sum = core_tabRd_sum;
  assign core_rdIdx = core_rdPtr[6:0];
  assign _zz_core_l0_v = _zz__zz_core_l0_v;
  assign core_rdEnd = ((core_rdPtr == 8'h80) || (! _zz_core_l0_v));
  assign core_scanning = ((core_ph == Ph_greedy) || (core_ph == Ph_aug));
  assign when_LpMepcEngine_l246 = (((core_ph == Ph_idle) && (core_op == 2'b00)) && (core_startPend || start));
  assign when_LpMepcEngine_l261 = (core_ph != Ph_idle);
  assign when_LpMepcEngine_l265 = (! core_rdEnd);
  assign _zz_core_l1_v = (core_rdIdx + 7'h01);
  assign when_LpMepcEngine_l270 = (core_rdEnd && (! core_pv));
  assign when_LpMepcEngine_l272 = (core_ph == Ph_greedy);
  assign core_g_a0 = ((core_l0_v && core_freeS[core_l0_src]) && core_freeD[core_l0_dst]);
  assign core_g_a1 = (((core_l1_v && core_freeS[core_l1_src]) && core_freeD[core_l1_dst]) && (! (core_g_a0 && ((core_l0_src == core_l1_src) || (core_l0_dst == core_l1_dst)))));
  assign core_g_w0 = ((cap < core_l0_sum) ? cap : core_l0_sum);
  assign core_g_w1 = ((cap < core_l1_sum) ? cap : core_l1_sum);
  assign when_LpMepcEngine_l281 = ((core_ph == Ph_greedy) && core_pv);
  assign _zz_1 = ({63'd0,1'b1} <<< core_l0_src);
  assign _zz_2 = ({63'd0,1'b1} <<< core_l0_src);
  assign _zz_3 = ({63'd0,1'b1} <<< core_l1_src);
  assign _zz_4 = ({63'd0,1'b1} <<< core_l1_src);
  assign core_au_s0 = (((core_l0_v && core_mSv[core_l0_src]) && core_freeD[core_l0_dst]) && (! core_aSv[core_l0_src]));
  assign core_au_d0 = (((core_l0_v && core_mDv[core_l0_dst]) && core_freeS[core_l0_src]) && (! core_aDv[core_l0_dst]));
  assign core_au_s1 = ((((core_l1_v && core_mSv[core_l1_src]) && core_freeD[core_l1_dst]) && (! core_aSv[core_l1_src])) && (! (core_au_s0 && (core_l0_src == core_l1_src))));
  assign core_au_d1 = ((((core_l1_v && core_mDv[core_l1_dst]) && core_freeS[core_l1_src]) && (! core_aDv[core_l1_dst])) && (! (core_au_d0 && (core_l0_dst == core_l1_dst))));
  assign when_LpMepcEngine_l302 = ((core_ph == Ph_aug) && core_pv);
  assign _zz_5 = ({63'd0,1'b1} <<< core_l0_src);
  assign _zz_6 = ({63'd0,1'b1} <<< core_l0_src);
  assign _zz_core_aSw_0 = ((cap < core_l0_sum) ? cap : core_l0_sum);
  assign _zz_7 = ({63'd0,1'b1} <<< core_l0_dst);
  assign _zz_8 = ({63'd0,1'b1} <<< core_l0_dst);
  assign _zz_core_aDw_0 = ((cap < core_l0_sum) ? cap : core_l0_sum);
  assign _zz_9 = ({63'd0,1'b1} <<< core_l1_src);
  assign _zz_10 = ({63'd0,1'b1} <<< core_l1_src);
  assign _zz_core_aSw_0_1 = ((cap < core_l1_sum) ? cap : core_l1_sum);
  assign _zz_11 = ({63'd0,1'b1} <<< core_l1_dst);
  assign _zz_12 = ({63'd0,1'b1} <<< core_l1_dst);
  assign _zz_core_aDw_0_1 = ((cap < core_l1_sum) ? cap : core_l1_sum);
  assign core_rs_a = core_rdPtr[5:0];
  assign core_rs_b = _zz_core_rs_b;
  assign _zz_13 = ({63'd0,1'b1} <<< core_rs_a);
  assign core_rs_x = _zz_core_rs_x;
  assign core_rs_y = _zz_core_rs_y;
  assign core_rs_wx = _zz_core_rs_wx;
  assign core_rs_wy = _zz_core_rs_wy;
  assign core_rs_wab = _zz_core_rs_wab;
  assign _zz_14 = ({63'd0,1'b1} <<< core_rs_a);
  assign core_rs_gain = (_zz_core_rs_gain + _zz_core_rs_gain_1);
  assign core_rs_take = (((((core_mSv[core_rs_a] && core_aSv[core_rs_a]) && core_aDv[core_rs_b]) && core_freeD[core_rs_x]) && core_freeS[core_rs_y]) && (_zz_core_rs_take < core_rs_gain));
  assign when_LpMepcEngine_l328 = (core_ph == Ph_resolve);
  assign _zz_15 = ({63'd0,1'b1} <<< core_rs_y);
  assign _zz_16 = ({63'd0,1'b1} <<< core_rs_y);
  assign when_LpMepcEngine_l341 = (core_rdPtr == 8'h3f);
  assign busy = ((core_ph != Ph_idle) || core_startPend);
  assign done = core_doneR;
  assign res_total = core_total;
  assign res_count = core_count;
  assign last_cycles = core_lastCyc;
  assign res_v = core_resV;
  assign res_dst = core_resD;
  assign res_w = core_resW;
  always @(posedge clk) begin
    if(rst) begin
      core_tab_0_v <= 1'b0;
      core_tab_1_v <= 1'b0;
      core_tab_2_v <= 1'b0;
      core_tab_3_v <= 1'b0;
      core_tab_4_v <= 1'b0;
      core_tab_5_v <= 1'b0;
      core_tab_6_v <= 1'b0;
      core_tab_7_v <= 1'b0;
      core_tab_8_v <= 1'b0;
      core_tab_9_v <= 1'b0;
      core_tab_10_v <= 1'b0;
      core_tab_11_v <= 1'b0;
      core_tab_12_v <= 1'b0;
      core_tab_13_v <= 1'b0;
      core_tab_14_v <= 1'b0;
      core_tab_15_v <= 1'b0;
      core_tab_16_v <= 1'b0;
      core_tab_17_v <= 1'b0;
      core_tab_18_v <= 1'b0;
      core_tab_19_v <= 1'b0;
      core_tab_20_v <= 1'b0;
      core_tab_21_v <= 1'b0;
      core_tab_22_v <= 1'b0;
      core_tab_23_v <= 1'b0;
      core_tab_24_v <= 1'b0;
      core_tab_25_v <= 1'b0;
      core_tab_26_v <= 1'b0;
      core_tab_27_v <= 1'b0;
      core_tab_28_v <= 1'b0;
      core_tab_29_v <= 1'b0;
      core_tab_30_v <= 1'b0;
      core_tab_31_v <= 1'b0;
      core_tab_32_v <= 1'b0;
      core_tab_33_v <= 1'b0;
      core_tab_34_v <= 1'b0;
      core_tab_35_v <= 1'b0;
      core_tab_36_v <= 1'b0;
      core_tab_37_v <= 1'b0;
      core_tab_38_v <= 1'b0;
      core_tab_39_v <= 1'b0;
      core_tab_40_v <= 1'b0;
      core_tab_41_v <= 1'b0;
      core_tab_42_v <= 1'b0;
      core_tab_43_v <= 1'b0;
      core_tab_44_v <= 1'b0;
      core_tab_45_v <= 1'b0;
      core_tab_46_v <= 1'b0;
      core_tab_47_v <= 1'b0;
      core_tab_48_v <= 1'b0;
      core_tab_49_v <= 1'b0;
      core_tab_50_v <= 1'b0;
      core_tab_51_v <= 1'b0;
      core_tab_52_v <= 1'b0;
      core_tab_53_v <= 1'b0;
      core_tab_54_v <= 1'b0;
      core_tab_55_v <= 1'b0;
      core_tab_56_v <= 1'b0;
      core_tab_57_v <= 1'b0;
      core_tab_58_v <= 1'b0;
      core_tab_59_v <= 1'b0;
      core_tab_60_v <= 1'b0;
      core_tab_61_v <= 1'b0;
      core_tab_62_v <= 1'b0;
      core_tab_63_v <= 1'b0;
      core_tab_64_v <= 1'b0;
      core_tab_65_v <= 1'b0;
      core_tab_66_v <= 1'b0;
      core_tab_67_v <= 1'b0;
      core_tab_68_v <= 1'b0;
      core_tab_69_v <= 1'b0;
      core_tab_70_v <= 1'b0;
      core_tab_71_v <= 1'b0;
      core_tab_72_v <= 1'b0;
      core_tab_73_v <= 1'b0;
      core_tab_74_v <= 1'b0;
      core_tab_75_v <= 1'b0;
      core_tab_76_v <= 1'b0;
      core_tab_77_v <= 1'b0;
      core_tab_78_v <= 1'b0;
      core_tab_79_v <= 1'b0;
      core_tab_80_v <= 1'b0;
      core_tab_81_v <= 1'b0;
      core_tab_82_v <= 1'b0;
      core_tab_83_v <= 1'b0;
      core_tab_84_v <= 1'b0;
      core_tab_85_v <= 1'b0;
      core_tab_86_v <= 1'b0;
      core_tab_87_v <= 1'b0;
      core_tab_88_v <= 1'b0;
      core_tab_89_v <= 1'b0;
      core_tab_90_v <= 1'b0;
      core_tab_91_v <= 1'b0;
      core_tab_92_v <= 1'b0;
      core_tab_93_v <= 1'b0;
      core_tab_94_v <= 1'b0;
      core_tab_95_v <= 1'b0;
      core_tab_96_v <= 1'b0;
      core_tab_97_v <= 1'b0;
      core_tab_98_v <= 1'b0;
      core_tab_99_v <= 1'b0;
      core_tab_100_v <= 1'b0;
      core_tab_101_v <= 1'b0;
      core_tab_102_v <= 1'b0;
      core_tab_103_v <= 1'b0;
      core_tab_104_v <= 1'b0;
      core_tab_105_v <= 1'b0;
      core_tab_106_v <= 1'b0;
      core_tab_107_v <= 1'b0;
      core_tab_108_v <= 1'b0;
      core_tab_109_v <= 1'b0;
      core_tab_110_v <= 1'b0;
      core_tab_111_v <= 1'b0;
      core_tab_112_v <= 1'b0;
      core_tab_113_v <= 1'b0;
      core_tab_114_v <= 1'b0;
      core_tab_115_v <= 1'b0;
      core_tab_116_v <= 1'b0;
      core_tab_117_v <= 1'b0;
      core_tab_118_v <= 1'b0;
      core_tab_119_v <= 1'b0;
      core_tab_120_v <= 1'b0;
      core_tab_121_v <= 1'b0;
      core_tab_122_v <= 1'b0;
      core_tab_123_v <= 1'b0;
      core_tab_124_v <= 1'b0;
      core_tab_125_v <= 1'b0;
      core_tab_126_v <= 1'b0;
      core_tab_127_v <= 1'b0;
      core_ph <= Ph_idle;
      core_startPend <= 1'b0;
      core_op <= 2'b00;
      core_evOverflow <= 1'b0;
      core_evMiss <= 1'b0;
      core_evSat <= 1'b0;
      core_wrV <= 1'b0;
      core_cnt <= 8'h0;
      core_mSv <= 64'h0;
      core_total <= 22'h0;
      core_count <= 7'h0;
      core_cyc <= 16'h0;
      core_lastCyc <= 16'h0;
      core_doneR <= 1'b0;
      core_pv <= 1'b0;
      core_resV <= 1'b0;
    end else begin
      core_evOverflow <= 1'b0;
      core_evMiss <= 1'b0;
      core_evSat <= 1'b0;
      core_wrV <= 1'b0;
      if(when_LpMepcEngine_l137) begin
        core_op <= 2'b01;
      end
      if(when_LpMepcEngine_l143) begin
        core_op <= 2'b10;
      end
      if(when_LpMepcEngine_l176) begin
        core_op <= 2'b00;
        core_evOverflow <= ((core_wr_newPos && (! core_wr_hitAny)) && core_tab_127_v);
        core_evMiss <= ((! core_wr_hitAny) && ($signed(core_opDelta) < $signed(17'h0)));
        core_evSat <= core_wr_newSat;
        core_wrV <= 1'b1;
        if(core_wr_change) begin
          if(when_LpMepcEngine_l187) begin
            core_tab_0_v <= core_wr_rest_0_v;
          end else begin
            if(when_LpMepcEngine_l189) begin
              core_tab_0_v <= core_wr_ent_v;
            end else begin
              core_tab_0_v <= core_wr_rest_0_v;
            end
          end
          if(when_LpMepcEngine_l187_1) begin
            core_tab_1_v <= core_wr_rest_1_v;
          end else begin
            if(core_wr_restGe_0) begin
              core_tab_1_v <= core_wr_ent_v;
            end else begin
              core_tab_1_v <= core_wr_rest_0_v;
            end
          end
          if(when_LpMepcEngine_l187_2) begin
            core_tab_2_v <= core_wr_rest_2_v;
          end else begin
            if(core_wr_restGe_1) begin
              core_tab_2_v <= core_wr_ent_v;
            end else begin
              core_tab_2_v <= core_wr_rest_1_v;
            end
          end
          if(when_LpMepcEngine_l187_3) begin
            core_tab_3_v <= core_wr_rest_3_v;
          end else begin
            if(core_wr_restGe_2) begin
              core_tab_3_v <= core_wr_ent_v;
            end else begin
              core_tab_3_v <= core_wr_rest_2_v;
            end
          end
          if(when_LpMepcEngine_l187_4) begin
            core_tab_4_v <= core_wr_rest_4_v;
          end else begin
            if(core_wr_restGe_3) begin
              core_tab_4_v <= core_wr_ent_v;
            end else begin
              core_tab_4_v <= core_wr_rest_3_v;
            end
          end
          if(when_LpMepcEngine_l187_5) begin
            core_tab_5_v <= core_wr_rest_5_v;
          end else begin
            if(core_wr_restGe_4) begin
              core_tab_5_v <= core_wr_ent_v;
            end else begin
              core_tab_5_v <= core_wr_rest_4_v;
            end
          end
          if(when_LpMepcEngine_l187_6) begin
            core_tab_6_v <= core_wr_rest_6_v;
          end else begin
            if(core_wr_restGe_5) begin
              core_tab_6_v <= core_wr_ent_v;
            end else begin
              core_tab_6_v <= core_wr_rest_5_v;
            end
          end
          if(when_LpMepcEngine_l187_7) begin
            core_tab_7_v <= core_wr_rest_7_v;
          end else begin
            if(core_wr_restGe_6) begin
              core_tab_7_v <= core_wr_ent_v;
            end else begin
              core_tab_7_v <= core_wr_rest_6_v;
            end
          end
          if(when_LpMepcEngine_l187_8) begin
            core_tab_8_v <= core_wr_rest_8_v;
          end else begin
            if(core_wr_restGe_7) begin
              core_tab_8_v <= core_wr_ent_v;
            end else begin
              core_tab_8_v <= core_wr_rest_7_v;
            end
          end
          if(when_LpMepcEngine_l187_9) begin
            core_tab_9_v <= core_wr_rest_9_v;
          end else begin
            if(core_wr_restGe_8) begin
              core_tab_9_v <= core_wr_ent_v;
            end else begin
              core_tab_9_v <= core_wr_rest_8_v;
            end
          end
          if(when_LpMepcEngine_l187_10) begin
            core_tab_10_v <= core_wr_rest_10_v;
          end else begin
            if(core_wr_restGe_9) begin
              core_tab_10_v <= core_wr_ent_v;
            end else begin
              core_tab_10_v <= core_wr_rest_9_v;
            end
          end
          if(when_LpMepcEngine_l187_11) begin
            core_tab_11_v <= core_wr_rest_11_v;
          end else begin
            if(core_wr_restGe_10) begin
              core_tab_11_v <= core_wr_ent_v;
            end else begin
              core_tab_11_v <= core_wr_rest_10_v;
            end
          end
          if(when_LpMepcEngine_l187_12) begin
            core_tab_12_v <= core_wr_rest_12_v;
          end else begin
            if(core_wr_restGe_11) begin
              core_tab_12_v <= core_wr_ent_v;
            end else begin
              core_tab_12_v <= core_wr_rest_11_v;
            end
          end
          if(when_LpMepcEngine_l187_13) begin
            core_tab_13_v <= core_wr_rest_13_v;
          end else begin
            if(core_wr_restGe_12) begin
              core_tab_13_v <= core_wr_ent_v;
            end else begin
              core_tab_13_v <= core_wr_rest_12_v;
            end
          end
          if(when_LpMepcEngine_l187_14) begin
            core_tab_14_v <= core_wr_rest_14_v;
          end else begin
            if(core_wr_restGe_13) begin
              core_tab_14_v <= core_wr_ent_v;
            end else begin
              core_tab_14_v <= core_wr_rest_13_v;
            end
          end
          if(when_LpMepcEngine_l187_15) begin
            core_tab_15_v <= core_wr_rest_15_v;
          end else begin
            if(core_wr_restGe_14) begin
              core_tab_15_v <= core_wr_ent_v;
            end else begin
              core_tab_15_v <= core_wr_rest_14_v;
            end
          end
          if(when_LpMepcEngine_l187_16) begin
            core_tab_16_v <= core_wr_rest_16_v;
          end else begin
            if(core_wr_restGe_15) begin
              core_tab_16_v <= core_wr_ent_v;
            end else begin
              core_tab_16_v <= core_wr_rest_15_v;
            end
          end
          if(when_LpMepcEngine_l187_17) begin
            core_tab_17_v <= core_wr_rest_17_v;
          end else begin
            if(core_wr_restGe_16) begin
              core_tab_17_v <= core_wr_ent_v;
            end else begin
              core_tab_17_v <= core_wr_rest_16_v;
            end
          end
          if(when_LpMepcEngine_l187_18) begin
            core_tab_18_v <= core_wr_rest_18_v;
          end else begin
            if(core_wr_restGe_17) begin
              core_tab_18_v <= core_wr_ent_v;
            end else begin
              core_tab_18_v <= core_wr_rest_17_v;
            end
          end
          if(when_LpMepcEngine_l187_19) begin
            core_tab_19_v <= core_wr_rest_19_v;
          end else begin
            if(core_wr_restGe_18) begin
              core_tab_19_v <= core_wr_ent_v;
            end else begin
              core_tab_19_v <= core_wr_rest_18_v;
            end
          end
          if(when_LpMepcEngine_l187_20) begin
            core_tab_20_v <= core_wr_rest_20_v;
          end else begin
            if(core_wr_restGe_19) begin
              core_tab_20_v <= core_wr_ent_v;
            end else begin
              core_tab_20_v <= core_wr_rest_19_v;
            end
          end
          if(when_LpMepcEngine_l187_21) begin
            core_tab_21_v <= core_wr_rest_21_v;
          end else begin
            if(core_wr_restGe_20) begin
              core_tab_21_v <= core_wr_ent_v;
            end else begin
              core_tab_21_v <= core_wr_rest_20_v;
            end
          end
          if(when_LpMepcEngine_l187_22) begin
            core_tab_22_v <= core_wr_rest_22_v;
          end else begin
            if(core_wr_restGe_21) begin
              core_tab_22_v <= core_wr_ent_v;
            end else begin
              core_tab_22_v <= core_wr_rest_21_v;
            end
          end
          if(when_LpMepcEngine_l187_23) begin
            core_tab_23_v <= core_wr_rest_23_v;
          end else begin
            if(core_wr_restGe_22) begin
              core_tab_23_v <= core_wr_ent_v;
            end else begin
              core_tab_23_v <= core_wr_rest_22_v;
            end
          end
          if(when_LpMepcEngine_l187_24) begin
            core_tab_24_v <= core_wr_rest_24_v;
          end else begin
            if(core_wr_restGe_23) begin
              core_tab_24_v <= core_wr_ent_v;
            end else begin
              core_tab_24_v <= core_wr_rest_23_v;
            end
          end
          if(when_LpMepcEngine_l187_25) begin
            core_tab_25_v <= core_wr_rest_25_v;
          end else begin
            if(core_wr_restGe_24) begin
              core_tab_25_v <= core_wr_ent_v;
            end else begin
              core_tab_25_v <= core_wr_rest_24_v;
            end
          end
          if(when_LpMepcEngine_l187_26) begin
            core_tab_26_v <= core_wr_rest_26_v;
          end else begin
            if(core_wr_restGe_25) begin
              core_tab_26_v <= core_wr_ent_v;
            end else begin
              core_tab_26_v <= core_wr_rest_25_v;
            end
          end
          if(when_LpMepcEngine_l187_27) begin
            core_tab_27_v <= core_wr_rest_27_v;
          end else begin
            if(core_wr_restGe_26) begin
              core_tab_27_v <= core_wr_ent_v;
            end else begin
              core_tab_27_v <= core_wr_rest_26_v;
            end
          end
          if(when_LpMepcEngine_l187_28) begin
            core_tab_28_v <= core_wr_rest_28_v;
          end else begin
            if(core_wr_restGe_27) begin
              core_tab_28_v <= core_wr_ent_v;
            end else begin
              core_tab_28_v <= core_wr_rest_27_v;
            end
          end
          if(when_LpMepcEngine_l187_29) begin
            core_tab_29_v <= core_wr_rest_29_v;
          end else begin
            if(core_wr_restGe_28) begin
              core_tab_29_v <= core_wr_ent_v;
            end else begin
              core_tab_29_v <= core_wr_rest_28_v;
            end
          end
          if(when_LpMepcEngine_l187_30) begin
            core_tab_30_v <= core_wr_rest_30_v;
          end else begin
            if(core_wr_restGe_29) begin
              core_tab_30_v <= core_wr_ent_v;
            end else begin
              core_tab_30_v <= core_wr_rest_29_v;
            end
          end
          if(when_LpMepcEngine_l187_31) begin
            core_tab_31_v <= core_wr_rest_31_v;
          end else begin
            if(core_wr_restGe_30) begin
              core_tab_31_v <= core_wr_ent_v;
            end else begin
              core_tab_31_v <= core_wr_rest_30_v;
            end
          end
          if(when_LpMepcEngine_l187_32) begin
            core_tab_32_v <= core_wr_rest_32_v;
          end else begin
            if(core_wr_restGe_31) begin
              core_tab_32_v <= core_wr_ent_v;
            end else begin
              core_tab_32_v <= core_wr_rest_31_v;
            end
          end
          if(when_LpMepcEngine_l187_33) begin
            core_tab_33_v <= core_wr_rest_33_v;
          end else begin
            if(core_wr_restGe_32) begin
              core_tab_33_v <= core_wr_ent_v;
            end else begin
              core_tab_33_v <= core_wr_rest_32_v;
            end
          end
          if(when_LpMepcEngine_l187_34) begin
            core_tab_34_v <= core_wr_rest_34_v;
          end else begin
            if(core_wr_restGe_33) begin
              core_tab_34_v <= core_wr_ent_v;
            end else begin
              core_tab_34_v <= core_wr_rest_33_v;
            end
          end
          if(when_LpMepcEngine_l187_35) begin
            core_tab_35_v <= core_wr_rest_35_v;
          end else begin
            if(core_wr_restGe_34) begin
              core_tab_35_v <= core_wr_ent_v;
            end else begin
              core_tab_35_v <= core_wr_rest_34_v;
            end
          end
          if(when_LpMepcEngine_l187_36) begin
            core_tab_36_v <= core_wr_rest_36_v;
          end else begin
            if(core_wr_restGe_35) begin
              core_tab_36_v <= core_wr_ent_v;
            end else begin
              core_tab_36_v <= core_wr_rest_35_v;
            end
          end
          if(when_LpMepcEngine_l187_37) begin
            core_tab_37_v <= core_wr_rest_37_v;
          end else begin
            if(core_wr_restGe_36) begin
              core_tab_37_v <= core_wr_ent_v;
            end else begin
              core_tab_37_v <= core_wr_rest_36_v;
            end
          end
          if(when_LpMepcEngine_l187_38) begin
            core_tab_38_v <= core_wr_rest_38_v;
          end else begin
            if(core_wr_restGe_37) begin
              core_tab_38_v <= core_wr_ent_v;
            end else begin
              core_tab_38_v <= core_wr_rest_37_v;
            end
          end
          if(when_LpMepcEngine_l187_39) begin
            core_tab_39_v <= core_wr_rest_39_v;
          end else begin
            if(core_wr_restGe_38) begin
              core_tab_39_v <= core_wr_ent_v;
            end else begin
              core_tab_39_v <= core_wr_rest_38_v;
            end
          end
          if(when_LpMepcEngine_l187_40) begin
            core_tab_40_v <= core_wr_rest_40_v;
          end else begin
            if(core_wr_restGe_39) begin
              core_tab_40_v <= core_wr_ent_v;
            end else begin
              core_tab_40_v <= core_wr_rest_39_v;
            end
          end
          if(when_LpMepcEngine_l187_41) begin
            core_tab_41_v <= core_wr_rest_41_v;
          end else begin
            if(core_wr_restGe_40) begin
              core_tab_41_v <= core_wr_ent_v;
            end else begin
              core_tab_41_v <= core_wr_rest_40_v;
            end
          end
          if(when_LpMepcEngine_l187_42) begin
            core_tab_42_v <= core_wr_rest_42_v;
          end else begin
            if(core_wr_restGe_41) begin
              core_tab_42_v <= core_wr_ent_v;
            end else begin
              core_tab_42_v <= core_wr_rest_41_v;
            end
          end
          if(when_LpMepcEngine_l187_43) begin
            core_tab_43_v <= core_wr_rest_43_v;
          end else begin
            if(core_wr_restGe_42) begin
              core_tab_43_v <= core_wr_ent_v;
            end else begin
              core_tab_43_v <= core_wr_rest_42_v;
            end
          end
          if(when_LpMepcEngine_l187_44) begin
            core_tab_44_v <= core_wr_rest_44_v;
          end else begin
            if(core_wr_restGe_43) begin
              core_tab_44_v <= core_wr_ent_v;
            end else begin
              core_tab_44_v <= core_wr_rest_43_v;
            end
          end
          if(when_LpMepcEngine_l187_45) begin
            core_tab_45_v <= core_wr_rest_45_v;
          end else begin
            if(core_wr_restGe_44) begin
              core_tab_45_v <= core_wr_ent_v;
            end else begin
              core_tab_45_v <= core_wr_rest_44_v;
            end
          end
          if(when_LpMepcEngine_l187_46) begin
            core_tab_46_v <= core_wr_rest_46_v;
          end else begin
            if(core_wr_restGe_45) begin
              core_tab_46_v <= core_wr_ent_v;
            end else begin
              core_tab_46_v <= core_wr_rest_45_v;
            end
          end
          if(when_LpMepcEngine_l187_47) begin
            core_tab_47_v <= core_wr_rest_47_v;
          end else begin
            if(core_wr_restGe_46) begin
              core_tab_47_v <= core_wr_ent_v;
            end else begin
              core_tab_47_v <= core_wr_rest_46_v;
            end
          end
          if(when_LpMepcEngine_l187_48) begin
            core_tab_48_v <= core_wr_rest_48_v;
          end else begin
            if(core_wr_restGe_47) begin
              core_tab_48_v <= core_wr_ent_v;
            end else begin
              core_tab_48_v <= core_wr_rest_47_v;
            end
          end
          if(when_LpMepcEngine_l187_49) begin
            core_tab_49_v <= core_wr_rest_49_v;
          end else begin
            if(core_wr_restGe_48) begin
              core_tab_49_v <= core_wr_ent_v;
            end else begin
              core_tab_49_v <= core_wr_rest_48_v;
            end
          end
          if(when_LpMepcEngine_l187_50) begin
            core_tab_50_v <= core_wr_rest_50_v;
          end else begin
            if(core_wr_restGe_49) begin
              core_tab_50_v <= core_wr_ent_v;
            end else begin
              core_tab_50_v <= core_wr_rest_49_v;
            end
          end
          if(when_LpMepcEngine_l187_51) begin
            core_tab_51_v <= core_wr_rest_51_v;
          end else begin
            if(core_wr_restGe_50) begin
              core_tab_51_v <= core_wr_ent_v;
            end else begin
              core_tab_51_v <= core_wr_rest_50_v;
            end
          end
          if(when_LpMepcEngine_l187_52) begin
            core_tab_52_v <= core_wr_rest_52_v;
          end else begin
            if(core_wr_restGe_51) begin
              core_tab_52_v <= core_wr_ent_v;
            end else begin
              core_tab_52_v <= core_wr_rest_51_v;
            end
          end
          if(when_LpMepcEngine_l187_53) begin
            core_tab_53_v <= core_wr_rest_53_v;
          end else begin
            if(core_wr_restGe_52) begin
              core_tab_53_v <= core_wr_ent_v;
            end else begin
              core_tab_53_v <= core_wr_rest_52_v;
            end
          end
          if(when_LpMepcEngine_l187_54) begin
            core_tab_54_v <= core_wr_rest_54_v;
          end else begin
            if(core_wr_restGe_53) begin
              core_tab_54_v <= core_wr_ent_v;
            end else begin
              core_tab_54_v <= core_wr_rest_53_v;
            end
          end
          if(when_LpMepcEngine_l187_55) begin
            core_tab_55_v <= core_wr_rest_55_v;
          end else begin
            if(core_wr_restGe_54) begin
              core_tab_55_v <= core_wr_ent_v;
            end else begin
              core_tab_55_v <= core_wr_rest_54_v;
            end
          end
          if(when_LpMepcEngine_l187_56) begin
            core_tab_56_v <= core_wr_rest_56_v;
          end else begin
            if(core_wr_restGe_55) begin
              core_tab_56_v <= core_wr_ent_v;
            end else begin
              core_tab_56_v <= core_wr_rest_55_v;
            end
          end
          if(when_LpMepcEngine_l187_57) begin
            core_tab_57_v <= core_wr_rest_57_v;
          end else begin
            if(core_wr_restGe_56) begin
              core_tab_57_v <= core_wr_ent_v;
            end else begin
              core_tab_57_v <= core_wr_rest_56_v;
            end
          end
          if(when_LpMepcEngine_l187_58) begin
            core_tab_58_v <= core_wr_rest_58_v;
          end else begin
            if(core_wr_restGe_57) begin
              core_tab_58_v <= core_wr_ent_v;
            end else begin
              core_tab_58_v <= core_wr_rest_57_v;
            end
          end
          if(when_LpMepcEngine_l187_59) begin
            core_tab_59_v <= core_wr_rest_59_v;
          end else begin
            if(core_wr_restGe_58) begin
              core_tab_59_v <= core_wr_ent_v;
            end else begin
              core_tab_59_v <= core_wr_rest_58_v;
            end
          end
          if(when_LpMepcEngine_l187_60) begin
            core_tab_60_v <= core_wr_rest_60_v;
          end else begin
            if(core_wr_restGe_59) begin
              core_tab_60_v <= core_wr_ent_v;
            end else begin
              core_tab_60_v <= core_wr_rest_59_v;
            end
          end
          if(when_LpMepcEngine_l187_61) begin
            core_tab_61_v <= core_wr_rest_61_v;
          end else begin
            if(core_wr_restGe_60) begin
              core_tab_61_v <= core_wr_ent_v;
            end else begin
              core_tab_61_v <= core_wr_rest_60_v;
            end
          end
          if(when_LpMepcEngine_l187_62) begin
            core_tab_62_v <= core_wr_rest_62_v;
          end else begin
            if(core_wr_restGe_61) begin
              core_tab_62_v <= core_wr_ent_v;
            end else begin
              core_tab_62_v <= core_wr_rest_61_v;
            end
          end
          if(when_LpMepcEngine_l187_63) begin
            core_tab_63_v <= core_wr_rest_63_v;
          end else begin
            if(core_wr_restGe_62) begin
              core_tab_63_v <= core_wr_ent_v;
            end else begin
              core_tab_63_v <= core_wr_rest_62_v;
            end
          end
          if(when_LpMepcEngine_l187_64) begin
            core_tab_64_v <= core_wr_rest_64_v;
          end else begin
            if(core_wr_restGe_63) begin
              core_tab_64_v <= core_wr_ent_v;
            end else begin
              core_tab_64_v <= core_wr_rest_63_v;
            end
          end
          if(when_LpMepcEngine_l187_65) begin
            core_tab_65_v <= core_wr_rest_65_v;
          end else begin
            if(core_wr_restGe_64) begin
              core_tab_65_v <= core_wr_ent_v;
            end else begin
              core_tab_65_v <= core_wr_rest_64_v;
            end
          end
          if(when_LpMepcEngine_l187_66) begin
            core_tab_66_v <= core_wr_rest_66_v;
          end else begin
            if(core_wr_restGe_65) begin
              core_tab_66_v <= core_wr_ent_v;
            end else begin
              core_tab_66_v <= core_wr_rest_65_v;
            end
          end
          if(when_LpMepcEngine_l187_67) begin
            core_tab_67_v <= core_wr_rest_67_v;
          end else begin
            if(core_wr_restGe_66) begin
              core_tab_67_v <= core_wr_ent_v;
            end else begin
              core_tab_67_v <= core_wr_rest_66_v;
            end
          end
          if(when_LpMepcEngine_l187_68) begin
            core_tab_68_v <= core_wr_rest_68_v;
          end else begin
            if(core_wr_restGe_67) begin
              core_tab_68_v <= core_wr_ent_v;
            end else begin
              core_tab_68_v <= core_wr_rest_67_v;
            end
          end
          if(when_LpMepcEngine_l187_69) begin
            core_tab_69_v <= core_wr_rest_69_v;
          end else begin
            if(core_wr_restGe_68) begin
              core_tab_69_v <= core_wr_ent_v;
            end else begin
              core_tab_69_v <= core_wr_rest_68_v;
            end
          end
          if(when_LpMepcEngine_l187_70) begin
            core_tab_70_v <= core_wr_rest_70_v;
          end else begin
            if(core_wr_restGe_69) begin
              core_tab_70_v <= core_wr_ent_v;
            end else begin
              core_tab_70_v <= core_wr_rest_69_v;
            end
          end
          if(when_LpMepcEngine_l187_71) begin
            core_tab_71_v <= core_wr_rest_71_v;
          end else begin
            if(core_wr_restGe_70) begin
              core_tab_71_v <= core_wr_ent_v;
            end else begin
              core_tab_71_v <= core_wr_rest_70_v;
            end
          end
          if(when_LpMepcEngine_l187_72) begin
            core_tab_72_v <= core_wr_rest_72_v;
          end else begin
            if(core_wr_restGe_71) begin
              core_tab_72_v <= core_wr_ent_v;
            end else begin
              core_tab_72_v <= core_wr_rest_71_v;
            end
          end
          if(when_LpMepcEngine_l187_73) begin
            core_tab_73_v <= core_wr_rest_73_v;
          end else begin
            if(core_wr_restGe_72) begin
              core_tab_73_v <= core_wr_ent_v;
            end else begin
              core_tab_73_v <= core_wr_rest_72_v;
            end
          end
          if(when_LpMepcEngine_l187_74) begin
            core_tab_74_v <= core_wr_rest_74_v;
          end else begin
            if(core_wr_restGe_73) begin
              core_tab_74_v <= core_wr_ent_v;
            end else begin
              core_tab_74_v <= core_wr_rest_73_v;
            end
          end
          if(when_LpMepcEngine_l187_75) begin
            core_tab_75_v <= core_wr_rest_75_v;
          end else begin
            if(core_wr_restGe_74) begin
              core_tab_75_v <= core_wr_ent_v;
            end else begin
              core_tab_75_v <= core_wr_rest_74_v;
            end
          end
          if(when_LpMepcEngine_l187_76) begin
            core_tab_76_v <= core_wr_rest_76_v;
          end else begin
            if(core_wr_restGe_75) begin
              core_tab_76_v <= core_wr_ent_v;
            end else begin
              core_tab_76_v <= core_wr_rest_75_v;
            end
          end
          if(when_LpMepcEngine_l187_77) begin
            core_tab_77_v <= core_wr_rest_77_v;
          end else begin
            if(core_wr_restGe_76) begin
              core_tab_77_v <= core_wr_ent_v;
            end else begin
              core_tab_77_v <= core_wr_rest_76_v;
            end
          end
          if(when_LpMepcEngine_l187_78) begin
            core_tab_78_v <= core_wr_rest_78_v;
          end else begin
            if(core_wr_restGe_77) begin
              core_tab_78_v <= core_wr_ent_v;
            end else begin
              core_tab_78_v <= core_wr_rest_77_v;
            end
          end
          if(when_LpMepcEngine_l187_79) begin
            core_tab_79_v <= core_wr_rest_79_v;
          end else begin
            if(core_wr_restGe_78) begin
              core_tab_79_v <= core_wr_ent_v;
            end else begin
              core_tab_79_v <= core_wr_rest_78_v;
            end
          end
          if(when_LpMepcEngine_l187_80) begin
            core_tab_80_v <= core_wr_rest_80_v;
          end else begin
            if(core_wr_restGe_79) begin
              core_tab_80_v <= core_wr_ent_v;
            end else begin
              core_tab_80_v <= core_wr_rest_79_v;
            end
          end
          if(when_LpMepcEngine_l187_81) begin
            core_tab_81_v <= core_wr_rest_81_v;
          end else begin
            if(core_wr_restGe_80) begin
              core_tab_81_v <= core_wr_ent_v;
            end else begin
              core_tab_81_v <= core_wr_rest_80_v;
            end
          end
          if(when_LpMepcEngine_l187_82) begin
            core_tab_82_v <= core_wr_rest_82_v;
          end else begin
            if(core_wr_restGe_81) begin
              core_tab_82_v <= core_wr_ent_v;
            end else begin
              core_tab_82_v <= core_wr_rest_81_v;
            end
          end
          if(when_LpMepcEngine_l187_83) begin
            core_tab_83_v <= core_wr_rest_83_v;
          end else begin
            if(core_wr_restGe_82) begin
              core_tab_83_v <= core_wr_ent_v;
            end else begin
              core_tab_83_v <= core_wr_rest_82_v;
            end
          end
          if(when_LpMepcEngine_l187_84) begin
            core_tab_84_v <= core_wr_rest_84_v;
          end else begin
            if(core_wr_restGe_83) begin
              core_tab_84_v <= core_wr_ent_v;
            end else begin
              core_tab_84_v <= core_wr_rest_83_v;
            end
          end
          if(when_LpMepcEngine_l187_85) begin
            core_tab_85_v <= core_wr_rest_85_v;
          end else begin
            if(core_wr_restGe_84) begin
              core_tab_85_v <= core_wr_ent_v;
            end else begin
              core_tab_85_v <= core_wr_rest_84_v;
            end
          end
          if(when_LpMepcEngine_l187_86) begin
            core_tab_86_v <= core_wr_rest_86_v;
          end else begin
            if(core_wr_restGe_85) begin
              core_tab_86_v <= core_wr_ent_v;
            end else begin
              core_tab_86_v <= core_wr_rest_85_v;
            end
          end
          if(when_LpMepcEngine_l187_87) begin
            core_tab_87_v <= core_wr_rest_87_v;
          end else begin
            if(core_wr_restGe_86) begin
              core_tab_87_v <= core_wr_ent_v;
            end else begin
              core_tab_87_v <= core_wr_rest_86_v;
            end
          end
          if(when_LpMepcEngine_l187_88) begin
            core_tab_88_v <= core_wr_rest_88_v;
          end else begin
            if(core_wr_restGe_87) begin
              core_tab_88_v <= core_wr_ent_v;
            end else begin
              core_tab_88_v <= core_wr_rest_87_v;
            end
          end
          if(when_LpMepcEngine_l187_89) begin
            core_tab_89_v <= core_wr_rest_89_v;
          end else begin
            if(core_wr_restGe_88) begin
              core_tab_89_v <= core_wr_ent_v;
            end else begin
              core_tab_89_v <= core_wr_rest_88_v;
            end
          end
          if(when_LpMepcEngine_l187_90) begin
            core_tab_90_v <= core_wr_rest_90_v;
          end else begin
            if(core_wr_restGe_89) begin
              core_tab_90_v <= core_wr_ent_v;
            end else begin
              core_tab_90_v <= core_wr_rest_89_v;
            end
          end
          if(when_LpMepcEngine_l187_91) begin
            core_tab_91_v <= core_wr_rest_91_v;
          end else begin
            if(core_wr_restGe_90) begin
              core_tab_91_v <= core_wr_ent_v;
            end else begin
              core_tab_91_v <= core_wr_rest_90_v;
            end
          end
          if(when_LpMepcEngine_l187_92) begin
            core_tab_92_v <= core_wr_rest_92_v;
          end else begin
            if(core_wr_restGe_91) begin
              core_tab_92_v <= core_wr_ent_v;
            end else begin
              core_tab_92_v <= core_wr_rest_91_v;
            end
          end
          if(when_LpMepcEngine_l187_93) begin
            core_tab_93_v <= core_wr_rest_93_v;
          end else begin
            if(core_wr_restGe_92) begin
              core_tab_93_v <= core_wr_ent_v;
            end else begin
              core_tab_93_v <= core_wr_rest_92_v;
            end
          end
          if(when_LpMepcEngine_l187_94) begin
            core_tab_94_v <= core_wr_rest_94_v;
          end else begin
            if(core_wr_restGe_93) begin
              core_tab_94_v <= core_wr_ent_v;
            end else begin
              core_tab_94_v <= core_wr_rest_93_v;
            end
          end
          if(when_LpMepcEngine_l187_95) begin
            core_tab_95_v <= core_wr_rest_95_v;
          end else begin
            if(core_wr_restGe_94) begin
              core_tab_95_v <= core_wr_ent_v;
            end else begin
              core_tab_95_v <= core_wr_rest_94_v;
            end
          end
          if(when_LpMepcEngine_l187_96) begin
            core_tab_96_v <= core_wr_rest_96_v;
          end else begin
            if(core_wr_restGe_95) begin
              core_tab_96_v <= core_wr_ent_v;
            end else begin
              core_tab_96_v <= core_wr_rest_95_v;
            end
          end
          if(when_LpMepcEngine_l187_97) begin
            core_tab_97_v <= core_wr_rest_97_v;
          end else begin
            if(core_wr_restGe_96) begin
              core_tab_97_v <= core_wr_ent_v;
            end else begin
              core_tab_97_v <= core_wr_rest_96_v;
            end
          end
          if(when_LpMepcEngine_l187_98) begin
            core_tab_98_v <= core_wr_rest_98_v;
          end else begin
            if(core_wr_restGe_97) begin
              core_tab_98_v <= core_wr_ent_v;
            end else begin
              core_tab_98_v <= core_wr_rest_97_v;
            end
          end
          if(when_LpMepcEngine_l187_99) begin
            core_tab_99_v <= core_wr_rest_99_v;
          end else begin
            if(core_wr_restGe_98) begin
              core_tab_99_v <= core_wr_ent_v;
            end else begin
              core_tab_99_v <= core_wr_rest_98_v;
            end
          end
          if(when_LpMepcEngine_l187_100) begin
            core_tab_100_v <= core_wr_rest_100_v;
          end else begin
            if(core_wr_restGe_99) begin
              core_tab_100_v <= core_wr_ent_v;
            end else begin
              core_tab_100_v <= core_wr_rest_99_v;
            end
          end
          if(when_LpMepcEngine_l187_101) begin
            core_tab_101_v <= core_wr_rest_101_v;
          end else begin
            if(core_wr_restGe_100) begin
              core_tab_101_v <= core_wr_ent_v;
            end else begin
              core_tab_101_v <= core_wr_rest_100_v;
            end
          end
          if(when_LpMepcEngine_l187_102) begin
            core_tab_102_v <= core_wr_rest_102_v;
          end else begin
            if(core_wr_restGe_101) begin
              core_tab_102_v <= core_wr_ent_v;
            end else begin
              core_tab_102_v <= core_wr_rest_101_v;
            end
          end
          if(when_LpMepcEngine_l187_103) begin
            core_tab_103_v <= core_wr_rest_103_v;
          end else begin
            if(core_wr_restGe_102) begin
              core_tab_103_v <= core_wr_ent_v;
            end else begin
              core_tab_103_v <= core_wr_rest_102_v;
            end
          end
          if(when_LpMepcEngine_l187_104) begin
            core_tab_104_v <= core_wr_rest_104_v;
          end else begin
            if(core_wr_restGe_103) begin
              core_tab_104_v <= core_wr_ent_v;
            end else begin
              core_tab_104_v <= core_wr_rest_103_v;
            end
          end
          if(when_LpMepcEngine_l187_105) begin
            core_tab_105_v <= core_wr_rest_105_v;
          end else begin
            if(core_wr_restGe_104) begin
              core_tab_105_v <= core_wr_ent_v;
            end else begin
              core_tab_105_v <= core_wr_rest_104_v;
            end
          end
          if(when_LpMepcEngine_l187_106) begin
            core_tab_106_v <= core_wr_rest_106_v;
          end else begin
            if(core_wr_restGe_105) begin
              core_tab_106_v <= core_wr_ent_v;
            end else begin
              core_tab_106_v <= core_wr_rest_105_v;
            end
          end
          if(when_LpMepcEngine_l187_107) begin
            core_tab_107_v <= core_wr_rest_107_v;
          end else begin
            if(core_wr_restGe_106) begin
              core_tab_107_v <= core_wr_ent_v;
            end else begin
              core_tab_107_v <= core_wr_rest_106_v;
            end
          end
          if(when_LpMepcEngine_l187_108) begin
            core_tab_108_v <= core_wr_rest_108_v;
          end else begin
            if(core_wr_restGe_107) begin
              core_tab_108_v <= core_wr_ent_v;
            end else begin
              core_tab_108_v <= core_wr_rest_107_v;
            end
          end
          if(when_LpMepcEngine_l187_109) begin
            core_tab_109_v <= core_wr_rest_109_v;
          end else begin
            if(core_wr_restGe_108) begin
              core_tab_109_v <= core_wr_ent_v;
            end else begin
              core_tab_109_v <= core_wr_rest_108_v;
            end
          end
          if(when_LpMepcEngine_l187_110) begin
            core_tab_110_v <= core_wr_rest_110_v;
          end else begin
            if(core_wr_restGe_109) begin
              core_tab_110_v <= core_wr_ent_v;
            end else begin
              core_tab_110_v <= core_wr_rest_109_v;
            end
          end
          if(when_LpMepcEngine_l187_111) begin
            core_tab_111_v <= core_wr_rest_111_v;
          end else begin
            if(core_wr_restGe_110) begin
              core_tab_111_v <= core_wr_ent_v;
            end else begin
              core_tab_111_v <= core_wr_rest_110_v;
            end
          end
          if(when_LpMepcEngine_l187_112) begin
            core_tab_112_v <= core_wr_rest_112_v;
          end else begin
            if(core_wr_restGe_111) begin
              core_tab_112_v <= core_wr_ent_v;
            end else begin
              core_tab_112_v <= core_wr_rest_111_v;
            end
          end
          if(when_LpMepcEngine_l187_113) begin
            core_tab_113_v <= core_wr_rest_113_v;
          end else begin
            if(core_wr_restGe_112) begin
              core_tab_113_v <= core_wr_ent_v;
            end else begin
              core_tab_113_v <= core_wr_rest_112_v;
            end
          end
          if(when_LpMepcEngine_l187_114) begin
            core_tab_114_v <= core_wr_rest_114_v;
          end else begin
            if(core_wr_restGe_113) begin
              core_tab_114_v <= core_wr_ent_v;
            end else begin
              core_tab_114_v <= core_wr_rest_113_v;
            end
          end
          if(when_LpMepcEngine_l187_115) begin
            core_tab_115_v <= core_wr_rest_115_v;
          end else begin
            if(core_wr_restGe_114) begin
              core_tab_115_v <= core_wr_ent_v;
            end else begin
              core_tab_115_v <= core_wr_rest_114_v;
            end
          end
          if(when_LpMepcEngine_l187_116) begin
            core_tab_116_v <= core_wr_rest_116_v;
          end else begin
            if(core_wr_restGe_115) begin
              core_tab_116_v <= core_wr_ent_v;
            end else begin
              core_tab_116_v <= core_wr_rest_115_v;
            end
          end
          if(when_LpMepcEngine_l187_117) begin
            core_tab_117_v <= core_wr_rest_117_v;
          end else begin
            if(core_wr_restGe_116) begin
              core_tab_117_v <= core_wr_ent_v;
            end else begin
              core_tab_117_v <= core_wr_rest_116_v;
            end
          end
          if(when_LpMepcEngine_l187_118) begin
            core_tab_118_v <= core_wr_rest_118_v;
          end else begin
            if(core_wr_restGe_117) begin
              core_tab_118_v <= core_wr_ent_v;
            end else begin
              core_tab_118_v <= core_wr_rest_117_v;
            end
          end
          if(when_LpMepcEngine_l187_119) begin
            core_tab_119_v <= core_wr_rest_119_v;
          end else begin
            if(core_wr_restGe_118) begin
              core_tab_119_v <= core_wr_ent_v;
            end else begin
              core_tab_119_v <= core_wr_rest_118_v;
            end
          end
          if(when_LpMepcEngine_l187_120) begin
            core_tab_120_v <= core_wr_rest_120_v;
          end else begin
            if(core_wr_restGe_119) begin
              core_tab_120_v <= core_wr_ent_v;
            end else begin
              core_tab_120_v <= core_wr_rest_119_v;
            end
          end
          if(when_LpMepcEngine_l187_121) begin
            core_tab_121_v <= core_wr_rest_121_v;
          end else begin
            if(core_wr_restGe_120) begin
              core_tab_121_v <= core_wr_ent_v;
            end else begin
              core_tab_121_v <= core_wr_rest_120_v;
            end
          end
          if(when_LpMepcEngine_l187_122) begin
            core_tab_122_v <= core_wr_rest_122_v;
          end else begin
            if(core_wr_restGe_121) begin
              core_tab_122_v <= core_wr_ent_v;
            end else begin
              core_tab_122_v <= core_wr_rest_121_v;
            end
          end
          if(when_LpMepcEngine_l187_123) begin
            core_tab_123_v <= core_wr_rest_123_v;
          end else begin
            if(core_wr_restGe_122) begin
              core_tab_123_v <= core_wr_ent_v;
            end else begin
              core_tab_123_v <= core_wr_rest_122_v;
            end
          end
          if(when_LpMepcEngine_l187_124) begin
            core_tab_124_v <= core_wr_rest_124_v;
          end else begin
            if(core_wr_restGe_123) begin
              core_tab_124_v <= core_wr_ent_v;
            end else begin
              core_tab_124_v <= core_wr_rest_123_v;
            end
          end
          if(when_LpMepcEngine_l187_125) begin
            core_tab_125_v <= core_wr_rest_125_v;
          end else begin
            if(core_wr_restGe_124) begin
              core_tab_125_v <= core_wr_ent_v;
            end else begin
              core_tab_125_v <= core_wr_rest_124_v;
            end
          end
          if(when_LpMepcEngine_l187_126) begin
            core_tab_126_v <= core_wr_rest_126_v;
          end else begin
            if(core_wr_restGe_125) begin
              core_tab_126_v <= core_wr_ent_v;
            end else begin
              core_tab_126_v <= core_wr_rest_125_v;
            end
          end
          if(when_LpMepcEngine_l187_127) begin
            core_tab_127_v <= core_wr_rest_127_v;
          end else begin
            if(core_wr_restGe_126) begin
              core_tab_127_v <= core_wr_ent_v;
            end else begin
              core_tab_127_v <= core_wr_rest_126_v;
            end
          end
        end
      end
      core_cnt <= (_zz_core_cnt_8 + _zz_core_cnt_103);
      core_doneR <= 1'b0;
      if(start) begin
        core_startPend <= 1'b1;
      end
      if(when_LpMepcEngine_l246) begin
        core_startPend <= 1'b0;
        core_ph <= Ph_greedy;
        core_mSv <= 64'h0;
        core_total <= 22'h0;
        core_count <= 7'h0;
        core_cyc <= 16'h0001;
        core_pv <= 1'b0;
      end
      if(when_LpMepcEngine_l261) begin
        core_cyc <= (core_cyc + 16'h0001);
      end
      if(core_scanning) begin
        core_pv <= (! core_rdEnd);
        if(when_LpMepcEngine_l270) begin
          if(when_LpMepcEngine_l272) begin
            core_ph <= Ph_aug;
          end else begin
            core_ph <= Ph_resolve;
          end
        end
      end
      if(when_LpMepcEngine_l281) begin
        if(core_g_a0) begin
          core_mSv[core_l0_src] <= 1'b1;
        end
        if(core_g_a1) begin
          core_mSv[core_l1_src] <= 1'b1;
        end
        core_total <= (_zz_core_total + _zz_core_total_3);
        core_count <= (_zz_core_count + _zz_core_count_3);
      end
      if(when_LpMepcEngine_l328) begin
        if(core_rs_take) begin
          core_mSv[core_rs_y] <= 1'b1;
          core_total <= (_zz_core_total_5 - _zz_core_total_9);
          core_count <= (core_count + 7'h01);
        end
        if(when_LpMepcEngine_l341) begin
          core_ph <= Ph_idle;
          core_doneR <= 1'b1;
          core_lastCyc <= core_cyc;
        end
      end
      core_resV <= core_mSv[res_idx];
    end
  end

  always @(posedge clk) begin
    if(when_LpMepcEngine_l137) begin
      core_opSrc <= upd_src;
      core_opDst <= upd_dst;
      core_opDelta <= upd_delta;
    end
    if(when_LpMepcEngine_l143) begin
      core_hit <= {_zz_core_hit_127,{_zz_core_hit_126,{_zz_core_hit_125,{_zz_core_hit_124,{_zz_core_hit_123,{_zz_core_hit_122,{_zz_core_hit_121,{_zz_core_hit_120,{_zz_core_hit_119,{_zz_core_hit_118,{_zz_core_hit_128,_zz_core_hit_129}}}}}}}}}}};
      core_oldSum <= (((((_zz_core_oldSum | _zz_core_oldSum_11) | (_zz_core_oldSum_22 | _zz_core_oldSum_33)) | ((_zz_core_oldSum_44 | _zz_core_oldSum_55) | (_zz_core_oldSum_66 | _zz_core_oldSum_77))) | (((_zz_core_oldSum_88 | _zz_core_oldSum_99) | (_zz_core_oldSum_110 | _zz_core_oldSum_121)) | ((_zz_core_oldSum_132 | _zz_core_oldSum_143) | (_zz_core_oldSum_154 | _zz_core_oldSum_165)))) | ((((_zz_core_oldSum_176 | _zz_core_oldSum_187) | (_zz_core_oldSum_198 | _zz_core_oldSum_209)) | ((_zz_core_oldSum_220 | _zz_core_oldSum_231) | (_zz_core_oldSum_242 | _zz_core_oldSum_253))) | (((_zz_core_oldSum_264 | _zz_core_oldSum_275) | (_zz_core_oldSum_286 | _zz_core_oldSum_297)) | ((_zz_core_oldSum_308 | _zz_core_oldSum_319) | (_zz_core_oldSum_330 | _zz_core_oldSum_341)))));
    end
    if(when_LpMepcEngine_l176) begin
      core_wrSrc <= core_opSrc;
      core_wrDst <= core_opDst;
      core_wrSum <= (core_wr_ins ? core_wr_newSum : 16'h0);
      if(core_wr_change) begin
        if(when_LpMepcEngine_l187) begin
          core_tab_0_src <= core_wr_rest_0_src;
          core_tab_0_dst <= core_wr_rest_0_dst;
          core_tab_0_sum <= core_wr_rest_0_sum;
        end else begin
          if(when_LpMepcEngine_l189) begin
            core_tab_0_src <= core_wr_ent_src;
            core_tab_0_dst <= core_wr_ent_dst;
            core_tab_0_sum <= core_wr_ent_sum;
          end else begin
            core_tab_0_src <= core_wr_rest_0_src;
            core_tab_0_dst <= core_wr_rest_0_dst;
            core_tab_0_sum <= core_wr_rest_0_sum;
          end
        end
        if(when_LpMepcEngine_l187_1) begin
          core_tab_1_src <= core_wr_rest_1_src;
          core_tab_1_dst <= core_wr_rest_1_dst;
          core_tab_1_sum <= core_wr_rest_1_sum;
        end else begin
          if(core_wr_restGe_0) begin
            core_tab_1_src <= core_wr_ent_src;
            core_tab_1_dst <= core_wr_ent_dst;
            core_tab_1_sum <= core_wr_ent_sum;
          end else begin
            core_tab_1_src <= core_wr_rest_0_src;
            core_tab_1_dst <= core_wr_rest_0_dst;
            core_tab_1_sum <= core_wr_rest_0_sum;
          end
        end
        if(when_LpMepcEngine_l187_2) begin
          core_tab_2_src <= core_wr_rest_2_src;
          core_tab_2_dst <= core_wr_rest_2_dst;
          core_tab_2_sum <= core_wr_rest_2_sum;
        end else begin
          if(core_wr_restGe_1) begin
            core_tab_2_src <= core_wr_ent_src;
            core_tab_2_dst <= core_wr_ent_dst;
            core_tab_2_sum <= core_wr_ent_sum;
          end else begin
            core_tab_2_src <= core_wr_rest_1_src;
            core_tab_2_dst <= core_wr_rest_1_dst;
            core_tab_2_sum <= core_wr_rest_1_sum;
          end
        end
        if(when_LpMepcEngine_l187_3) begin
          core_tab_3_src <= core_wr_rest_3_src;
          core_tab_3_dst <= core_wr_rest_3_dst;
          core_tab_3_sum <= core_wr_rest_3_sum;
        end else begin
          if(core_wr_restGe_2) begin
            core_tab_3_src <= core_wr_ent_src;
            core_tab_3_dst <= core_wr_ent_dst;
            core_tab_3_sum <= core_wr_ent_sum;
          end else begin
            core_tab_3_src <= core_wr_rest_2_src;
            core_tab_3_dst <= core_wr_rest_2_dst;
            core_tab_3_sum <= core_wr_rest_2_sum;
          end
        end
        if(when_LpMepcEngine_l187_4) begin
          core_tab_4_src <= core_wr_rest_4_src;
          core_tab_4_dst <= core_wr_rest_4_dst;
          core_tab_4_sum <= core_wr_rest_4_sum;
        end else begin
          if(core_wr_restGe_3) begin
            core_tab_4_src <= core_wr_ent_src;
            core_tab_4_dst <= core_wr_ent_dst;
            core_tab_4_sum <= core_wr_ent_sum;
          end else begin
            core_tab_4_src <= core_wr_rest_3_src;
            core_tab_4_dst <= core_wr_rest_3_dst;
            core_tab_4_sum <= core_wr_rest_3_sum;
          end
        end
        if(when_LpMepcEngine_l187_5) begin
          core_tab_5_src <= core_wr_rest_5_src;
          core_tab_5_dst <= core_wr_rest_5_dst;
          core_tab_5_sum <= core_wr_rest_5_sum;
        end else begin
          if(core_wr_restGe_4) begin
            core_tab_5_src <= core_wr_ent_src;
            core_tab_5_dst <= core_wr_ent_dst;
            core_tab_5_sum <= core_wr_ent_sum;
          end else begin
            core_tab_5_src <= core_wr_rest_4_src;
            core_tab_5_dst <= core_wr_rest_4_dst;
            core_tab_5_sum <= core_wr_rest_4_sum;
          end
        end
        if(when_LpMepcEngine_l187_6) begin
          core_tab_6_src <= core_wr_rest_6_src;
          core_tab_6_dst <= core_wr_rest_6_dst;
          core_tab_6_sum <= core_wr_rest_6_sum;
        end else begin
          if(core_wr_restGe_5) begin
            core_tab_6_src <= core_wr_ent_src;
            core_tab_6_dst <= core_wr_ent_dst;
            core_tab_6_sum <= core_wr_ent_sum;
          end else begin
            core_tab_6_src <= core_wr_rest_5_src;
            core_tab_6_dst <= core_wr_rest_5_dst;
            core_tab_6_sum <= core_wr_rest_5_sum;
          end
        end
        if(when_LpMepcEngine_l187_7) begin
          core_tab_7_src <= core_wr_rest_7_src;
          core_tab_7_dst <= core_wr_rest_7_dst;
          core_tab_7_sum <= core_wr_rest_7_sum;
        end else begin
          if(core_wr_restGe_6) begin
            core_tab_7_src <= core_wr_ent_src;
            core_tab_7_dst <= core_wr_ent_dst;
            core_tab_7_sum <= core_wr_ent_sum;
          end else begin
            core_tab_7_src <= core_wr_rest_6_src;
            core_tab_7_dst <= core_wr_rest_6_dst;
            core_tab_7_sum <= core_wr_rest_6_sum;
          end
        end
        if(when_LpMepcEngine_l187_8) begin
          core_tab_8_src <= core_wr_rest_8_src;
          core_tab_8_dst <= core_wr_rest_8_dst;
          core_tab_8_sum <= core_wr_rest_8_sum;
        end else begin
          if(core_wr_restGe_7) begin
            core_tab_8_src <= core_wr_ent_src;
            core_tab_8_dst <= core_wr_ent_dst;
            core_tab_8_sum <= core_wr_ent_sum;
          end else begin
            core_tab_8_src <= core_wr_rest_7_src;
            core_tab_8_dst <= core_wr_rest_7_dst;
            core_tab_8_sum <= core_wr_rest_7_sum;
          end
        end
        if(when_LpMepcEngine_l187_9) begin
          core_tab_9_src <= core_wr_rest_9_src;
          core_tab_9_dst <= core_wr_rest_9_dst;
          core_tab_9_sum <= core_wr_rest_9_sum;
        end else begin
          if(core_wr_restGe_8) begin
            core_tab_9_src <= core_wr_ent_src;
            core_tab_9_dst <= core_wr_ent_dst;
            core_tab_9_sum <= core_wr_ent_sum;
          end else begin
            core_tab_9_src <= core_wr_rest_8_src;
            core_tab_9_dst <= core_wr_rest_8_dst;
            core_tab_9_sum <= core_wr_rest_8_sum;
          end
        end
        if(when_LpMepcEngine_l187_10) begin
          core_tab_10_src <= core_wr_rest_10_src;
          core_tab_10_dst <= core_wr_rest_10_dst;
          core_tab_10_sum <= core_wr_rest_10_sum;
        end else begin
          if(core_wr_restGe_9) begin
            core_tab_10_src <= core_wr_ent_src;
            core_tab_10_dst <= core_wr_ent_dst;
            core_tab_10_sum <= core_wr_ent_sum;
          end else begin
            core_tab_10_src <= core_wr_rest_9_src;
            core_tab_10_dst <= core_wr_rest_9_dst;
            core_tab_10_sum <= core_wr_rest_9_sum;
          end
        end
        if(when_LpMepcEngine_l187_11) begin
          core_tab_11_src <= core_wr_rest_11_src;
          core_tab_11_dst <= core_wr_rest_11_dst;
          core_tab_11_sum <= core_wr_rest_11_sum;
        end else begin
          if(core_wr_restGe_10) begin
            core_tab_11_src <= core_wr_ent_src;
            core_tab_11_dst <= core_wr_ent_dst;
            core_tab_11_sum <= core_wr_ent_sum;
          end else begin
            core_tab_11_src <= core_wr_rest_10_src;
            core_tab_11_dst <= core_wr_rest_10_dst;
            core_tab_11_sum <= core_wr_rest_10_sum;
          end
        end
        if(when_LpMepcEngine_l187_12) begin
          core_tab_12_src <= core_wr_rest_12_src;
          core_tab_12_dst <= core_wr_rest_12_dst;
          core_tab_12_sum <= core_wr_rest_12_sum;
        end else begin
          if(core_wr_restGe_11) begin
            core_tab_12_src <= core_wr_ent_src;
            core_tab_12_dst <= core_wr_ent_dst;
            core_tab_12_sum <= core_wr_ent_sum;
          end else begin
            core_tab_12_src <= core_wr_rest_11_src;
            core_tab_12_dst <= core_wr_rest_11_dst;
            core_tab_12_sum <= core_wr_rest_11_sum;
          end
        end
        if(when_LpMepcEngine_l187_13) begin
          core_tab_13_src <= core_wr_rest_13_src;
          core_tab_13_dst <= core_wr_rest_13_dst;
          core_tab_13_sum <= core_wr_rest_13_sum;
        end else begin
          if(core_wr_restGe_12) begin
            core_tab_13_src <= core_wr_ent_src;
            core_tab_13_dst <= core_wr_ent_dst;
            core_tab_13_sum <= core_wr_ent_sum;
          end else begin
            core_tab_13_src <= core_wr_rest_12_src;
            core_tab_13_dst <= core_wr_rest_12_dst;
            core_tab_13_sum <= core_wr_rest_12_sum;
          end
        end
        if(when_LpMepcEngine_l187_14) begin
          core_tab_14_src <= core_wr_rest_14_src;
          core_tab_14_dst <= core_wr_rest_14_dst;
          core_tab_14_sum <= core_wr_rest_14_sum;
        end else begin
          if(core_wr_restGe_13) begin
            core_tab_14_src <= core_wr_ent_src;
            core_tab_14_dst <= core_wr_ent_dst;
            core_tab_14_sum <= core_wr_ent_sum;
          end else begin
            core_tab_14_src <= core_wr_rest_13_src;
            core_tab_14_dst <= core_wr_rest_13_dst;
            core_tab_14_sum <= core_wr_rest_13_sum;
          end
        end
        if(when_LpMepcEngine_l187_15) begin
          core_tab_15_src <= core_wr_rest_15_src;
          core_tab_15_dst <= core_wr_rest_15_dst;
          core_tab_15_sum <= core_wr_rest_15_sum;
        end else begin
          if(core_wr_restGe_14) begin
            core_tab_15_src <= core_wr_ent_src;
            core_tab_15_dst <= core_wr_ent_dst;
            core_tab_15_sum <= core_wr_ent_sum;
          end else begin
            core_tab_15_src <= core_wr_rest_14_src;
            core_tab_15_dst <= core_wr_rest_14_dst;
            core_tab_15_sum <= core_wr_rest_14_sum;
          end
        end
        if(when_LpMepcEngine_l187_16) begin
          core_tab_16_src <= core_wr_rest_16_src;
          core_tab_16_dst <= core_wr_rest_16_dst;
          core_tab_16_sum <= core_wr_rest_16_sum;
        end else begin
          if(core_wr_restGe_15) begin
            core_tab_16_src <= core_wr_ent_src;
            core_tab_16_dst <= core_wr_ent_dst;
            core_tab_16_sum <= core_wr_ent_sum;
          end else begin
            core_tab_16_src <= core_wr_rest_15_src;
            core_tab_16_dst <= core_wr_rest_15_dst;
            core_tab_16_sum <= core_wr_rest_15_sum;
          end
        end
        if(when_LpMepcEngine_l187_17) begin
          core_tab_17_src <= core_wr_rest_17_src;
          core_tab_17_dst <= core_wr_rest_17_dst;
          core_tab_17_sum <= core_wr_rest_17_sum;
        end else begin
          if(core_wr_restGe_16) begin
            core_tab_17_src <= core_wr_ent_src;
            core_tab_17_dst <= core_wr_ent_dst;
            core_tab_17_sum <= core_wr_ent_sum;
          end else begin
            core_tab_17_src <= core_wr_rest_16_src;
            core_tab_17_dst <= core_wr_rest_16_dst;
            core_tab_17_sum <= core_wr_rest_16_sum;
          end
        end
        if(when_LpMepcEngine_l187_18) begin
          core_tab_18_src <= core_wr_rest_18_src;
          core_tab_18_dst <= core_wr_rest_18_dst;
          core_tab_18_sum <= core_wr_rest_18_sum;
        end else begin
          if(core_wr_restGe_17) begin
            core_tab_18_src <= core_wr_ent_src;
            core_tab_18_dst <= core_wr_ent_dst;
            core_tab_18_sum <= core_wr_ent_sum;
          end else begin
            core_tab_18_src <= core_wr_rest_17_src;
            core_tab_18_dst <= core_wr_rest_17_dst;
            core_tab_18_sum <= core_wr_rest_17_sum;
          end
        end
        if(when_LpMepcEngine_l187_19) begin
          core_tab_19_src <= core_wr_rest_19_src;
          core_tab_19_dst <= core_wr_rest_19_dst;
          core_tab_19_sum <= core_wr_rest_19_sum;
        end else begin
          if(core_wr_restGe_18) begin
            core_tab_19_src <= core_wr_ent_src;
            core_tab_19_dst <= core_wr_ent_dst;
            core_tab_19_sum <= core_wr_ent_sum;
          end else begin
            core_tab_19_src <= core_wr_rest_18_src;
            core_tab_19_dst <= core_wr_rest_18_dst;
            core_tab_19_sum <= core_wr_rest_18_sum;
          end
        end
        if(when_LpMepcEngine_l187_20) begin
          core_tab_20_src <= core_wr_rest_20_src;
          core_tab_20_dst <= core_wr_rest_20_dst;
          core_tab_20_sum <= core_wr_rest_20_sum;
        end else begin
          if(core_wr_restGe_19) begin
            core_tab_20_src <= core_wr_ent_src;
            core_tab_20_dst <= core_wr_ent_dst;
            core_tab_20_sum <= core_wr_ent_sum;
          end else begin
            core_tab_20_src <= core_wr_rest_19_src;
            core_tab_20_dst <= core_wr_rest_19_dst;
            core_tab_20_sum <= core_wr_rest_19_sum;
          end
        end
        if(when_LpMepcEngine_l187_21) begin
          core_tab_21_src <= core_wr_rest_21_src;
          core_tab_21_dst <= core_wr_rest_21_dst;
          core_tab_21_sum <= core_wr_rest_21_sum;
        end else begin
          if(core_wr_restGe_20) begin
            core_tab_21_src <= core_wr_ent_src;
            core_tab_21_dst <= core_wr_ent_dst;
            core_tab_21_sum <= core_wr_ent_sum;
          end else begin
            core_tab_21_src <= core_wr_rest_20_src;
            core_tab_21_dst <= core_wr_rest_20_dst;
            core_tab_21_sum <= core_wr_rest_20_sum;
          end
        end
        if(when_LpMepcEngine_l187_22) begin
          core_tab_22_src <= core_wr_rest_22_src;
          core_tab_22_dst <= core_wr_rest_22_dst;
          core_tab_22_sum <= core_wr_rest_22_sum;
        end else begin
          if(core_wr_restGe_21) begin
            core_tab_22_src <= core_wr_ent_src;
            core_tab_22_dst <= core_wr_ent_dst;
            core_tab_22_sum <= core_wr_ent_sum;
          end else begin
            core_tab_22_src <= core_wr_rest_21_src;
            core_tab_22_dst <= core_wr_rest_21_dst;
            core_tab_22_sum <= core_wr_rest_21_sum;
          end
        end
        if(when_LpMepcEngine_l187_23) begin
          core_tab_23_src <= core_wr_rest_23_src;
          core_tab_23_dst <= core_wr_rest_23_dst;
          core_tab_23_sum <= core_wr_rest_23_sum;
        end else begin
          if(core_wr_restGe_22) begin
            core_tab_23_src <= core_wr_ent_src;
            core_tab_23_dst <= core_wr_ent_dst;
            core_tab_23_sum <= core_wr_ent_sum;
          end else begin
            core_tab_23_src <= core_wr_rest_22_src;
            core_tab_23_dst <= core_wr_rest_22_dst;
            core_tab_23_sum <= core_wr_rest_22_sum;
          end
        end
        if(when_LpMepcEngine_l187_24) begin
          core_tab_24_src <= core_wr_rest_24_src;
          core_tab_24_dst <= core_wr_rest_24_dst;
          core_tab_24_sum <= core_wr_rest_24_sum;
        end else begin
          if(core_wr_restGe_23) begin
            core_tab_24_src <= core_wr_ent_src;
            core_tab_24_dst <= core_wr_ent_dst;
            core_tab_24_sum <= core_wr_ent_sum;
          end else begin
            core_tab_24_src <= core_wr_rest_23_src;
            core_tab_24_dst <= core_wr_rest_23_dst;
            core_tab_24_sum <= core_wr_rest_23_sum;
          end
        end
        if(when_LpMepcEngine_l187_25) begin
          core_tab_25_src <= core_wr_rest_25_src;
          core_tab_25_dst <= core_wr_rest_25_dst;
          core_tab_25_sum <= core_wr_rest_25_sum;
        end else begin
          if(core_wr_restGe_24) begin
            core_tab_25_src <= core_wr_ent_src;
            core_tab_25_dst <= core_wr_ent_dst;
            core_tab_25_sum <= core_wr_ent_sum;
          end else begin
            core_tab_25_src <= core_wr_rest_24_src;
            core_tab_25_dst <= core_wr_rest_24_dst;
            core_tab_25_sum <= core_wr_rest_24_sum;
          end
        end
        if(when_LpMepcEngine_l187_26) begin
          core_tab_26_src <= core_wr_rest_26_src;
          core_tab_26_dst <= core_wr_rest_26_dst;
          core_tab_26_sum <= core_wr_rest_26_sum;
        end else begin
          if(core_wr_restGe_25) begin
            core_tab_26_src <= core_wr_ent_src;
            core_tab_26_dst <= core_wr_ent_dst;
            core_tab_26_sum <= core_wr_ent_sum;
          end else begin
            core_tab_26_src <= core_wr_rest_25_src;
            core_tab_26_dst <= core_wr_rest_25_dst;
            core_tab_26_sum <= core_wr_rest_25_sum;
          end
        end
        if(when_LpMepcEngine_l187_27) begin
          core_tab_27_src <= core_wr_rest_27_src;
          core_tab_27_dst <= core_wr_rest_27_dst;
          core_tab_27_sum <= core_wr_rest_27_sum;
        end else begin
          if(core_wr_restGe_26) begin
            core_tab_27_src <= core_wr_ent_src;
            core_tab_27_dst <= core_wr_ent_dst;
            core_tab_27_sum <= core_wr_ent_sum;
          end else begin
            core_tab_27_src <= core_wr_rest_26_src;
            core_tab_27_dst <= core_wr_rest_26_dst;
            core_tab_27_sum <= core_wr_rest_26_sum;
          end
        end
        if(when_LpMepcEngine_l187_28) begin
          core_tab_28_src <= core_wr_rest_28_src;
          core_tab_28_dst <= core_wr_rest_28_dst;
          core_tab_28_sum <= core_wr_rest_28_sum;
        end else begin
          if(core_wr_restGe_27) begin
            core_tab_28_src <= core_wr_ent_src;
            core_tab_28_dst <= core_wr_ent_dst;
            core_tab_28_sum <= core_wr_ent_sum;
          end else begin
            core_tab_28_src <= core_wr_rest_27_src;
            core_tab_28_dst <= core_wr_rest_27_dst;
            core_tab_28_sum <= core_wr_rest_27_sum;
          end
        end
        if(when_LpMepcEngine_l187_29) begin
          core_tab_29_src <= core_wr_rest_29_src;
          core_tab_29_dst <= core_wr_rest_29_dst;
          core_tab_29_sum <= core_wr_rest_29_sum;
        end else begin
          if(core_wr_restGe_28) begin
            core_tab_29_src <= core_wr_ent_src;
            core_tab_29_dst <= core_wr_ent_dst;
            core_tab_29_sum <= core_wr_ent_sum;
          end else begin
            core_tab_29_src <= core_wr_rest_28_src;
            core_tab_29_dst <= core_wr_rest_28_dst;
            core_tab_29_sum <= core_wr_rest_28_sum;
          end
        end
        if(when_LpMepcEngine_l187_30) begin
          core_tab_30_src <= core_wr_rest_30_src;
          core_tab_30_dst <= core_wr_rest_30_dst;
          core_tab_30_sum <= core_wr_rest_30_sum;
        end else begin
          if(core_wr_restGe_29) begin
            core_tab_30_src <= core_wr_ent_src;
            core_tab_30_dst <= core_wr_ent_dst;
            core_tab_30_sum <= core_wr_ent_sum;
          end else begin
            core_tab_30_src <= core_wr_rest_29_src;
            core_tab_30_dst <= core_wr_rest_29_dst;
            core_tab_30_sum <= core_wr_rest_29_sum;
          end
        end
        if(when_LpMepcEngine_l187_31) begin
          core_tab_31_src <= core_wr_rest_31_src;
          core_tab_31_dst <= core_wr_rest_31_dst;
          core_tab_31_sum <= core_wr_rest_31_sum;
        end else begin
          if(core_wr_restGe_30) begin
            core_tab_31_src <= core_wr_ent_src;
            core_tab_31_dst <= core_wr_ent_dst;
            core_tab_31_sum <= core_wr_ent_sum;
          end else begin
            core_tab_31_src <= core_wr_rest_30_src;
            core_tab_31_dst <= core_wr_rest_30_dst;
            core_tab_31_sum <= core_wr_rest_30_sum;
          end
        end
        if(when_LpMepcEngine_l187_32) begin
          core_tab_32_src <= core_wr_rest_32_src;
          core_tab_32_dst <= core_wr_rest_32_dst;
          core_tab_32_sum <= core_wr_rest_32_sum;
        end else begin
          if(core_wr_restGe_31) begin
            core_tab_32_src <= core_wr_ent_src;
            core_tab_32_dst <= core_wr_ent_dst;
            core_tab_32_sum <= core_wr_ent_sum;
          end else begin
            core_tab_32_src <= core_wr_rest_31_src;
            core_tab_32_dst <= core_wr_rest_31_dst;
            core_tab_32_sum <= core_wr_rest_31_sum;
          end
        end
        if(when_LpMepcEngine_l187_33) begin
          core_tab_33_src <= core_wr_rest_33_src;
          core_tab_33_dst <= core_wr_rest_33_dst;
          core_tab_33_sum <= core_wr_rest_33_sum;
        end else begin
          if(core_wr_restGe_32) begin
            core_tab_33_src <= core_wr_ent_src;
            core_tab_33_dst <= core_wr_ent_dst;
            core_tab_33_sum <= core_wr_ent_sum;
          end else begin
            core_tab_33_src <= core_wr_rest_32_src;
            core_tab_33_dst <= core_wr_rest_32_dst;
            core_tab_33_sum <= core_wr_rest_32_sum;
          end
        end
        if(when_LpMepcEngine_l187_34) begin
          core_tab_34_src <= core_wr_rest_34_src;
          core_tab_34_dst <= core_wr_rest_34_dst;
          core_tab_34_sum <= core_wr_rest_34_sum;
        end else begin
          if(core_wr_restGe_33) begin
            core_tab_34_src <= core_wr_ent_src;
            core_tab_34_dst <= core_wr_ent_dst;
            core_tab_34_sum <= core_wr_ent_sum;
          end else begin
            core_tab_34_src <= core_wr_rest_33_src;
            core_tab_34_dst <= core_wr_rest_33_dst;
            core_tab_34_sum <= core_wr_rest_33_sum;
          end
        end
        if(when_LpMepcEngine_l187_35) begin
          core_tab_35_src <= core_wr_rest_35_src;
          core_tab_35_dst <= core_wr_rest_35_dst;
          core_tab_35_sum <= core_wr_rest_35_sum;
        end else begin
          if(core_wr_restGe_34) begin
            core_tab_35_src <= core_wr_ent_src;
            core_tab_35_dst <= core_wr_ent_dst;
            core_tab_35_sum <= core_wr_ent_sum;
          end else begin
            core_tab_35_src <= core_wr_rest_34_src;
            core_tab_35_dst <= core_wr_rest_34_dst;
            core_tab_35_sum <= core_wr_rest_34_sum;
          end
        end
        if(when_LpMepcEngine_l187_36) begin
          core_tab_36_src <= core_wr_rest_36_src;
          core_tab_36_dst <= core_wr_rest_36_dst;
          core_tab_36_sum <= core_wr_rest_36_sum;
        end else begin
          if(core_wr_restGe_35) begin
            core_tab_36_src <= core_wr_ent_src;
            core_tab_36_dst <= core_wr_ent_dst;
            core_tab_36_sum <= core_wr_ent_sum;
          end else begin
            core_tab_36_src <= core_wr_rest_35_src;
            core_tab_36_dst <= core_wr_rest_35_dst;
            core_tab_36_sum <= core_wr_rest_35_sum;
          end
        end
        if(when_LpMepcEngine_l187_37) begin
          core_tab_37_src <= core_wr_rest_37_src;
          core_tab_37_dst <= core_wr_rest_37_dst;
          core_tab_37_sum <= core_wr_rest_37_sum;
        end else begin
          if(core_wr_restGe_36) begin
            core_tab_37_src <= core_wr_ent_src;
            core_tab_37_dst <= core_wr_ent_dst;
            core_tab_37_sum <= core_wr_ent_sum;
          end else begin
            core_tab_37_src <= core_wr_rest_36_src;
            core_tab_37_dst <= core_wr_rest_36_dst;
            core_tab_37_sum <= core_wr_rest_36_sum;
          end
        end
        if(when_LpMepcEngine_l187_38) begin
          core_tab_38_src <= core_wr_rest_38_src;
          core_tab_38_dst <= core_wr_rest_38_dst;
          core_tab_38_sum <= core_wr_rest_38_sum;
        end else begin
          if(core_wr_restGe_37) begin
            core_tab_38_src <= core_wr_ent_src;
            core_tab_38_dst <= core_wr_ent_dst;
            core_tab_38_sum <= core_wr_ent_sum;
          end else begin
            core_tab_38_src <= core_wr_rest_37_src;
            core_tab_38_dst <= core_wr_rest_37_dst;
            core_tab_38_sum <= core_wr_rest_37_sum;
          end
        end
        if(when_LpMepcEngine_l187_39) begin
          core_tab_39_src <= core_wr_rest_39_src;
          core_tab_39_dst <= core_wr_rest_39_dst;
          core_tab_39_sum <= core_wr_rest_39_sum;
        end else begin
          if(core_wr_restGe_38) begin
            core_tab_39_src <= core_wr_ent_src;
            core_tab_39_dst <= core_wr_ent_dst;
            core_tab_39_sum <= core_wr_ent_sum;
          end else begin
            core_tab_39_src <= core_wr_rest_38_src;
            core_tab_39_dst <= core_wr_rest_38_dst;
            core_tab_39_sum <= core_wr_rest_38_sum;
          end
        end
        if(when_LpMepcEngine_l187_40) begin
          core_tab_40_src <= core_wr_rest_40_src;
          core_tab_40_dst <= core_wr_rest_40_dst;
          core_tab_40_sum <= core_wr_rest_40_sum;
        end else begin
          if(core_wr_restGe_39) begin
            core_tab_40_src <= core_wr_ent_src;
            core_tab_40_dst <= core_wr_ent_dst;
            core_tab_40_sum <= core_wr_ent_sum;
          end else begin
            core_tab_40_src <= core_wr_rest_39_src;
            core_tab_40_dst <= core_wr_rest_39_dst;
            core_tab_40_sum <= core_wr_rest_39_sum;
          end
        end
        if(when_LpMepcEngine_l187_41) begin
          core_tab_41_src <= core_wr_rest_41_src;
          core_tab_41_dst <= core_wr_rest_41_dst;
          core_tab_41_sum <= core_wr_rest_41_sum;
        end else begin
          if(core_wr_restGe_40) begin
            core_tab_41_src <= core_wr_ent_src;
            core_tab_41_dst <= core_wr_ent_dst;
            core_tab_41_sum <= core_wr_ent_sum;
          end else begin
            core_tab_41_src <= core_wr_rest_40_src;
            core_tab_41_dst <= core_wr_rest_40_dst;
            core_tab_41_sum <= core_wr_rest_40_sum;
          end
        end
        if(when_LpMepcEngine_l187_42) begin
          core_tab_42_src <= core_wr_rest_42_src;
          core_tab_42_dst <= core_wr_rest_42_dst;
          core_tab_42_sum <= core_wr_rest_42_sum;
        end else begin
          if(core_wr_restGe_41) begin
            core_tab_42_src <= core_wr_ent_src;
            core_tab_42_dst <= core_wr_ent_dst;
            core_tab_42_sum <= core_wr_ent_sum;
          end else begin
            core_tab_42_src <= core_wr_rest_41_src;
            core_tab_42_dst <= core_wr_rest_41_dst;
            core_tab_42_sum <= core_wr_rest_41_sum;
          end
        end
        if(when_LpMepcEngine_l187_43) begin
          core_tab_43_src <= core_wr_rest_43_src;
          core_tab_43_dst <= core_wr_rest_43_dst;
          core_tab_43_sum <= core_wr_rest_43_sum;
        end else begin
          if(core_wr_restGe_42) begin
            core_tab_43_src <= core_wr_ent_src;
            core_tab_43_dst <= core_wr_ent_dst;
            core_tab_43_sum <= core_wr_ent_sum;
          end else begin
            core_tab_43_src <= core_wr_rest_42_src;
            core_tab_43_dst <= core_wr_rest_42_dst;
            core_tab_43_sum <= core_wr_rest_42_sum;
          end
        end
        if(when_LpMepcEngine_l187_44) begin
          core_tab_44_src <= core_wr_rest_44_src;
          core_tab_44_dst <= core_wr_rest_44_dst;
          core_tab_44_sum <= core_wr_rest_44_sum;
        end else begin
          if(core_wr_restGe_43) begin
            core_tab_44_src <= core_wr_ent_src;
            core_tab_44_dst <= core_wr_ent_dst;
            core_tab_44_sum <= core_wr_ent_sum;
          end else begin
            core_tab_44_src <= core_wr_rest_43_src;
            core_tab_44_dst <= core_wr_rest_43_dst;
            core_tab_44_sum <= core_wr_rest_43_sum;
          end
        end
        if(when_LpMepcEngine_l187_45) begin
          core_tab_45_src <= core_wr_rest_45_src;
          core_tab_45_dst <= core_wr_rest_45_dst;
          core_tab_45_sum <= core_wr_rest_45_sum;
        end else begin
          if(core_wr_restGe_44) begin
            core_tab_45_src <= core_wr_ent_src;
            core_tab_45_dst <= core_wr_ent_dst;
            core_tab_45_sum <= core_wr_ent_sum;
          end else begin
            core_tab_45_src <= core_wr_rest_44_src;
            core_tab_45_dst <= core_wr_rest_44_dst;
            core_tab_45_sum <= core_wr_rest_44_sum;
          end
        end
        if(when_LpMepcEngine_l187_46) begin
          core_tab_46_src <= core_wr_rest_46_src;
          core_tab_46_dst <= core_wr_rest_46_dst;
          core_tab_46_sum <= core_wr_rest_46_sum;
        end else begin
          if(core_wr_restGe_45) begin
            core_tab_46_src <= core_wr_ent_src;
            core_tab_46_dst <= core_wr_ent_dst;
            core_tab_46_sum <= core_wr_ent_sum;
          end else begin
            core_tab_46_src <= core_wr_rest_45_src;
            core_tab_46_dst <= core_wr_rest_45_dst;
            core_tab_46_sum <= core_wr_rest_45_sum;
          end
        end
        if(when_LpMepcEngine_l187_47) begin
          core_tab_47_src <= core_wr_rest_47_src;
          core_tab_47_dst <= core_wr_rest_47_dst;
          core_tab_47_sum <= core_wr_rest_47_sum;
        end else begin
          if(core_wr_restGe_46) begin
            core_tab_47_src <= core_wr_ent_src;
            core_tab_47_dst <= core_wr_ent_dst;
            core_tab_47_sum <= core_wr_ent_sum;
          end else begin
            core_tab_47_src <= core_wr_rest_46_src;
            core_tab_47_dst <= core_wr_rest_46_dst;
            core_tab_47_sum <= core_wr_rest_46_sum;
          end
        end
        if(when_LpMepcEngine_l187_48) begin
          core_tab_48_src <= core_wr_rest_48_src;
          core_tab_48_dst <= core_wr_rest_48_dst;
          core_tab_48_sum <= core_wr_rest_48_sum;
        end else begin
          if(core_wr_restGe_47) begin
            core_tab_48_src <= core_wr_ent_src;
            core_tab_48_dst <= core_wr_ent_dst;
            core_tab_48_sum <= core_wr_ent_sum;
          end else begin
            core_tab_48_src <= core_wr_rest_47_src;
            core_tab_48_dst <= core_wr_rest_47_dst;
            core_tab_48_sum <= core_wr_rest_47_sum;
          end
        end
        if(when_LpMepcEngine_l187_49) begin
          core_tab_49_src <= core_wr_rest_49_src;
          core_tab_49_dst <= core_wr_rest_49_dst;
          core_tab_49_sum <= core_wr_rest_49_sum;
        end else begin
          if(core_wr_restGe_48) begin
            core_tab_49_src <= core_wr_ent_src;
            core_tab_49_dst <= core_wr_ent_dst;
            core_tab_49_sum <= core_wr_ent_sum;
          end else begin
            core_tab_49_src <= core_wr_rest_48_src;
            core_tab_49_dst <= core_wr_rest_48_dst;
            core_tab_49_sum <= core_wr_rest_48_sum;
          end
        end
        if(when_LpMepcEngine_l187_50) begin
          core_tab_50_src <= core_wr_rest_50_src;
          core_tab_50_dst <= core_wr_rest_50_dst;
          core_tab_50_sum <= core_wr_rest_50_sum;
        end else begin
          if(core_wr_restGe_49) begin
            core_tab_50_src <= core_wr_ent_src;
            core_tab_50_dst <= core_wr_ent_dst;
            core_tab_50_sum <= core_wr_ent_sum;
          end else begin
            core_tab_50_src <= core_wr_rest_49_src;
            core_tab_50_dst <= core_wr_rest_49_dst;
            core_tab_50_sum <= core_wr_rest_49_sum;
          end
        end
        if(when_LpMepcEngine_l187_51) begin
          core_tab_51_src <= core_wr_rest_51_src;
          core_tab_51_dst <= core_wr_rest_51_dst;
          core_tab_51_sum <= core_wr_rest_51_sum;
        end else begin
          if(core_wr_restGe_50) begin
            core_tab_51_src <= core_wr_ent_src;
            core_tab_51_dst <= core_wr_ent_dst;
            core_tab_51_sum <= core_wr_ent_sum;
          end else begin
            core_tab_51_src <= core_wr_rest_50_src;
            core_tab_51_dst <= core_wr_rest_50_dst;
            core_tab_51_sum <= core_wr_rest_50_sum;
          end
        end
        if(when_LpMepcEngine_l187_52) begin
          core_tab_52_src <= core_wr_rest_52_src;
          core_tab_52_dst <= core_wr_rest_52_dst;
          core_tab_52_sum <= core_wr_rest_52_sum;
        end else begin
          if(core_wr_restGe_51) begin
            core_tab_52_src <= core_wr_ent_src;
            core_tab_52_dst <= core_wr_ent_dst;
            core_tab_52_sum <= core_wr_ent_sum;
          end else begin
            core_tab_52_src <= core_wr_rest_51_src;
            core_tab_52_dst <= core_wr_rest_51_dst;
            core_tab_52_sum <= core_wr_rest_51_sum;
          end
        end
        if(when_LpMepcEngine_l187_53) begin
          core_tab_53_src <= core_wr_rest_53_src;
          core_tab_53_dst <= core_wr_rest_53_dst;
          core_tab_53_sum <= core_wr_rest_53_sum;
        end else begin
          if(core_wr_restGe_52) begin
            core_tab_53_src <= core_wr_ent_src;
            core_tab_53_dst <= core_wr_ent_dst;
            core_tab_53_sum <= core_wr_ent_sum;
          end else begin
            core_tab_53_src <= core_wr_rest_52_src;
            core_tab_53_dst <= core_wr_rest_52_dst;
            core_tab_53_sum <= core_wr_rest_52_sum;
          end
        end
        if(when_LpMepcEngine_l187_54) begin
          core_tab_54_src <= core_wr_rest_54_src;
          core_tab_54_dst <= core_wr_rest_54_dst;
          core_tab_54_sum <= core_wr_rest_54_sum;
        end else begin
          if(core_wr_restGe_53) begin
            core_tab_54_src <= core_wr_ent_src;
            core_tab_54_dst <= core_wr_ent_dst;
            core_tab_54_sum <= core_wr_ent_sum;
          end else begin
            core_tab_54_src <= core_wr_rest_53_src;
            core_tab_54_dst <= core_wr_rest_53_dst;
            core_tab_54_sum <= core_wr_rest_53_sum;
          end
        end
        if(when_LpMepcEngine_l187_55) begin
          core_tab_55_src <= core_wr_rest_55_src;
          core_tab_55_dst <= core_wr_rest_55_dst;
          core_tab_55_sum <= core_wr_rest_55_sum;
        end else begin
          if(core_wr_restGe_54) begin
            core_tab_55_src <= core_wr_ent_src;
            core_tab_55_dst <= core_wr_ent_dst;
            core_tab_55_sum <= core_wr_ent_sum;
          end else begin
            core_tab_55_src <= core_wr_rest_54_src;
            core_tab_55_dst <= core_wr_rest_54_dst;
            core_tab_55_sum <= core_wr_rest_54_sum;
          end
        end
        if(when_LpMepcEngine_l187_56) begin
          core_tab_56_src <= core_wr_rest_56_src;
          core_tab_56_dst <= core_wr_rest_56_dst;
          core_tab_56_sum <= core_wr_rest_56_sum;
        end else begin
          if(core_wr_restGe_55) begin
            core_tab_56_src <= core_wr_ent_src;
            core_tab_56_dst <= core_wr_ent_dst;
            core_tab_56_sum <= core_wr_ent_sum;
          end else begin
            core_tab_56_src <= core_wr_rest_55_src;
            core_tab_56_dst <= core_wr_rest_55_dst;
            core_tab_56_sum <= core_wr_rest_55_sum;
          end
        end
        if(when_LpMepcEngine_l187_57) begin
          core_tab_57_src <= core_wr_rest_57_src;
          core_tab_57_dst <= core_wr_rest_57_dst;
          core_tab_57_sum <= core_wr_rest_57_sum;
        end else begin
          if(core_wr_restGe_56) begin
            core_tab_57_src <= core_wr_ent_src;
            core_tab_57_dst <= core_wr_ent_dst;
            core_tab_57_sum <= core_wr_ent_sum;
          end else begin
            core_tab_57_src <= core_wr_rest_56_src;
            core_tab_57_dst <= core_wr_rest_56_dst;
            core_tab_57_sum <= core_wr_rest_56_sum;
          end
        end
        if(when_LpMepcEngine_l187_58) begin
          core_tab_58_src <= core_wr_rest_58_src;
          core_tab_58_dst <= core_wr_rest_58_dst;
          core_tab_58_sum <= core_wr_rest_58_sum;
        end else begin
          if(core_wr_restGe_57) begin
            core_tab_58_src <= core_wr_ent_src;
            core_tab_58_dst <= core_wr_ent_dst;
            core_tab_58_sum <= core_wr_ent_sum;
          end else begin
            core_tab_58_src <= core_wr_rest_57_src;
            core_tab_58_dst <= core_wr_rest_57_dst;
            core_tab_58_sum <= core_wr_rest_57_sum;
          end
        end
        if(when_LpMepcEngine_l187_59) begin
          core_tab_59_src <= core_wr_rest_59_src;
          core_tab_59_dst <= core_wr_rest_59_dst;
          core_tab_59_sum <= core_wr_rest_59_sum;
        end else begin
          if(core_wr_restGe_58) begin
            core_tab_59_src <= core_wr_ent_src;
            core_tab_59_dst <= core_wr_ent_dst;
            core_tab_59_sum <= core_wr_ent_sum;
          end else begin
            core_tab_59_src <= core_wr_rest_58_src;
            core_tab_59_dst <= core_wr_rest_58_dst;
            core_tab_59_sum <= core_wr_rest_58_sum;
          end
        end
        if(when_LpMepcEngine_l187_60) begin
          core_tab_60_src <= core_wr_rest_60_src;
          core_tab_60_dst <= core_wr_rest_60_dst;
          core_tab_60_sum <= core_wr_rest_60_sum;
        end else begin
          if(core_wr_restGe_59) begin
            core_tab_60_src <= core_wr_ent_src;
            core_tab_60_dst <= core_wr_ent_dst;
            core_tab_60_sum <= core_wr_ent_sum;
          end else begin
            core_tab_60_src <= core_wr_rest_59_src;
            core_tab_60_dst <= core_wr_rest_59_dst;
            core_tab_60_sum <= core_wr_rest_59_sum;
          end
        end
        if(when_LpMepcEngine_l187_61) begin
          core_tab_61_src <= core_wr_rest_61_src;
          core_tab_61_dst <= core_wr_rest_61_dst;
          core_tab_61_sum <= core_wr_rest_61_sum;
        end else begin
          if(core_wr_restGe_60) begin
            core_tab_61_src <= core_wr_ent_src;
            core_tab_61_dst <= core_wr_ent_dst;
            core_tab_61_sum <= core_wr_ent_sum;
          end else begin
            core_tab_61_src <= core_wr_rest_60_src;
            core_tab_61_dst <= core_wr_rest_60_dst;
            core_tab_61_sum <= core_wr_rest_60_sum;
          end
        end
        if(when_LpMepcEngine_l187_62) begin
          core_tab_62_src <= core_wr_rest_62_src;
          core_tab_62_dst <= core_wr_rest_62_dst;
          core_tab_62_sum <= core_wr_rest_62_sum;
        end else begin
          if(core_wr_restGe_61) begin
            core_tab_62_src <= core_wr_ent_src;
            core_tab_62_dst <= core_wr_ent_dst;
            core_tab_62_sum <= core_wr_ent_sum;
          end else begin
            core_tab_62_src <= core_wr_rest_61_src;
            core_tab_62_dst <= core_wr_rest_61_dst;
            core_tab_62_sum <= core_wr_rest_61_sum;
          end
        end
        if(when_LpMepcEngine_l187_63) begin
          core_tab_63_src <= core_wr_rest_63_src;
          core_tab_63_dst <= core_wr_rest_63_dst;
          core_tab_63_sum <= core_wr_rest_63_sum;
        end else begin
          if(core_wr_restGe_62) begin
            core_tab_63_src <= core_wr_ent_src;
            core_tab_63_dst <= core_wr_ent_dst;
            core_tab_63_sum <= core_wr_ent_sum;
          end else begin
            core_tab_63_src <= core_wr_rest_62_src;
            core_tab_63_dst <= core_wr_rest_62_dst;
            core_tab_63_sum <= core_wr_rest_62_sum;
          end
        end
        if(when_LpMepcEngine_l187_64) begin
          core_tab_64_src <= core_wr_rest_64_src;
          core_tab_64_dst <= core_wr_rest_64_dst;
          core_tab_64_sum <= core_wr_rest_64_sum;
        end else begin
          if(core_wr_restGe_63) begin
            core_tab_64_src <= core_wr_ent_src;
            core_tab_64_dst <= core_wr_ent_dst;
            core_tab_64_sum <= core_wr_ent_sum;
          end else begin
            core_tab_64_src <= core_wr_rest_63_src;
            core_tab_64_dst <= core_wr_rest_63_dst;
            core_tab_64_sum <= core_wr_rest_63_sum;
          end
        end
        if(when_LpMepcEngine_l187_65) begin
          core_tab_65_src <= core_wr_rest_65_src;
          core_tab_65_dst <= core_wr_rest_65_dst;
          core_tab_65_sum <= core_wr_rest_65_sum;
        end else begin
          if(core_wr_restGe_64) begin
            core_tab_65_src <= core_wr_ent_src;
            core_tab_65_dst <= core_wr_ent_dst;
            core_tab_65_sum <= core_wr_ent_sum;
          end else begin
            core_tab_65_src <= core_wr_rest_64_src;
            core_tab_65_dst <= core_wr_rest_64_dst;
            core_tab_65_sum <= core_wr_rest_64_sum;
          end
        end
        if(when_LpMepcEngine_l187_66) begin
          core_tab_66_src <= core_wr_rest_66_src;
          core_tab_66_dst <= core_wr_rest_66_dst;
          core_tab_66_sum <= core_wr_rest_66_sum;
        end else begin
          if(core_wr_restGe_65) begin
            core_tab_66_src <= core_wr_ent_src;
            core_tab_66_dst <= core_wr_ent_dst;
            core_tab_66_sum <= core_wr_ent_sum;
          end else begin
            core_tab_66_src <= core_wr_rest_65_src;
            core_tab_66_dst <= core_wr_rest_65_dst;
            core_tab_66_sum <= core_wr_rest_65_sum;
          end
        end
        if(when_LpMepcEngine_l187_67) begin
          core_tab_67_src <= core_wr_rest_67_src;
          core_tab_67_dst <= core_wr_rest_67_dst;
          core_tab_67_sum <= core_wr_rest_67_sum;
        end else begin
          if(core_wr_restGe_66) begin
            core_tab_67_src <= core_wr_ent_src;
            core_tab_67_dst <= core_wr_ent_dst;
            core_tab_67_sum <= core_wr_ent_sum;
          end else begin
            core_tab_67_src <= core_wr_rest_66_src;
            core_tab_67_dst <= core_wr_rest_66_dst;
            core_tab_67_sum <= core_wr_rest_66_sum;
          end
        end
        if(when_LpMepcEngine_l187_68) begin
          core_tab_68_src <= core_wr_rest_68_src;
          core_tab_68_dst <= core_wr_rest_68_dst;
          core_tab_68_sum <= core_wr_rest_68_sum;
        end else begin
          if(core_wr_restGe_67) begin
            core_tab_68_src <= core_wr_ent_src;
            core_tab_68_dst <= core_wr_ent_dst;
            core_tab_68_sum <= core_wr_ent_sum;
          end else begin
            core_tab_68_src <= core_wr_rest_67_src;
            core_tab_68_dst <= core_wr_rest_67_dst;
            core_tab_68_sum <= core_wr_rest_67_sum;
          end
        end
        if(when_LpMepcEngine_l187_69) begin
          core_tab_69_src <= core_wr_rest_69_src;
          core_tab_69_dst <= core_wr_rest_69_dst;
          core_tab_69_sum <= core_wr_rest_69_sum;
        end else begin
          if(core_wr_restGe_68) begin
            core_tab_69_src <= core_wr_ent_src;
            core_tab_69_dst <= core_wr_ent_dst;
            core_tab_69_sum <= core_wr_ent_sum;
          end else begin
            core_tab_69_src <= core_wr_rest_68_src;
            core_tab_69_dst <= core_wr_rest_68_dst;
            core_tab_69_sum <= core_wr_rest_68_sum;
          end
        end
        if(when_LpMepcEngine_l187_70) begin
          core_tab_70_src <= core_wr_rest_70_src;
          core_tab_70_dst <= core_wr_rest_70_dst;
          core_tab_70_sum <= core_wr_rest_70_sum;
        end else begin
          if(core_wr_restGe_69) begin
            core_tab_70_src <= core_wr_ent_src;
            core_tab_70_dst <= core_wr_ent_dst;
            core_tab_70_sum <= core_wr_ent_sum;
          end else begin
            core_tab_70_src <= core_wr_rest_69_src;
            core_tab_70_dst <= core_wr_rest_69_dst;
            core_tab_70_sum <= core_wr_rest_69_sum;
          end
        end
        if(when_LpMepcEngine_l187_71) begin
          core_tab_71_src <= core_wr_rest_71_src;
          core_tab_71_dst <= core_wr_rest_71_dst;
          core_tab_71_sum <= core_wr_rest_71_sum;
        end else begin
          if(core_wr_restGe_70) begin
            core_tab_71_src <= core_wr_ent_src;
            core_tab_71_dst <= core_wr_ent_dst;
            core_tab_71_sum <= core_wr_ent_sum;
          end else begin
            core_tab_71_src <= core_wr_rest_70_src;
            core_tab_71_dst <= core_wr_rest_70_dst;
            core_tab_71_sum <= core_wr_rest_70_sum;
          end
        end
        if(when_LpMepcEngine_l187_72) begin
          core_tab_72_src <= core_wr_rest_72_src;
          core_tab_72_dst <= core_wr_rest_72_dst;
          core_tab_72_sum <= core_wr_rest_72_sum;
        end else begin
          if(core_wr_restGe_71) begin
            core_tab_72_src <= core_wr_ent_src;
            core_tab_72_dst <= core_wr_ent_dst;
            core_tab_72_sum <= core_wr_ent_sum;
          end else begin
            core_tab_72_src <= core_wr_rest_71_src;
            core_tab_72_dst <= core_wr_rest_71_dst;
            core_tab_72_sum <= core_wr_rest_71_sum;
          end
        end
        if(when_LpMepcEngine_l187_73) begin
          core_tab_73_src <= core_wr_rest_73_src;
          core_tab_73_dst <= core_wr_rest_73_dst;
          core_tab_73_sum <= core_wr_rest_73_sum;
        end else begin
          if(core_wr_restGe_72) begin
            core_tab_73_src <= core_wr_ent_src;
            core_tab_73_dst <= core_wr_ent_dst;
            core_tab_73_sum <= core_wr_ent_sum;
          end else begin
            core_tab_73_src <= core_wr_rest_72_src;
            core_tab_73_dst <= core_wr_rest_72_dst;
            core_tab_73_sum <= core_wr_rest_72_sum;
          end
        end
        if(when_LpMepcEngine_l187_74) begin
          core_tab_74_src <= core_wr_rest_74_src;
          core_tab_74_dst <= core_wr_rest_74_dst;
          core_tab_74_sum <= core_wr_rest_74_sum;
        end else begin
          if(core_wr_restGe_73) begin
            core_tab_74_src <= core_wr_ent_src;
            core_tab_74_dst <= core_wr_ent_dst;
            core_tab_74_sum <= core_wr_ent_sum;
          end else begin
            core_tab_74_src <= core_wr_rest_73_src;
            core_tab_74_dst <= core_wr_rest_73_dst;
            core_tab_74_sum <= core_wr_rest_73_sum;
          end
        end
        if(when_LpMepcEngine_l187_75) begin
          core_tab_75_src <= core_wr_rest_75_src;
          core_tab_75_dst <= core_wr_rest_75_dst;
          core_tab_75_sum <= core_wr_rest_75_sum;
        end else begin
          if(core_wr_restGe_74) begin
            core_tab_75_src <= core_wr_ent_src;
            core_tab_75_dst <= core_wr_ent_dst;
            core_tab_75_sum <= core_wr_ent_sum;
          end else begin
            core_tab_75_src <= core_wr_rest_74_src;
            core_tab_75_dst <= core_wr_rest_74_dst;
            core_tab_75_sum <= core_wr_rest_74_sum;
          end
        end
        if(when_LpMepcEngine_l187_76) begin
          core_tab_76_src <= core_wr_rest_76_src;
          core_tab_76_dst <= core_wr_rest_76_dst;
          core_tab_76_sum <= core_wr_rest_76_sum;
        end else begin
          if(core_wr_restGe_75) begin
            core_tab_76_src <= core_wr_ent_src;
            core_tab_76_dst <= core_wr_ent_dst;
            core_tab_76_sum <= core_wr_ent_sum;
          end else begin
            core_tab_76_src <= core_wr_rest_75_src;
            core_tab_76_dst <= core_wr_rest_75_dst;
            core_tab_76_sum <= core_wr_rest_75_sum;
          end
        end
        if(when_LpMepcEngine_l187_77) begin
          core_tab_77_src <= core_wr_rest_77_src;
          core_tab_77_dst <= core_wr_rest_77_dst;
          core_tab_77_sum <= core_wr_rest_77_sum;
        end else begin
          if(core_wr_restGe_76) begin
            core_tab_77_src <= core_wr_ent_src;
            core_tab_77_dst <= core_wr_ent_dst;
            core_tab_77_sum <= core_wr_ent_sum;
          end else begin
            core_tab_77_src <= core_wr_rest_76_src;
            core_tab_77_dst <= core_wr_rest_76_dst;
            core_tab_77_sum <= core_wr_rest_76_sum;
          end
        end
        if(when_LpMepcEngine_l187_78) begin
          core_tab_78_src <= core_wr_rest_78_src;
          core_tab_78_dst <= core_wr_rest_78_dst;
          core_tab_78_sum <= core_wr_rest_78_sum;
        end else begin
          if(core_wr_restGe_77) begin
            core_tab_78_src <= core_wr_ent_src;
            core_tab_78_dst <= core_wr_ent_dst;
            core_tab_78_sum <= core_wr_ent_sum;
          end else begin
            core_tab_78_src <= core_wr_rest_77_src;
            core_tab_78_dst <= core_wr_rest_77_dst;
            core_tab_78_sum <= core_wr_rest_77_sum;
          end
        end
        if(when_LpMepcEngine_l187_79) begin
          core_tab_79_src <= core_wr_rest_79_src;
          core_tab_79_dst <= core_wr_rest_79_dst;
          core_tab_79_sum <= core_wr_rest_79_sum;
        end else begin
          if(core_wr_restGe_78) begin
            core_tab_79_src <= core_wr_ent_src;
            core_tab_79_dst <= core_wr_ent_dst;
            core_tab_79_sum <= core_wr_ent_sum;
          end else begin
            core_tab_79_src <= core_wr_rest_78_src;
            core_tab_79_dst <= core_wr_rest_78_dst;
            core_tab_79_sum <= core_wr_rest_78_sum;
          end
        end
        if(when_LpMepcEngine_l187_80) begin
          core_tab_80_src <= core_wr_rest_80_src;
          core_tab_80_dst <= core_wr_rest_80_dst;
          core_tab_80_sum <= core_wr_rest_80_sum;
        end else begin
          if(core_wr_restGe_79) begin
            core_tab_80_src <= core_wr_ent_src;
            core_tab_80_dst <= core_wr_ent_dst;
            core_tab_80_sum <= core_wr_ent_sum;
          end else begin
            core_tab_80_src <= core_wr_rest_79_src;
            core_tab_80_dst <= core_wr_rest_79_dst;
            core_tab_80_sum <= core_wr_rest_79_sum;
          end
        end
        if(when_LpMepcEngine_l187_81) begin
          core_tab_81_src <= core_wr_rest_81_src;
          core_tab_81_dst <= core_wr_rest_81_dst;
          core_tab_81_sum <= core_wr_rest_81_sum;
        end else begin
          if(core_wr_restGe_80) begin
            core_tab_81_src <= core_wr_ent_src;
            core_tab_81_dst <= core_wr_ent_dst;
            core_tab_81_sum <= core_wr_ent_sum;
          end else begin
            core_tab_81_src <= core_wr_rest_80_src;
            core_tab_81_dst <= core_wr_rest_80_dst;
            core_tab_81_sum <= core_wr_rest_80_sum;
          end
        end
        if(when_LpMepcEngine_l187_82) begin
          core_tab_82_src <= core_wr_rest_82_src;
          core_tab_82_dst <= core_wr_rest_82_dst;
          core_tab_82_sum <= core_wr_rest_82_sum;
        end else begin
          if(core_wr_restGe_81) begin
            core_tab_82_src <= core_wr_ent_src;
            core_tab_82_dst <= core_wr_ent_dst;
            core_tab_82_sum <= core_wr_ent_sum;
          end else begin
            core_tab_82_src <= core_wr_rest_81_src;
            core_tab_82_dst <= core_wr_rest_81_dst;
            core_tab_82_sum <= core_wr_rest_81_sum;
          end
        end
        if(when_LpMepcEngine_l187_83) begin
          core_tab_83_src <= core_wr_rest_83_src;
          core_tab_83_dst <= core_wr_rest_83_dst;
          core_tab_83_sum <= core_wr_rest_83_sum;
        end else begin
          if(core_wr_restGe_82) begin
            core_tab_83_src <= core_wr_ent_src;
            core_tab_83_dst <= core_wr_ent_dst;
            core_tab_83_sum <= core_wr_ent_sum;
          end else begin
            core_tab_83_src <= core_wr_rest_82_src;
            core_tab_83_dst <= core_wr_rest_82_dst;
            core_tab_83_sum <= core_wr_rest_82_sum;
          end
        end
        if(when_LpMepcEngine_l187_84) begin
          core_tab_84_src <= core_wr_rest_84_src;
          core_tab_84_dst <= core_wr_rest_84_dst;
          core_tab_84_sum <= core_wr_rest_84_sum;
        end else begin
          if(core_wr_restGe_83) begin
            core_tab_84_src <= core_wr_ent_src;
            core_tab_84_dst <= core_wr_ent_dst;
            core_tab_84_sum <= core_wr_ent_sum;
          end else begin
            core_tab_84_src <= core_wr_rest_83_src;
            core_tab_84_dst <= core_wr_rest_83_dst;
            core_tab_84_sum <= core_wr_rest_83_sum;
          end
        end
        if(when_LpMepcEngine_l187_85) begin
          core_tab_85_src <= core_wr_rest_85_src;
          core_tab_85_dst <= core_wr_rest_85_dst;
          core_tab_85_sum <= core_wr_rest_85_sum;
        end else begin
          if(core_wr_restGe_84) begin
            core_tab_85_src <= core_wr_ent_src;
            core_tab_85_dst <= core_wr_ent_dst;
            core_tab_85_sum <= core_wr_ent_sum;
          end else begin
            core_tab_85_src <= core_wr_rest_84_src;
            core_tab_85_dst <= core_wr_rest_84_dst;
            core_tab_85_sum <= core_wr_rest_84_sum;
          end
        end
        if(when_LpMepcEngine_l187_86) begin
          core_tab_86_src <= core_wr_rest_86_src;
          core_tab_86_dst <= core_wr_rest_86_dst;
          core_tab_86_sum <= core_wr_rest_86_sum;
        end else begin
          if(core_wr_restGe_85) begin
            core_tab_86_src <= core_wr_ent_src;
            core_tab_86_dst <= core_wr_ent_dst;
            core_tab_86_sum <= core_wr_ent_sum;
          end else begin
            core_tab_86_src <= core_wr_rest_85_src;
            core_tab_86_dst <= core_wr_rest_85_dst;
            core_tab_86_sum <= core_wr_rest_85_sum;
          end
        end
        if(when_LpMepcEngine_l187_87) begin
          core_tab_87_src <= core_wr_rest_87_src;
          core_tab_87_dst <= core_wr_rest_87_dst;
          core_tab_87_sum <= core_wr_rest_87_sum;
        end else begin
          if(core_wr_restGe_86) begin
            core_tab_87_src <= core_wr_ent_src;
            core_tab_87_dst <= core_wr_ent_dst;
            core_tab_87_sum <= core_wr_ent_sum;
          end else begin
            core_tab_87_src <= core_wr_rest_86_src;
            core_tab_87_dst <= core_wr_rest_86_dst;
            core_tab_87_sum <= core_wr_rest_86_sum;
          end
        end
        if(when_LpMepcEngine_l187_88) begin
          core_tab_88_src <= core_wr_rest_88_src;
          core_tab_88_dst <= core_wr_rest_88_dst;
          core_tab_88_sum <= core_wr_rest_88_sum;
        end else begin
          if(core_wr_restGe_87) begin
            core_tab_88_src <= core_wr_ent_src;
            core_tab_88_dst <= core_wr_ent_dst;
            core_tab_88_sum <= core_wr_ent_sum;
          end else begin
            core_tab_88_src <= core_wr_rest_87_src;
            core_tab_88_dst <= core_wr_rest_87_dst;
            core_tab_88_sum <= core_wr_rest_87_sum;
          end
        end
        if(when_LpMepcEngine_l187_89) begin
          core_tab_89_src <= core_wr_rest_89_src;
          core_tab_89_dst <= core_wr_rest_89_dst;
          core_tab_89_sum <= core_wr_rest_89_sum;
        end else begin
          if(core_wr_restGe_88) begin
            core_tab_89_src <= core_wr_ent_src;
            core_tab_89_dst <= core_wr_ent_dst;
            core_tab_89_sum <= core_wr_ent_sum;
          end else begin
            core_tab_89_src <= core_wr_rest_88_src;
            core_tab_89_dst <= core_wr_rest_88_dst;
            core_tab_89_sum <= core_wr_rest_88_sum;
          end
        end
        if(when_LpMepcEngine_l187_90) begin
          core_tab_90_src <= core_wr_rest_90_src;
          core_tab_90_dst <= core_wr_rest_90_dst;
          core_tab_90_sum <= core_wr_rest_90_sum;
        end else begin
          if(core_wr_restGe_89) begin
            core_tab_90_src <= core_wr_ent_src;
            core_tab_90_dst <= core_wr_ent_dst;
            core_tab_90_sum <= core_wr_ent_sum;
          end else begin
            core_tab_90_src <= core_wr_rest_89_src;
            core_tab_90_dst <= core_wr_rest_89_dst;
            core_tab_90_sum <= core_wr_rest_89_sum;
          end
        end
        if(when_LpMepcEngine_l187_91) begin
          core_tab_91_src <= core_wr_rest_91_src;
          core_tab_91_dst <= core_wr_rest_91_dst;
          core_tab_91_sum <= core_wr_rest_91_sum;
        end else begin
          if(core_wr_restGe_90) begin
            core_tab_91_src <= core_wr_ent_src;
            core_tab_91_dst <= core_wr_ent_dst;
            core_tab_91_sum <= core_wr_ent_sum;
          end else begin
            core_tab_91_src <= core_wr_rest_90_src;
            core_tab_91_dst <= core_wr_rest_90_dst;
            core_tab_91_sum <= core_wr_rest_90_sum;
          end
        end
        if(when_LpMepcEngine_l187_92) begin
          core_tab_92_src <= core_wr_rest_92_src;
          core_tab_92_dst <= core_wr_rest_92_dst;
          core_tab_92_sum <= core_wr_rest_92_sum;
        end else begin
          if(core_wr_restGe_91) begin
            core_tab_92_src <= core_wr_ent_src;
            core_tab_92_dst <= core_wr_ent_dst;
            core_tab_92_sum <= core_wr_ent_sum;
          end else begin
            core_tab_92_src <= core_wr_rest_91_src;
            core_tab_92_dst <= core_wr_rest_91_dst;
            core_tab_92_sum <= core_wr_rest_91_sum;
          end
        end
        if(when_LpMepcEngine_l187_93) begin
          core_tab_93_src <= core_wr_rest_93_src;
          core_tab_93_dst <= core_wr_rest_93_dst;
          core_tab_93_sum <= core_wr_rest_93_sum;
        end else begin
          if(core_wr_restGe_92) begin
            core_tab_93_src <= core_wr_ent_src;
            core_tab_93_dst <= core_wr_ent_dst;
            core_tab_93_sum <= core_wr_ent_sum;
          end else begin
            core_tab_93_src <= core_wr_rest_92_src;
            core_tab_93_dst <= core_wr_rest_92_dst;
            core_tab_93_sum <= core_wr_rest_92_sum;
          end
        end
        if(when_LpMepcEngine_l187_94) begin
          core_tab_94_src <= core_wr_rest_94_src;
          core_tab_94_dst <= core_wr_rest_94_dst;
          core_tab_94_sum <= core_wr_rest_94_sum;
        end else begin
          if(core_wr_restGe_93) begin
            core_tab_94_src <= core_wr_ent_src;
            core_tab_94_dst <= core_wr_ent_dst;
            core_tab_94_sum <= core_wr_ent_sum;
          end else begin
            core_tab_94_src <= core_wr_rest_93_src;
            core_tab_94_dst <= core_wr_rest_93_dst;
            core_tab_94_sum <= core_wr_rest_93_sum;
          end
        end
        if(when_LpMepcEngine_l187_95) begin
          core_tab_95_src <= core_wr_rest_95_src;
          core_tab_95_dst <= core_wr_rest_95_dst;
          core_tab_95_sum <= core_wr_rest_95_sum;
        end else begin
          if(core_wr_restGe_94) begin
            core_tab_95_src <= core_wr_ent_src;
            core_tab_95_dst <= core_wr_ent_dst;
            core_tab_95_sum <= core_wr_ent_sum;
          end else begin
            core_tab_95_src <= core_wr_rest_94_src;
            core_tab_95_dst <= core_wr_rest_94_dst;
            core_tab_95_sum <= core_wr_rest_94_sum;
          end
        end
        if(when_LpMepcEngine_l187_96) begin
          core_tab_96_src <= core_wr_rest_96_src;
          core_tab_96_dst <= core_wr_rest_96_dst;
          core_tab_96_sum <= core_wr_rest_96_sum;
        end else begin
          if(core_wr_restGe_95) begin
            core_tab_96_src <= core_wr_ent_src;
            core_tab_96_dst <= core_wr_ent_dst;
            core_tab_96_sum <= core_wr_ent_sum;
          end else begin
            core_tab_96_src <= core_wr_rest_95_src;
            core_tab_96_dst <= core_wr_rest_95_dst;
            core_tab_96_sum <= core_wr_rest_95_sum;
          end
        end
        if(when_LpMepcEngine_l187_97) begin
          core_tab_97_src <= core_wr_rest_97_src;
          core_tab_97_dst <= core_wr_rest_97_dst;
          core_tab_97_sum <= core_wr_rest_97_sum;
        end else begin
          if(core_wr_restGe_96) begin
            core_tab_97_src <= core_wr_ent_src;
            core_tab_97_dst <= core_wr_ent_dst;
            core_tab_97_sum <= core_wr_ent_sum;
          end else begin
            core_tab_97_src <= core_wr_rest_96_src;
            core_tab_97_dst <= core_wr_rest_96_dst;
            core_tab_97_sum <= core_wr_rest_96_sum;
          end
        end
        if(when_LpMepcEngine_l187_98) begin
          core_tab_98_src <= core_wr_rest_98_src;
          core_tab_98_dst <= core_wr_rest_98_dst;
          core_tab_98_sum <= core_wr_rest_98_sum;
        end else begin
          if(core_wr_restGe_97) begin
            core_tab_98_src <= core_wr_ent_src;
            core_tab_98_dst <= core_wr_ent_dst;
            core_tab_98_sum <= core_wr_ent_sum;
          end else begin
            core_tab_98_src <= core_wr_rest_97_src;
            core_tab_98_dst <= core_wr_rest_97_dst;
            core_tab_98_sum <= core_wr_rest_97_sum;
          end
        end
        if(when_LpMepcEngine_l187_99) begin
          core_tab_99_src <= core_wr_rest_99_src;
          core_tab_99_dst <= core_wr_rest_99_dst;
          core_tab_99_sum <= core_wr_rest_99_sum;
        end else begin
          if(core_wr_restGe_98) begin
            core_tab_99_src <= core_wr_ent_src;
            core_tab_99_dst <= core_wr_ent_dst;
            core_tab_99_sum <= core_wr_ent_sum;
          end else begin
            core_tab_99_src <= core_wr_rest_98_src;
            core_tab_99_dst <= core_wr_rest_98_dst;
            core_tab_99_sum <= core_wr_rest_98_sum;
          end
        end
        if(when_LpMepcEngine_l187_100) begin
          core_tab_100_src <= core_wr_rest_100_src;
          core_tab_100_dst <= core_wr_rest_100_dst;
          core_tab_100_sum <= core_wr_rest_100_sum;
        end else begin
          if(core_wr_restGe_99) begin
            core_tab_100_src <= core_wr_ent_src;
            core_tab_100_dst <= core_wr_ent_dst;
            core_tab_100_sum <= core_wr_ent_sum;
          end else begin
            core_tab_100_src <= core_wr_rest_99_src;
            core_tab_100_dst <= core_wr_rest_99_dst;
            core_tab_100_sum <= core_wr_rest_99_sum;
          end
        end
        if(when_LpMepcEngine_l187_101) begin
          core_tab_101_src <= core_wr_rest_101_src;
          core_tab_101_dst <= core_wr_rest_101_dst;
          core_tab_101_sum <= core_wr_rest_101_sum;
        end else begin
          if(core_wr_restGe_100) begin
            core_tab_101_src <= core_wr_ent_src;
            core_tab_101_dst <= core_wr_ent_dst;
            core_tab_101_sum <= core_wr_ent_sum;
          end else begin
            core_tab_101_src <= core_wr_rest_100_src;
            core_tab_101_dst <= core_wr_rest_100_dst;
            core_tab_101_sum <= core_wr_rest_100_sum;
          end
        end
        if(when_LpMepcEngine_l187_102) begin
          core_tab_102_src <= core_wr_rest_102_src;
          core_tab_102_dst <= core_wr_rest_102_dst;
          core_tab_102_sum <= core_wr_rest_102_sum;
        end else begin
          if(core_wr_restGe_101) begin
            core_tab_102_src <= core_wr_ent_src;
            core_tab_102_dst <= core_wr_ent_dst;
            core_tab_102_sum <= core_wr_ent_sum;
          end else begin
            core_tab_102_src <= core_wr_rest_101_src;
            core_tab_102_dst <= core_wr_rest_101_dst;
            core_tab_102_sum <= core_wr_rest_101_sum;
          end
        end
        if(when_LpMepcEngine_l187_103) begin
          core_tab_103_src <= core_wr_rest_103_src;
          core_tab_103_dst <= core_wr_rest_103_dst;
          core_tab_103_sum <= core_wr_rest_103_sum;
        end else begin
          if(core_wr_restGe_102) begin
            core_tab_103_src <= core_wr_ent_src;
            core_tab_103_dst <= core_wr_ent_dst;
            core_tab_103_sum <= core_wr_ent_sum;
          end else begin
            core_tab_103_src <= core_wr_rest_102_src;
            core_tab_103_dst <= core_wr_rest_102_dst;
            core_tab_103_sum <= core_wr_rest_102_sum;
          end
        end
        if(when_LpMepcEngine_l187_104) begin
          core_tab_104_src <= core_wr_rest_104_src;
          core_tab_104_dst <= core_wr_rest_104_dst;
          core_tab_104_sum <= core_wr_rest_104_sum;
        end else begin
          if(core_wr_restGe_103) begin
            core_tab_104_src <= core_wr_ent_src;
            core_tab_104_dst <= core_wr_ent_dst;
            core_tab_104_sum <= core_wr_ent_sum;
          end else begin
            core_tab_104_src <= core_wr_rest_103_src;
            core_tab_104_dst <= core_wr_rest_103_dst;
            core_tab_104_sum <= core_wr_rest_103_sum;
          end
        end
        if(when_LpMepcEngine_l187_105) begin
          core_tab_105_src <= core_wr_rest_105_src;
          core_tab_105_dst <= core_wr_rest_105_dst;
          core_tab_105_sum <= core_wr_rest_105_sum;
        end else begin
          if(core_wr_restGe_104) begin
            core_tab_105_src <= core_wr_ent_src;
            core_tab_105_dst <= core_wr_ent_dst;
            core_tab_105_sum <= core_wr_ent_sum;
          end else begin
            core_tab_105_src <= core_wr_rest_104_src;
            core_tab_105_dst <= core_wr_rest_104_dst;
            core_tab_105_sum <= core_wr_rest_104_sum;
          end
        end
        if(when_LpMepcEngine_l187_106) begin
          core_tab_106_src <= core_wr_rest_106_src;
          core_tab_106_dst <= core_wr_rest_106_dst;
          core_tab_106_sum <= core_wr_rest_106_sum;
        end else begin
          if(core_wr_restGe_105) begin
            core_tab_106_src <= core_wr_ent_src;
            core_tab_106_dst <= core_wr_ent_dst;
            core_tab_106_sum <= core_wr_ent_sum;
          end else begin
            core_tab_106_src <= core_wr_rest_105_src;
            core_tab_106_dst <= core_wr_rest_105_dst;
            core_tab_106_sum <= core_wr_rest_105_sum;
          end
        end
        if(when_LpMepcEngine_l187_107) begin
          core_tab_107_src <= core_wr_rest_107_src;
          core_tab_107_dst <= core_wr_rest_107_dst;
          core_tab_107_sum <= core_wr_rest_107_sum;
        end else begin
          if(core_wr_restGe_106) begin
            core_tab_107_src <= core_wr_ent_src;
            core_tab_107_dst <= core_wr_ent_dst;
            core_tab_107_sum <= core_wr_ent_sum;
          end else begin
            core_tab_107_src <= core_wr_rest_106_src;
            core_tab_107_dst <= core_wr_rest_106_dst;
            core_tab_107_sum <= core_wr_rest_106_sum;
          end
        end
        if(when_LpMepcEngine_l187_108) begin
          core_tab_108_src <= core_wr_rest_108_src;
          core_tab_108_dst <= core_wr_rest_108_dst;
          core_tab_108_sum <= core_wr_rest_108_sum;
        end else begin
          if(core_wr_restGe_107) begin
            core_tab_108_src <= core_wr_ent_src;
            core_tab_108_dst <= core_wr_ent_dst;
            core_tab_108_sum <= core_wr_ent_sum;
          end else begin
            core_tab_108_src <= core_wr_rest_107_src;
            core_tab_108_dst <= core_wr_rest_107_dst;
            core_tab_108_sum <= core_wr_rest_107_sum;
          end
        end
        if(when_LpMepcEngine_l187_109) begin
          core_tab_109_src <= core_wr_rest_109_src;
          core_tab_109_dst <= core_wr_rest_109_dst;
          core_tab_109_sum <= core_wr_rest_109_sum;
        end else begin
          if(core_wr_restGe_108) begin
            core_tab_109_src <= core_wr_ent_src;
            core_tab_109_dst <= core_wr_ent_dst;
            core_tab_109_sum <= core_wr_ent_sum;
          end else begin
            core_tab_109_src <= core_wr_rest_108_src;
            core_tab_109_dst <= core_wr_rest_108_dst;
            core_tab_109_sum <= core_wr_rest_108_sum;
          end
        end
        if(when_LpMepcEngine_l187_110) begin
          core_tab_110_src <= core_wr_rest_110_src;
          core_tab_110_dst <= core_wr_rest_110_dst;
          core_tab_110_sum <= core_wr_rest_110_sum;
        end else begin
          if(core_wr_restGe_109) begin
            core_tab_110_src <= core_wr_ent_src;
            core_tab_110_dst <= core_wr_ent_dst;
            core_tab_110_sum <= core_wr_ent_sum;
          end else begin
            core_tab_110_src <= core_wr_rest_109_src;
            core_tab_110_dst <= core_wr_rest_109_dst;
            core_tab_110_sum <= core_wr_rest_109_sum;
          end
        end
        if(when_LpMepcEngine_l187_111) begin
          core_tab_111_src <= core_wr_rest_111_src;
          core_tab_111_dst <= core_wr_rest_111_dst;
          core_tab_111_sum <= core_wr_rest_111_sum;
        end else begin
          if(core_wr_restGe_110) begin
            core_tab_111_src <= core_wr_ent_src;
            core_tab_111_dst <= core_wr_ent_dst;
            core_tab_111_sum <= core_wr_ent_sum;
          end else begin
            core_tab_111_src <= core_wr_rest_110_src;
            core_tab_111_dst <= core_wr_rest_110_dst;
            core_tab_111_sum <= core_wr_rest_110_sum;
          end
        end
        if(when_LpMepcEngine_l187_112) begin
          core_tab_112_src <= core_wr_rest_112_src;
          core_tab_112_dst <= core_wr_rest_112_dst;
          core_tab_112_sum <= core_wr_rest_112_sum;
        end else begin
          if(core_wr_restGe_111) begin
            core_tab_112_src <= core_wr_ent_src;
            core_tab_112_dst <= core_wr_ent_dst;
            core_tab_112_sum <= core_wr_ent_sum;
          end else begin
            core_tab_112_src <= core_wr_rest_111_src;
            core_tab_112_dst <= core_wr_rest_111_dst;
            core_tab_112_sum <= core_wr_rest_111_sum;
          end
        end
        if(when_LpMepcEngine_l187_113) begin
          core_tab_113_src <= core_wr_rest_113_src;
          core_tab_113_dst <= core_wr_rest_113_dst;
          core_tab_113_sum <= core_wr_rest_113_sum;
        end else begin
          if(core_wr_restGe_112) begin
            core_tab_113_src <= core_wr_ent_src;
            core_tab_113_dst <= core_wr_ent_dst;
            core_tab_113_sum <= core_wr_ent_sum;
          end else begin
            core_tab_113_src <= core_wr_rest_112_src;
            core_tab_113_dst <= core_wr_rest_112_dst;
            core_tab_113_sum <= core_wr_rest_112_sum;
          end
        end
        if(when_LpMepcEngine_l187_114) begin
          core_tab_114_src <= core_wr_rest_114_src;
          core_tab_114_dst <= core_wr_rest_114_dst;
          core_tab_114_sum <= core_wr_rest_114_sum;
        end else begin
          if(core_wr_restGe_113) begin
            core_tab_114_src <= core_wr_ent_src;
            core_tab_114_dst <= core_wr_ent_dst;
            core_tab_114_sum <= core_wr_ent_sum;
          end else begin
            core_tab_114_src <= core_wr_rest_113_src;
            core_tab_114_dst <= core_wr_rest_113_dst;
            core_tab_114_sum <= core_wr_rest_113_sum;
          end
        end
        if(when_LpMepcEngine_l187_115) begin
          core_tab_115_src <= core_wr_rest_115_src;
          core_tab_115_dst <= core_wr_rest_115_dst;
          core_tab_115_sum <= core_wr_rest_115_sum;
        end else begin
          if(core_wr_restGe_114) begin
            core_tab_115_src <= core_wr_ent_src;
            core_tab_115_dst <= core_wr_ent_dst;
            core_tab_115_sum <= core_wr_ent_sum;
          end else begin
            core_tab_115_src <= core_wr_rest_114_src;
            core_tab_115_dst <= core_wr_rest_114_dst;
            core_tab_115_sum <= core_wr_rest_114_sum;
          end
        end
        if(when_LpMepcEngine_l187_116) begin
          core_tab_116_src <= core_wr_rest_116_src;
          core_tab_116_dst <= core_wr_rest_116_dst;
          core_tab_116_sum <= core_wr_rest_116_sum;
        end else begin
          if(core_wr_restGe_115) begin
            core_tab_116_src <= core_wr_ent_src;
            core_tab_116_dst <= core_wr_ent_dst;
            core_tab_116_sum <= core_wr_ent_sum;
          end else begin
            core_tab_116_src <= core_wr_rest_115_src;
            core_tab_116_dst <= core_wr_rest_115_dst;
            core_tab_116_sum <= core_wr_rest_115_sum;
          end
        end
        if(when_LpMepcEngine_l187_117) begin
          core_tab_117_src <= core_wr_rest_117_src;
          core_tab_117_dst <= core_wr_rest_117_dst;
          core_tab_117_sum <= core_wr_rest_117_sum;
        end else begin
          if(core_wr_restGe_116) begin
            core_tab_117_src <= core_wr_ent_src;
            core_tab_117_dst <= core_wr_ent_dst;
            core_tab_117_sum <= core_wr_ent_sum;
          end else begin
            core_tab_117_src <= core_wr_rest_116_src;
            core_tab_117_dst <= core_wr_rest_116_dst;
            core_tab_117_sum <= core_wr_rest_116_sum;
          end
        end
        if(when_LpMepcEngine_l187_118) begin
          core_tab_118_src <= core_wr_rest_118_src;
          core_tab_118_dst <= core_wr_rest_118_dst;
          core_tab_118_sum <= core_wr_rest_118_sum;
        end else begin
          if(core_wr_restGe_117) begin
            core_tab_118_src <= core_wr_ent_src;
            core_tab_118_dst <= core_wr_ent_dst;
            core_tab_118_sum <= core_wr_ent_sum;
          end else begin
            core_tab_118_src <= core_wr_rest_117_src;
            core_tab_118_dst <= core_wr_rest_117_dst;
            core_tab_118_sum <= core_wr_rest_117_sum;
          end
        end
        if(when_LpMepcEngine_l187_119) begin
          core_tab_119_src <= core_wr_rest_119_src;
          core_tab_119_dst <= core_wr_rest_119_dst;
          core_tab_119_sum <= core_wr_rest_119_sum;
        end else begin
          if(core_wr_restGe_118) begin
            core_tab_119_src <= core_wr_ent_src;
            core_tab_119_dst <= core_wr_ent_dst;
            core_tab_119_sum <= core_wr_ent_sum;
          end else begin
            core_tab_119_src <= core_wr_rest_118_src;
            core_tab_119_dst <= core_wr_rest_118_dst;
            core_tab_119_sum <= core_wr_rest_118_sum;
          end
        end
        if(when_LpMepcEngine_l187_120) begin
          core_tab_120_src <= core_wr_rest_120_src;
          core_tab_120_dst <= core_wr_rest_120_dst;
          core_tab_120_sum <= core_wr_rest_120_sum;
        end else begin
          if(core_wr_restGe_119) begin
            core_tab_120_src <= core_wr_ent_src;
            core_tab_120_dst <= core_wr_ent_dst;
            core_tab_120_sum <= core_wr_ent_sum;
          end else begin
            core_tab_120_src <= core_wr_rest_119_src;
            core_tab_120_dst <= core_wr_rest_119_dst;
            core_tab_120_sum <= core_wr_rest_119_sum;
          end
        end
        if(when_LpMepcEngine_l187_121) begin
          core_tab_121_src <= core_wr_rest_121_src;
          core_tab_121_dst <= core_wr_rest_121_dst;
          core_tab_121_sum <= core_wr_rest_121_sum;
        end else begin
          if(core_wr_restGe_120) begin
            core_tab_121_src <= core_wr_ent_src;
            core_tab_121_dst <= core_wr_ent_dst;
            core_tab_121_sum <= core_wr_ent_sum;
          end else begin
            core_tab_121_src <= core_wr_rest_120_src;
            core_tab_121_dst <= core_wr_rest_120_dst;
            core_tab_121_sum <= core_wr_rest_120_sum;
          end
        end
        if(when_LpMepcEngine_l187_122) begin
          core_tab_122_src <= core_wr_rest_122_src;
          core_tab_122_dst <= core_wr_rest_122_dst;
          core_tab_122_sum <= core_wr_rest_122_sum;
        end else begin
          if(core_wr_restGe_121) begin
            core_tab_122_src <= core_wr_ent_src;
            core_tab_122_dst <= core_wr_ent_dst;
            core_tab_122_sum <= core_wr_ent_sum;
          end else begin
            core_tab_122_src <= core_wr_rest_121_src;
            core_tab_122_dst <= core_wr_rest_121_dst;
            core_tab_122_sum <= core_wr_rest_121_sum;
          end
        end
        if(when_LpMepcEngine_l187_123) begin
          core_tab_123_src <= core_wr_rest_123_src;
          core_tab_123_dst <= core_wr_rest_123_dst;
          core_tab_123_sum <= core_wr_rest_123_sum;
        end else begin
          if(core_wr_restGe_122) begin
            core_tab_123_src <= core_wr_ent_src;
            core_tab_123_dst <= core_wr_ent_dst;
            core_tab_123_sum <= core_wr_ent_sum;
          end else begin
            core_tab_123_src <= core_wr_rest_122_src;
            core_tab_123_dst <= core_wr_rest_122_dst;
            core_tab_123_sum <= core_wr_rest_122_sum;
          end
        end
        if(when_LpMepcEngine_l187_124) begin
          core_tab_124_src <= core_wr_rest_124_src;
          core_tab_124_dst <= core_wr_rest_124_dst;
          core_tab_124_sum <= core_wr_rest_124_sum;
        end else begin
          if(core_wr_restGe_123) begin
            core_tab_124_src <= core_wr_ent_src;
            core_tab_124_dst <= core_wr_ent_dst;
            core_tab_124_sum <= core_wr_ent_sum;
          end else begin
            core_tab_124_src <= core_wr_rest_123_src;
            core_tab_124_dst <= core_wr_rest_123_dst;
            core_tab_124_sum <= core_wr_rest_123_sum;
          end
        end
        if(when_LpMepcEngine_l187_125) begin
          core_tab_125_src <= core_wr_rest_125_src;
          core_tab_125_dst <= core_wr_rest_125_dst;
          core_tab_125_sum <= core_wr_rest_125_sum;
        end else begin
          if(core_wr_restGe_124) begin
            core_tab_125_src <= core_wr_ent_src;
            core_tab_125_dst <= core_wr_ent_dst;
            core_tab_125_sum <= core_wr_ent_sum;
          end else begin
            core_tab_125_src <= core_wr_rest_124_src;
            core_tab_125_dst <= core_wr_rest_124_dst;
            core_tab_125_sum <= core_wr_rest_124_sum;
          end
        end
        if(when_LpMepcEngine_l187_126) begin
          core_tab_126_src <= core_wr_rest_126_src;
          core_tab_126_dst <= core_wr_rest_126_dst;
          core_tab_126_sum <= core_wr_rest_126_sum;
        end else begin
          if(core_wr_restGe_125) begin
            core_tab_126_src <= core_wr_ent_src;
            core_tab_126_dst <= core_wr_ent_dst;
            core_tab_126_sum <= core_wr_ent_sum;
          end else begin
            core_tab_126_src <= core_wr_rest_125_src;
            core_tab_126_dst <= core_wr_rest_125_dst;
            core_tab_126_sum <= core_wr_rest_125_sum;
          end
        end
        if(when_LpMepcEngine_l187_127) begin
          core_tab_127_src <= core_wr_rest_127_src;
          core_tab_127_dst <= core_wr_rest_127_dst;
          core_tab_127_sum <= core_wr_rest_127_sum;
        end else begin
          if(core_wr_restGe_126) begin
            core_tab_127_src <= core_wr_ent_src;
            core_tab_127_dst <= core_wr_ent_dst;
            core_tab_127_sum <= core_wr_ent_sum;
          end else begin
            core_tab_127_src <= core_wr_rest_126_src;
            core_tab_127_dst <= core_wr_rest_126_dst;
            core_tab_127_sum <= core_wr_rest_126_sum;
          end
        end
      end
    end
    core_tabRd_v <= _zz_core_tabRd_v;
    core_tabRd_src <= _zz_core_tabRd_src;
    core_tabRd_dst <= _zz_core_tabRd_dst;
    core_tabRd_sum <= _zz_core_tabRd_sum;
    if(when_LpMepcEngine_l246) begin
      core_freeS <= (~ lock_s);
      core_freeD <= (~ lock_d);
      core_mDv <= 64'h0;
      core_aSv <= 64'h0;
      core_aDv <= 64'h0;
      core_rdPtr <= 8'h0;
    end
    if(core_scanning) begin
      if(when_LpMepcEngine_l265) begin
        core_l0_v <= _zz_core_l0_v;
        core_l0_src <= _zz_core_l0_src;
        core_l0_dst <= _zz_core_l0_dst;
        core_l0_sum <= _zz_core_l0_sum;
        core_l1_v <= _zz_core_l1_v_1;
        core_l1_src <= _zz_core_l1_src;
        core_l1_dst <= _zz_core_l1_dst;
        core_l1_sum <= _zz_core_l1_sum;
        core_rdPtr <= (core_rdPtr + 8'h02);
      end
      if(when_LpMepcEngine_l270) begin
        core_rdPtr <= 8'h0;
      end
    end
    if(when_LpMepcEngine_l281) begin
      if(core_g_a0) begin
        core_freeS[core_l0_src] <= 1'b0;
        core_freeD[core_l0_dst] <= 1'b0;
        core_mDv[core_l0_dst] <= 1'b1;
        if(_zz_1[0]) begin
          core_mS_0 <= core_l0_dst;
        end
        if(_zz_1[1]) begin
          core_mS_1 <= core_l0_dst;
        end
        if(_zz_1[2]) begin
          core_mS_2 <= core_l0_dst;
        end
        if(_zz_1[3]) begin
          core_mS_3 <= core_l0_dst;
        end
        if(_zz_1[4]) begin
          core_mS_4 <= core_l0_dst;
        end
        if(_zz_1[5]) begin
          core_mS_5 <= core_l0_dst;
        end
        if(_zz_1[6]) begin
          core_mS_6 <= core_l0_dst;
        end
        if(_zz_1[7]) begin
          core_mS_7 <= core_l0_dst;
        end
        if(_zz_1[8]) begin
          core_mS_8 <= core_l0_dst;
        end
        if(_zz_1[9]) begin
          core_mS_9 <= core_l0_dst;
        end
        if(_zz_1[10]) begin
          core_mS_10 <= core_l0_dst;
        end
        if(_zz_1[11]) begin
          core_mS_11 <= core_l0_dst;
        end
        if(_zz_1[12]) begin
          core_mS_12 <= core_l0_dst;
        end
        if(_zz_1[13]) begin
          core_mS_13 <= core_l0_dst;
        end
        if(_zz_1[14]) begin
          core_mS_14 <= core_l0_dst;
        end
        if(_zz_1[15]) begin
          core_mS_15 <= core_l0_dst;
        end
        if(_zz_1[16]) begin
          core_mS_16 <= core_l0_dst;
        end
        if(_zz_1[17]) begin
          core_mS_17 <= core_l0_dst;
        end
        if(_zz_1[18]) begin
          core_mS_18 <= core_l0_dst;
        end
        if(_zz_1[19]) begin
          core_mS_19 <= core_l0_dst;
        end
        if(_zz_1[20]) begin
          core_mS_20 <= core_l0_dst;
        end
        if(_zz_1[21]) begin
          core_mS_21 <= core_l0_dst;
        end
        if(_zz_1[22]) begin
          core_mS_22 <= core_l0_dst;
        end
        if(_zz_1[23]) begin
          core_mS_23 <= core_l0_dst;
        end
        if(_zz_1[24]) begin
          core_mS_24 <= core_l0_dst;
        end
        if(_zz_1[25]) begin
          core_mS_25 <= core_l0_dst;
        end
        if(_zz_1[26]) begin
          core_mS_26 <= core_l0_dst;
        end
        if(_zz_1[27]) begin
          core_mS_27 <= core_l0_dst;
        end
        if(_zz_1[28]) begin
          core_mS_28 <= core_l0_dst;
        end
        if(_zz_1[29]) begin
          core_mS_29 <= core_l0_dst;
        end
        if(_zz_1[30]) begin
          core_mS_30 <= core_l0_dst;
        end
        if(_zz_1[31]) begin
          core_mS_31 <= core_l0_dst;
        end
        if(_zz_1[32]) begin
          core_mS_32 <= core_l0_dst;
        end
        if(_zz_1[33]) begin
          core_mS_33 <= core_l0_dst;
        end
        if(_zz_1[34]) begin
          core_mS_34 <= core_l0_dst;
        end
        if(_zz_1[35]) begin
          core_mS_35 <= core_l0_dst;
        end
        if(_zz_1[36]) begin
          core_mS_36 <= core_l0_dst;
        end
        if(_zz_1[37]) begin
          core_mS_37 <= core_l0_dst;
        end
        if(_zz_1[38]) begin
          core_mS_38 <= core_l0_dst;
        end
        if(_zz_1[39]) begin
          core_mS_39 <= core_l0_dst;
        end
        if(_zz_1[40]) begin
          core_mS_40 <= core_l0_dst;
        end
        if(_zz_1[41]) begin
          core_mS_41 <= core_l0_dst;
        end
        if(_zz_1[42]) begin
          core_mS_42 <= core_l0_dst;
        end
        if(_zz_1[43]) begin
          core_mS_43 <= core_l0_dst;
        end
        if(_zz_1[44]) begin
          core_mS_44 <= core_l0_dst;
        end
        if(_zz_1[45]) begin
          core_mS_45 <= core_l0_dst;
        end
        if(_zz_1[46]) begin
          core_mS_46 <= core_l0_dst;
        end
        if(_zz_1[47]) begin
          core_mS_47 <= core_l0_dst;
        end
        if(_zz_1[48]) begin
          core_mS_48 <= core_l0_dst;
        end
        if(_zz_1[49]) begin
          core_mS_49 <= core_l0_dst;
        end
        if(_zz_1[50]) begin
          core_mS_50 <= core_l0_dst;
        end
        if(_zz_1[51]) begin
          core_mS_51 <= core_l0_dst;
        end
        if(_zz_1[52]) begin
          core_mS_52 <= core_l0_dst;
        end
        if(_zz_1[53]) begin
          core_mS_53 <= core_l0_dst;
        end
        if(_zz_1[54]) begin
          core_mS_54 <= core_l0_dst;
        end
        if(_zz_1[55]) begin
          core_mS_55 <= core_l0_dst;
        end
        if(_zz_1[56]) begin
          core_mS_56 <= core_l0_dst;
        end
        if(_zz_1[57]) begin
          core_mS_57 <= core_l0_dst;
        end
        if(_zz_1[58]) begin
          core_mS_58 <= core_l0_dst;
        end
        if(_zz_1[59]) begin
          core_mS_59 <= core_l0_dst;
        end
        if(_zz_1[60]) begin
          core_mS_60 <= core_l0_dst;
        end
        if(_zz_1[61]) begin
          core_mS_61 <= core_l0_dst;
        end
        if(_zz_1[62]) begin
          core_mS_62 <= core_l0_dst;
        end
        if(_zz_1[63]) begin
          core_mS_63 <= core_l0_dst;
        end
        if(_zz_2[0]) begin
          core_mW_0 <= core_g_w0;
        end
        if(_zz_2[1]) begin
          core_mW_1 <= core_g_w0;
        end
        if(_zz_2[2]) begin
          core_mW_2 <= core_g_w0;
        end
        if(_zz_2[3]) begin
          core_mW_3 <= core_g_w0;
        end
        if(_zz_2[4]) begin
          core_mW_4 <= core_g_w0;
        end
        if(_zz_2[5]) begin
          core_mW_5 <= core_g_w0;
        end
        if(_zz_2[6]) begin
          core_mW_6 <= core_g_w0;
        end
        if(_zz_2[7]) begin
          core_mW_7 <= core_g_w0;
        end
        if(_zz_2[8]) begin
          core_mW_8 <= core_g_w0;
        end
        if(_zz_2[9]) begin
          core_mW_9 <= core_g_w0;
        end
        if(_zz_2[10]) begin
          core_mW_10 <= core_g_w0;
        end
        if(_zz_2[11]) begin
          core_mW_11 <= core_g_w0;
        end
        if(_zz_2[12]) begin
          core_mW_12 <= core_g_w0;
        end
        if(_zz_2[13]) begin
          core_mW_13 <= core_g_w0;
        end
        if(_zz_2[14]) begin
          core_mW_14 <= core_g_w0;
        end
        if(_zz_2[15]) begin
          core_mW_15 <= core_g_w0;
        end
        if(_zz_2[16]) begin
          core_mW_16 <= core_g_w0;
        end
        if(_zz_2[17]) begin
          core_mW_17 <= core_g_w0;
        end
        if(_zz_2[18]) begin
          core_mW_18 <= core_g_w0;
        end
        if(_zz_2[19]) begin
          core_mW_19 <= core_g_w0;
        end
        if(_zz_2[20]) begin
          core_mW_20 <= core_g_w0;
        end
        if(_zz_2[21]) begin
          core_mW_21 <= core_g_w0;
        end
        if(_zz_2[22]) begin
          core_mW_22 <= core_g_w0;
        end
        if(_zz_2[23]) begin
          core_mW_23 <= core_g_w0;
        end
        if(_zz_2[24]) begin
          core_mW_24 <= core_g_w0;
        end
        if(_zz_2[25]) begin
          core_mW_25 <= core_g_w0;
        end
        if(_zz_2[26]) begin
          core_mW_26 <= core_g_w0;
        end
        if(_zz_2[27]) begin
          core_mW_27 <= core_g_w0;
        end
        if(_zz_2[28]) begin
          core_mW_28 <= core_g_w0;
        end
        if(_zz_2[29]) begin
          core_mW_29 <= core_g_w0;
        end
        if(_zz_2[30]) begin
          core_mW_30 <= core_g_w0;
        end
        if(_zz_2[31]) begin
          core_mW_31 <= core_g_w0;
        end
        if(_zz_2[32]) begin
          core_mW_32 <= core_g_w0;
        end
        if(_zz_2[33]) begin
          core_mW_33 <= core_g_w0;
        end
        if(_zz_2[34]) begin
          core_mW_34 <= core_g_w0;
        end
        if(_zz_2[35]) begin
          core_mW_35 <= core_g_w0;
        end
        if(_zz_2[36]) begin
          core_mW_36 <= core_g_w0;
        end
        if(_zz_2[37]) begin
          core_mW_37 <= core_g_w0;
        end
        if(_zz_2[38]) begin
          core_mW_38 <= core_g_w0;
        end
        if(_zz_2[39]) begin
          core_mW_39 <= core_g_w0;
        end
        if(_zz_2[40]) begin
          core_mW_40 <= core_g_w0;
        end
        if(_zz_2[41]) begin
          core_mW_41 <= core_g_w0;
        end
        if(_zz_2[42]) begin
          core_mW_42 <= core_g_w0;
        end
        if(_zz_2[43]) begin
          core_mW_43 <= core_g_w0;
        end
        if(_zz_2[44]) begin
          core_mW_44 <= core_g_w0;
        end
        if(_zz_2[45]) begin
          core_mW_45 <= core_g_w0;
        end
        if(_zz_2[46]) begin
          core_mW_46 <= core_g_w0;
        end
        if(_zz_2[47]) begin
          core_mW_47 <= core_g_w0;
        end
        if(_zz_2[48]) begin
          core_mW_48 <= core_g_w0;
        end
        if(_zz_2[49]) begin
          core_mW_49 <= core_g_w0;
        end
        if(_zz_2[50]) begin
          core_mW_50 <= core_g_w0;
        end
        if(_zz_2[51]) begin
          core_mW_51 <= core_g_w0;
        end
        if(_zz_2[52]) begin
          core_mW_52 <= core_g_w0;
        end
        if(_zz_2[53]) begin
          core_mW_53 <= core_g_w0;
        end
        if(_zz_2[54]) begin
          core_mW_54 <= core_g_w0;
        end
        if(_zz_2[55]) begin
          core_mW_55 <= core_g_w0;
        end
        if(_zz_2[56]) begin
          core_mW_56 <= core_g_w0;
        end
        if(_zz_2[57]) begin
          core_mW_57 <= core_g_w0;
        end
        if(_zz_2[58]) begin
          core_mW_58 <= core_g_w0;
        end
        if(_zz_2[59]) begin
          core_mW_59 <= core_g_w0;
        end
        if(_zz_2[60]) begin
          core_mW_60 <= core_g_w0;
        end
        if(_zz_2[61]) begin
          core_mW_61 <= core_g_w0;
        end
        if(_zz_2[62]) begin
          core_mW_62 <= core_g_w0;
        end
        if(_zz_2[63]) begin
          core_mW_63 <= core_g_w0;
        end
      end
      if(core_g_a1) begin
        core_freeS[core_l1_src] <= 1'b0;
        core_freeD[core_l1_dst] <= 1'b0;
        core_mDv[core_l1_dst] <= 1'b1;
        if(_zz_3[0]) begin
          core_mS_0 <= core_l1_dst;
        end
        if(_zz_3[1]) begin
          core_mS_1 <= core_l1_dst;
        end
        if(_zz_3[2]) begin
          core_mS_2 <= core_l1_dst;
        end
        if(_zz_3[3]) begin
          core_mS_3 <= core_l1_dst;
        end
        if(_zz_3[4]) begin
          core_mS_4 <= core_l1_dst;
        end
        if(_zz_3[5]) begin
          core_mS_5 <= core_l1_dst;
        end
        if(_zz_3[6]) begin
          core_mS_6 <= core_l1_dst;
        end
        if(_zz_3[7]) begin
          core_mS_7 <= core_l1_dst;
        end
        if(_zz_3[8]) begin
          core_mS_8 <= core_l1_dst;
        end
        if(_zz_3[9]) begin
          core_mS_9 <= core_l1_dst;
        end
        if(_zz_3[10]) begin
          core_mS_10 <= core_l1_dst;
        end
        if(_zz_3[11]) begin
          core_mS_11 <= core_l1_dst;
        end
        if(_zz_3[12]) begin
          core_mS_12 <= core_l1_dst;
        end
        if(_zz_3[13]) begin
          core_mS_13 <= core_l1_dst;
        end
        if(_zz_3[14]) begin
          core_mS_14 <= core_l1_dst;
        end
        if(_zz_3[15]) begin
          core_mS_15 <= core_l1_dst;
        end
        if(_zz_3[16]) begin
          core_mS_16 <= core_l1_dst;
        end
        if(_zz_3[17]) begin
          core_mS_17 <= core_l1_dst;
        end
        if(_zz_3[18]) begin
          core_mS_18 <= core_l1_dst;
        end
        if(_zz_3[19]) begin
          core_mS_19 <= core_l1_dst;
        end
        if(_zz_3[20]) begin
          core_mS_20 <= core_l1_dst;
        end
        if(_zz_3[21]) begin
          core_mS_21 <= core_l1_dst;
        end
        if(_zz_3[22]) begin
          core_mS_22 <= core_l1_dst;
        end
        if(_zz_3[23]) begin
          core_mS_23 <= core_l1_dst;
        end
        if(_zz_3[24]) begin
          core_mS_24 <= core_l1_dst;
        end
        if(_zz_3[25]) begin
          core_mS_25 <= core_l1_dst;
        end
        if(_zz_3[26]) begin
          core_mS_26 <= core_l1_dst;
        end
        if(_zz_3[27]) begin
          core_mS_27 <= core_l1_dst;
        end
        if(_zz_3[28]) begin
          core_mS_28 <= core_l1_dst;
        end
        if(_zz_3[29]) begin
          core_mS_29 <= core_l1_dst;
        end
        if(_zz_3[30]) begin
          core_mS_30 <= core_l1_dst;
        end
        if(_zz_3[31]) begin
          core_mS_31 <= core_l1_dst;
        end
        if(_zz_3[32]) begin
          core_mS_32 <= core_l1_dst;
        end
        if(_zz_3[33]) begin
          core_mS_33 <= core_l1_dst;
        end
        if(_zz_3[34]) begin
          core_mS_34 <= core_l1_dst;
        end
        if(_zz_3[35]) begin
          core_mS_35 <= core_l1_dst;
        end
        if(_zz_3[36]) begin
          core_mS_36 <= core_l1_dst;
        end
        if(_zz_3[37]) begin
          core_mS_37 <= core_l1_dst;
        end
        if(_zz_3[38]) begin
          core_mS_38 <= core_l1_dst;
        end
        if(_zz_3[39]) begin
          core_mS_39 <= core_l1_dst;
        end
        if(_zz_3[40]) begin
          core_mS_40 <= core_l1_dst;
        end
        if(_zz_3[41]) begin
          core_mS_41 <= core_l1_dst;
        end
        if(_zz_3[42]) begin
          core_mS_42 <= core_l1_dst;
        end
        if(_zz_3[43]) begin
          core_mS_43 <= core_l1_dst;
        end
        if(_zz_3[44]) begin
          core_mS_44 <= core_l1_dst;
        end
        if(_zz_3[45]) begin
          core_mS_45 <= core_l1_dst;
        end
        if(_zz_3[46]) begin
          core_mS_46 <= core_l1_dst;
        end
        if(_zz_3[47]) begin
          core_mS_47 <= core_l1_dst;
        end
        if(_zz_3[48]) begin
          core_mS_48 <= core_l1_dst;
        end
        if(_zz_3[49]) begin
          core_mS_49 <= core_l1_dst;
        end
        if(_zz_3[50]) begin
          core_mS_50 <= core_l1_dst;
        end
        if(_zz_3[51]) begin
          core_mS_51 <= core_l1_dst;
        end
        if(_zz_3[52]) begin
          core_mS_52 <= core_l1_dst;
        end
        if(_zz_3[53]) begin
          core_mS_53 <= core_l1_dst;
        end
        if(_zz_3[54]) begin
          core_mS_54 <= core_l1_dst;
        end
        if(_zz_3[55]) begin
          core_mS_55 <= core_l1_dst;
        end
        if(_zz_3[56]) begin
          core_mS_56 <= core_l1_dst;
        end
        if(_zz_3[57]) begin
          core_mS_57 <= core_l1_dst;
        end
        if(_zz_3[58]) begin
          core_mS_58 <= core_l1_dst;
        end
        if(_zz_3[59]) begin
          core_mS_59 <= core_l1_dst;
        end
        if(_zz_3[60]) begin
          core_mS_60 <= core_l1_dst;
        end
        if(_zz_3[61]) begin
          core_mS_61 <= core_l1_dst;
        end
        if(_zz_3[62]) begin
          core_mS_62 <= core_l1_dst;
        end
        if(_zz_3[63]) begin
          core_mS_63 <= core_l1_dst;
        end
        if(_zz_4[0]) begin
          core_mW_0 <= core_g_w1;
        end
        if(_zz_4[1]) begin
          core_mW_1 <= core_g_w1;
        end
        if(_zz_4[2]) begin
          core_mW_2 <= core_g_w1;
        end
        if(_zz_4[3]) begin
          core_mW_3 <= core_g_w1;
        end
        if(_zz_4[4]) begin
          core_mW_4 <= core_g_w1;
        end
        if(_zz_4[5]) begin
          core_mW_5 <= core_g_w1;
        end
        if(_zz_4[6]) begin
          core_mW_6 <= core_g_w1;
        end
        if(_zz_4[7]) begin
          core_mW_7 <= core_g_w1;
        end
        if(_zz_4[8]) begin
          core_mW_8 <= core_g_w1;
        end
        if(_zz_4[9]) begin
          core_mW_9 <= core_g_w1;
        end
        if(_zz_4[10]) begin
          core_mW_10 <= core_g_w1;
        end
        if(_zz_4[11]) begin
          core_mW_11 <= core_g_w1;
        end
        if(_zz_4[12]) begin
          core_mW_12 <= core_g_w1;
        end
        if(_zz_4[13]) begin
          core_mW_13 <= core_g_w1;
        end
        if(_zz_4[14]) begin
          core_mW_14 <= core_g_w1;
        end
        if(_zz_4[15]) begin
          core_mW_15 <= core_g_w1;
        end
        if(_zz_4[16]) begin
          core_mW_16 <= core_g_w1;
        end
        if(_zz_4[17]) begin
          core_mW_17 <= core_g_w1;
        end
        if(_zz_4[18]) begin
          core_mW_18 <= core_g_w1;
        end
        if(_zz_4[19]) begin
          core_mW_19 <= core_g_w1;
        end
        if(_zz_4[20]) begin
          core_mW_20 <= core_g_w1;
        end
        if(_zz_4[21]) begin
          core_mW_21 <= core_g_w1;
        end
        if(_zz_4[22]) begin
          core_mW_22 <= core_g_w1;
        end
        if(_zz_4[23]) begin
          core_mW_23 <= core_g_w1;
        end
        if(_zz_4[24]) begin
          core_mW_24 <= core_g_w1;
        end
        if(_zz_4[25]) begin
          core_mW_25 <= core_g_w1;
        end
        if(_zz_4[26]) begin
          core_mW_26 <= core_g_w1;
        end
        if(_zz_4[27]) begin
          core_mW_27 <= core_g_w1;
        end
        if(_zz_4[28]) begin
          core_mW_28 <= core_g_w1;
        end
        if(_zz_4[29]) begin
          core_mW_29 <= core_g_w1;
        end
        if(_zz_4[30]) begin
          core_mW_30 <= core_g_w1;
        end
        if(_zz_4[31]) begin
          core_mW_31 <= core_g_w1;
        end
        if(_zz_4[32]) begin
          core_mW_32 <= core_g_w1;
        end
        if(_zz_4[33]) begin
          core_mW_33 <= core_g_w1;
        end
        if(_zz_4[34]) begin
          core_mW_34 <= core_g_w1;
        end
        if(_zz_4[35]) begin
          core_mW_35 <= core_g_w1;
        end
        if(_zz_4[36]) begin
          core_mW_36 <= core_g_w1;
        end
        if(_zz_4[37]) begin
          core_mW_37 <= core_g_w1;
        end
        if(_zz_4[38]) begin
          core_mW_38 <= core_g_w1;
        end
        if(_zz_4[39]) begin
          core_mW_39 <= core_g_w1;
        end
        if(_zz_4[40]) begin
          core_mW_40 <= core_g_w1;
        end
        if(_zz_4[41]) begin
          core_mW_41 <= core_g_w1;
        end
        if(_zz_4[42]) begin
          core_mW_42 <= core_g_w1;
        end
        if(_zz_4[43]) begin
          core_mW_43 <= core_g_w1;
        end
        if(_zz_4[44]) begin
          core_mW_44 <= core_g_w1;
        end
        if(_zz_4[45]) begin
          core_mW_45 <= core_g_w1;
        end
        if(_zz_4[46]) begin
          core_mW_46 <= core_g_w1;
        end
        if(_zz_4[47]) begin
          core_mW_47 <= core_g_w1;
        end
        if(_zz_4[48]) begin
          core_mW_48 <= core_g_w1;
        end
        if(_zz_4[49]) begin
          core_mW_49 <= core_g_w1;
        end
        if(_zz_4[50]) begin
          core_mW_50 <= core_g_w1;
        end
        if(_zz_4[51]) begin
          core_mW_51 <= core_g_w1;
        end
        if(_zz_4[52]) begin
          core_mW_52 <= core_g_w1;
        end
        if(_zz_4[53]) begin
          core_mW_53 <= core_g_w1;
        end
        if(_zz_4[54]) begin
          core_mW_54 <= core_g_w1;
        end
        if(_zz_4[55]) begin
          core_mW_55 <= core_g_w1;
        end
        if(_zz_4[56]) begin
          core_mW_56 <= core_g_w1;
        end
        if(_zz_4[57]) begin
          core_mW_57 <= core_g_w1;
        end
        if(_zz_4[58]) begin
          core_mW_58 <= core_g_w1;
        end
        if(_zz_4[59]) begin
          core_mW_59 <= core_g_w1;
        end
        if(_zz_4[60]) begin
          core_mW_60 <= core_g_w1;
        end
        if(_zz_4[61]) begin
          core_mW_61 <= core_g_w1;
        end
        if(_zz_4[62]) begin
          core_mW_62 <= core_g_w1;
        end
        if(_zz_4[63]) begin
          core_mW_63 <= core_g_w1;
        end
      end
    end
    if(when_LpMepcEngine_l302) begin
      if(core_au_s0) begin
        core_aSv[core_l0_src] <= 1'b1;
        if(_zz_5[0]) begin
          core_aSx_0 <= core_l0_dst;
        end
        if(_zz_5[1]) begin
          core_aSx_1 <= core_l0_dst;
        end
        if(_zz_5[2]) begin
          core_aSx_2 <= core_l0_dst;
        end
        if(_zz_5[3]) begin
          core_aSx_3 <= core_l0_dst;
        end
        if(_zz_5[4]) begin
          core_aSx_4 <= core_l0_dst;
        end
        if(_zz_5[5]) begin
          core_aSx_5 <= core_l0_dst;
        end
        if(_zz_5[6]) begin
          core_aSx_6 <= core_l0_dst;
        end
        if(_zz_5[7]) begin
          core_aSx_7 <= core_l0_dst;
        end
        if(_zz_5[8]) begin
          core_aSx_8 <= core_l0_dst;
        end
        if(_zz_5[9]) begin
          core_aSx_9 <= core_l0_dst;
        end
        if(_zz_5[10]) begin
          core_aSx_10 <= core_l0_dst;
        end
        if(_zz_5[11]) begin
          core_aSx_11 <= core_l0_dst;
        end
        if(_zz_5[12]) begin
          core_aSx_12 <= core_l0_dst;
        end
        if(_zz_5[13]) begin
          core_aSx_13 <= core_l0_dst;
        end
        if(_zz_5[14]) begin
          core_aSx_14 <= core_l0_dst;
        end
        if(_zz_5[15]) begin
          core_aSx_15 <= core_l0_dst;
        end
        if(_zz_5[16]) begin
          core_aSx_16 <= core_l0_dst;
        end
        if(_zz_5[17]) begin
          core_aSx_17 <= core_l0_dst;
        end
        if(_zz_5[18]) begin
          core_aSx_18 <= core_l0_dst;
        end
        if(_zz_5[19]) begin
          core_aSx_19 <= core_l0_dst;
        end
        if(_zz_5[20]) begin
          core_aSx_20 <= core_l0_dst;
        end
        if(_zz_5[21]) begin
          core_aSx_21 <= core_l0_dst;
        end
        if(_zz_5[22]) begin
          core_aSx_22 <= core_l0_dst;
        end
        if(_zz_5[23]) begin
          core_aSx_23 <= core_l0_dst;
        end
        if(_zz_5[24]) begin
          core_aSx_24 <= core_l0_dst;
        end
        if(_zz_5[25]) begin
          core_aSx_25 <= core_l0_dst;
        end
        if(_zz_5[26]) begin
          core_aSx_26 <= core_l0_dst;
        end
        if(_zz_5[27]) begin
          core_aSx_27 <= core_l0_dst;
        end
        if(_zz_5[28]) begin
          core_aSx_28 <= core_l0_dst;
        end
        if(_zz_5[29]) begin
          core_aSx_29 <= core_l0_dst;
        end
        if(_zz_5[30]) begin
          core_aSx_30 <= core_l0_dst;
        end
        if(_zz_5[31]) begin
          core_aSx_31 <= core_l0_dst;
        end
        if(_zz_5[32]) begin
          core_aSx_32 <= core_l0_dst;
        end
        if(_zz_5[33]) begin
          core_aSx_33 <= core_l0_dst;
        end
        if(_zz_5[34]) begin
          core_aSx_34 <= core_l0_dst;
        end
        if(_zz_5[35]) begin
          core_aSx_35 <= core_l0_dst;
        end
        if(_zz_5[36]) begin
          core_aSx_36 <= core_l0_dst;
        end
        if(_zz_5[37]) begin
          core_aSx_37 <= core_l0_dst;
        end
        if(_zz_5[38]) begin
          core_aSx_38 <= core_l0_dst;
        end
        if(_zz_5[39]) begin
          core_aSx_39 <= core_l0_dst;
        end
        if(_zz_5[40]) begin
          core_aSx_40 <= core_l0_dst;
        end
        if(_zz_5[41]) begin
          core_aSx_41 <= core_l0_dst;
        end
        if(_zz_5[42]) begin
          core_aSx_42 <= core_l0_dst;
        end
        if(_zz_5[43]) begin
          core_aSx_43 <= core_l0_dst;
        end
        if(_zz_5[44]) begin
          core_aSx_44 <= core_l0_dst;
        end
        if(_zz_5[45]) begin
          core_aSx_45 <= core_l0_dst;
        end
        if(_zz_5[46]) begin
          core_aSx_46 <= core_l0_dst;
        end
        if(_zz_5[47]) begin
          core_aSx_47 <= core_l0_dst;
        end
        if(_zz_5[48]) begin
          core_aSx_48 <= core_l0_dst;
        end
        if(_zz_5[49]) begin
          core_aSx_49 <= core_l0_dst;
        end
        if(_zz_5[50]) begin
          core_aSx_50 <= core_l0_dst;
        end
        if(_zz_5[51]) begin
          core_aSx_51 <= core_l0_dst;
        end
        if(_zz_5[52]) begin
          core_aSx_52 <= core_l0_dst;
        end
        if(_zz_5[53]) begin
          core_aSx_53 <= core_l0_dst;
        end
        if(_zz_5[54]) begin
          core_aSx_54 <= core_l0_dst;
        end
        if(_zz_5[55]) begin
          core_aSx_55 <= core_l0_dst;
        end
        if(_zz_5[56]) begin
          core_aSx_56 <= core_l0_dst;
        end
        if(_zz_5[57]) begin
          core_aSx_57 <= core_l0_dst;
        end
        if(_zz_5[58]) begin
          core_aSx_58 <= core_l0_dst;
        end
        if(_zz_5[59]) begin
          core_aSx_59 <= core_l0_dst;
        end
        if(_zz_5[60]) begin
          core_aSx_60 <= core_l0_dst;
        end
        if(_zz_5[61]) begin
          core_aSx_61 <= core_l0_dst;
        end
        if(_zz_5[62]) begin
          core_aSx_62 <= core_l0_dst;
        end
        if(_zz_5[63]) begin
          core_aSx_63 <= core_l0_dst;
        end
        if(_zz_6[0]) begin
          core_aSw_0 <= _zz_core_aSw_0;
        end
        if(_zz_6[1]) begin
          core_aSw_1 <= _zz_core_aSw_0;
        end
        if(_zz_6[2]) begin
          core_aSw_2 <= _zz_core_aSw_0;
        end
        if(_zz_6[3]) begin
          core_aSw_3 <= _zz_core_aSw_0;
        end
        if(_zz_6[4]) begin
          core_aSw_4 <= _zz_core_aSw_0;
        end
        if(_zz_6[5]) begin
          core_aSw_5 <= _zz_core_aSw_0;
        end
        if(_zz_6[6]) begin
          core_aSw_6 <= _zz_core_aSw_0;
        end
        if(_zz_6[7]) begin
          core_aSw_7 <= _zz_core_aSw_0;
        end
        if(_zz_6[8]) begin
          core_aSw_8 <= _zz_core_aSw_0;
        end
        if(_zz_6[9]) begin
          core_aSw_9 <= _zz_core_aSw_0;
        end
        if(_zz_6[10]) begin
          core_aSw_10 <= _zz_core_aSw_0;
        end
        if(_zz_6[11]) begin
          core_aSw_11 <= _zz_core_aSw_0;
        end
        if(_zz_6[12]) begin
          core_aSw_12 <= _zz_core_aSw_0;
        end
        if(_zz_6[13]) begin
          core_aSw_13 <= _zz_core_aSw_0;
        end
        if(_zz_6[14]) begin
          core_aSw_14 <= _zz_core_aSw_0;
        end
        if(_zz_6[15]) begin
          core_aSw_15 <= _zz_core_aSw_0;
        end
        if(_zz_6[16]) begin
          core_aSw_16 <= _zz_core_aSw_0;
        end
        if(_zz_6[17]) begin
          core_aSw_17 <= _zz_core_aSw_0;
        end
        if(_zz_6[18]) begin
          core_aSw_18 <= _zz_core_aSw_0;
        end
        if(_zz_6[19]) begin
          core_aSw_19 <= _zz_core_aSw_0;
        end
        if(_zz_6[20]) begin
          core_aSw_20 <= _zz_core_aSw_0;
        end
        if(_zz_6[21]) begin
          core_aSw_21 <= _zz_core_aSw_0;
        end
        if(_zz_6[22]) begin
          core_aSw_22 <= _zz_core_aSw_0;
        end
        if(_zz_6[23]) begin
          core_aSw_23 <= _zz_core_aSw_0;
        end
        if(_zz_6[24]) begin
          core_aSw_24 <= _zz_core_aSw_0;
        end
        if(_zz_6[25]) begin
          core_aSw_25 <= _zz_core_aSw_0;
        end
        if(_zz_6[26]) begin
          core_aSw_26 <= _zz_core_aSw_0;
        end
        if(_zz_6[27]) begin
          core_aSw_27 <= _zz_core_aSw_0;
        end
        if(_zz_6[28]) begin
          core_aSw_28 <= _zz_core_aSw_0;
        end
        if(_zz_6[29]) begin
          core_aSw_29 <= _zz_core_aSw_0;
        end
        if(_zz_6[30]) begin
          core_aSw_30 <= _zz_core_aSw_0;
        end
        if(_zz_6[31]) begin
          core_aSw_31 <= _zz_core_aSw_0;
        end
        if(_zz_6[32]) begin
          core_aSw_32 <= _zz_core_aSw_0;
        end
        if(_zz_6[33]) begin
          core_aSw_33 <= _zz_core_aSw_0;
        end
        if(_zz_6[34]) begin
          core_aSw_34 <= _zz_core_aSw_0;
        end
        if(_zz_6[35]) begin
          core_aSw_35 <= _zz_core_aSw_0;
        end
        if(_zz_6[36]) begin
          core_aSw_36 <= _zz_core_aSw_0;
        end
        if(_zz_6[37]) begin
          core_aSw_37 <= _zz_core_aSw_0;
        end
        if(_zz_6[38]) begin
          core_aSw_38 <= _zz_core_aSw_0;
        end
        if(_zz_6[39]) begin
          core_aSw_39 <= _zz_core_aSw_0;
        end
        if(_zz_6[40]) begin
          core_aSw_40 <= _zz_core_aSw_0;
        end
        if(_zz_6[41]) begin
          core_aSw_41 <= _zz_core_aSw_0;
        end
        if(_zz_6[42]) begin
          core_aSw_42 <= _zz_core_aSw_0;
        end
        if(_zz_6[43]) begin
          core_aSw_43 <= _zz_core_aSw_0;
        end
        if(_zz_6[44]) begin
          core_aSw_44 <= _zz_core_aSw_0;
        end
        if(_zz_6[45]) begin
          core_aSw_45 <= _zz_core_aSw_0;
        end
        if(_zz_6[46]) begin
          core_aSw_46 <= _zz_core_aSw_0;
        end
        if(_zz_6[47]) begin
          core_aSw_47 <= _zz_core_aSw_0;
        end
        if(_zz_6[48]) begin
          core_aSw_48 <= _zz_core_aSw_0;
        end
        if(_zz_6[49]) begin
          core_aSw_49 <= _zz_core_aSw_0;
        end
        if(_zz_6[50]) begin
          core_aSw_50 <= _zz_core_aSw_0;
        end
        if(_zz_6[51]) begin
          core_aSw_51 <= _zz_core_aSw_0;
        end
        if(_zz_6[52]) begin
          core_aSw_52 <= _zz_core_aSw_0;
        end
        if(_zz_6[53]) begin
          core_aSw_53 <= _zz_core_aSw_0;
        end
        if(_zz_6[54]) begin
          core_aSw_54 <= _zz_core_aSw_0;
        end
        if(_zz_6[55]) begin
          core_aSw_55 <= _zz_core_aSw_0;
        end
        if(_zz_6[56]) begin
          core_aSw_56 <= _zz_core_aSw_0;
        end
        if(_zz_6[57]) begin
          core_aSw_57 <= _zz_core_aSw_0;
        end
        if(_zz_6[58]) begin
          core_aSw_58 <= _zz_core_aSw_0;
        end
        if(_zz_6[59]) begin
          core_aSw_59 <= _zz_core_aSw_0;
        end
        if(_zz_6[60]) begin
          core_aSw_60 <= _zz_core_aSw_0;
        end
        if(_zz_6[61]) begin
          core_aSw_61 <= _zz_core_aSw_0;
        end
        if(_zz_6[62]) begin
          core_aSw_62 <= _zz_core_aSw_0;
        end
        if(_zz_6[63]) begin
          core_aSw_63 <= _zz_core_aSw_0;
        end
      end
      if(core_au_d0) begin
        core_aDv[core_l0_dst] <= 1'b1;
        if(_zz_7[0]) begin
          core_aDy_0 <= core_l0_src;
        end
        if(_zz_7[1]) begin
          core_aDy_1 <= core_l0_src;
        end
        if(_zz_7[2]) begin
          core_aDy_2 <= core_l0_src;
        end
        if(_zz_7[3]) begin
          core_aDy_3 <= core_l0_src;
        end
        if(_zz_7[4]) begin
          core_aDy_4 <= core_l0_src;
        end
        if(_zz_7[5]) begin
          core_aDy_5 <= core_l0_src;
        end
        if(_zz_7[6]) begin
          core_aDy_6 <= core_l0_src;
        end
        if(_zz_7[7]) begin
          core_aDy_7 <= core_l0_src;
        end
        if(_zz_7[8]) begin
          core_aDy_8 <= core_l0_src;
        end
        if(_zz_7[9]) begin
          core_aDy_9 <= core_l0_src;
        end
        if(_zz_7[10]) begin
          core_aDy_10 <= core_l0_src;
        end
        if(_zz_7[11]) begin
          core_aDy_11 <= core_l0_src;
        end
        if(_zz_7[12]) begin
          core_aDy_12 <= core_l0_src;
        end
        if(_zz_7[13]) begin
          core_aDy_13 <= core_l0_src;
        end
        if(_zz_7[14]) begin
          core_aDy_14 <= core_l0_src;
        end
        if(_zz_7[15]) begin
          core_aDy_15 <= core_l0_src;
        end
        if(_zz_7[16]) begin
          core_aDy_16 <= core_l0_src;
        end
        if(_zz_7[17]) begin
          core_aDy_17 <= core_l0_src;
        end
        if(_zz_7[18]) begin
          core_aDy_18 <= core_l0_src;
        end
        if(_zz_7[19]) begin
          core_aDy_19 <= core_l0_src;
        end
        if(_zz_7[20]) begin
          core_aDy_20 <= core_l0_src;
        end
        if(_zz_7[21]) begin
          core_aDy_21 <= core_l0_src;
        end
        if(_zz_7[22]) begin
          core_aDy_22 <= core_l0_src;
        end
        if(_zz_7[23]) begin
          core_aDy_23 <= core_l0_src;
        end
        if(_zz_7[24]) begin
          core_aDy_24 <= core_l0_src;
        end
        if(_zz_7[25]) begin
          core_aDy_25 <= core_l0_src;
        end
        if(_zz_7[26]) begin
          core_aDy_26 <= core_l0_src;
        end
        if(_zz_7[27]) begin
          core_aDy_27 <= core_l0_src;
        end
        if(_zz_7[28]) begin
          core_aDy_28 <= core_l0_src;
        end
        if(_zz_7[29]) begin
          core_aDy_29 <= core_l0_src;
        end
        if(_zz_7[30]) begin
          core_aDy_30 <= core_l0_src;
        end
        if(_zz_7[31]) begin
          core_aDy_31 <= core_l0_src;
        end
        if(_zz_7[32]) begin
          core_aDy_32 <= core_l0_src;
        end
        if(_zz_7[33]) begin
          core_aDy_33 <= core_l0_src;
        end
        if(_zz_7[34]) begin
          core_aDy_34 <= core_l0_src;
        end
        if(_zz_7[35]) begin
          core_aDy_35 <= core_l0_src;
        end
        if(_zz_7[36]) begin
          core_aDy_36 <= core_l0_src;
        end
        if(_zz_7[37]) begin
          core_aDy_37 <= core_l0_src;
        end
        if(_zz_7[38]) begin
          core_aDy_38 <= core_l0_src;
        end
        if(_zz_7[39]) begin
          core_aDy_39 <= core_l0_src;
        end
        if(_zz_7[40]) begin
          core_aDy_40 <= core_l0_src;
        end
        if(_zz_7[41]) begin
          core_aDy_41 <= core_l0_src;
        end
        if(_zz_7[42]) begin
          core_aDy_42 <= core_l0_src;
        end
        if(_zz_7[43]) begin
          core_aDy_43 <= core_l0_src;
        end
        if(_zz_7[44]) begin
          core_aDy_44 <= core_l0_src;
        end
        if(_zz_7[45]) begin
          core_aDy_45 <= core_l0_src;
        end
        if(_zz_7[46]) begin
          core_aDy_46 <= core_l0_src;
        end
        if(_zz_7[47]) begin
          core_aDy_47 <= core_l0_src;
        end
        if(_zz_7[48]) begin
          core_aDy_48 <= core_l0_src;
        end
        if(_zz_7[49]) begin
          core_aDy_49 <= core_l0_src;
        end
        if(_zz_7[50]) begin
          core_aDy_50 <= core_l0_src;
        end
        if(_zz_7[51]) begin
          core_aDy_51 <= core_l0_src;
        end
        if(_zz_7[52]) begin
          core_aDy_52 <= core_l0_src;
        end
        if(_zz_7[53]) begin
          core_aDy_53 <= core_l0_src;
        end
        if(_zz_7[54]) begin
          core_aDy_54 <= core_l0_src;
        end
        if(_zz_7[55]) begin
          core_aDy_55 <= core_l0_src;
        end
        if(_zz_7[56]) begin
          core_aDy_56 <= core_l0_src;
        end
        if(_zz_7[57]) begin
          core_aDy_57 <= core_l0_src;
        end
        if(_zz_7[58]) begin
          core_aDy_58 <= core_l0_src;
        end
        if(_zz_7[59]) begin
          core_aDy_59 <= core_l0_src;
        end
        if(_zz_7[60]) begin
          core_aDy_60 <= core_l0_src;
        end
        if(_zz_7[61]) begin
          core_aDy_61 <= core_l0_src;
        end
        if(_zz_7[62]) begin
          core_aDy_62 <= core_l0_src;
        end
        if(_zz_7[63]) begin
          core_aDy_63 <= core_l0_src;
        end
        if(_zz_8[0]) begin
          core_aDw_0 <= _zz_core_aDw_0;
        end
        if(_zz_8[1]) begin
          core_aDw_1 <= _zz_core_aDw_0;
        end
        if(_zz_8[2]) begin
          core_aDw_2 <= _zz_core_aDw_0;
        end
        if(_zz_8[3]) begin
          core_aDw_3 <= _zz_core_aDw_0;
        end
        if(_zz_8[4]) begin
          core_aDw_4 <= _zz_core_aDw_0;
        end
        if(_zz_8[5]) begin
          core_aDw_5 <= _zz_core_aDw_0;
        end
        if(_zz_8[6]) begin
          core_aDw_6 <= _zz_core_aDw_0;
        end
        if(_zz_8[7]) begin
          core_aDw_7 <= _zz_core_aDw_0;
        end
        if(_zz_8[8]) begin
          core_aDw_8 <= _zz_core_aDw_0;
        end
        if(_zz_8[9]) begin
          core_aDw_9 <= _zz_core_aDw_0;
        end
        if(_zz_8[10]) begin
          core_aDw_10 <= _zz_core_aDw_0;
        end
        if(_zz_8[11]) begin
          core_aDw_11 <= _zz_core_aDw_0;
        end
        if(_zz_8[12]) begin
          core_aDw_12 <= _zz_core_aDw_0;
        end
        if(_zz_8[13]) begin
          core_aDw_13 <= _zz_core_aDw_0;
        end
        if(_zz_8[14]) begin
          core_aDw_14 <= _zz_core_aDw_0;
        end
        if(_zz_8[15]) begin
          core_aDw_15 <= _zz_core_aDw_0;
        end
        if(_zz_8[16]) begin
          core_aDw_16 <= _zz_core_aDw_0;
        end
        if(_zz_8[17]) begin
          core_aDw_17 <= _zz_core_aDw_0;
        end
        if(_zz_8[18]) begin
          core_aDw_18 <= _zz_core_aDw_0;
        end
        if(_zz_8[19]) begin
          core_aDw_19 <= _zz_core_aDw_0;
        end
        if(_zz_8[20]) begin
          core_aDw_20 <= _zz_core_aDw_0;
        end
        if(_zz_8[21]) begin
          core_aDw_21 <= _zz_core_aDw_0;
        end
        if(_zz_8[22]) begin
          core_aDw_22 <= _zz_core_aDw_0;
        end
        if(_zz_8[23]) begin
          core_aDw_23 <= _zz_core_aDw_0;
        end
        if(_zz_8[24]) begin
          core_aDw_24 <= _zz_core_aDw_0;
        end
        if(_zz_8[25]) begin
          core_aDw_25 <= _zz_core_aDw_0;
        end
        if(_zz_8[26]) begin
          core_aDw_26 <= _zz_core_aDw_0;
        end
        if(_zz_8[27]) begin
          core_aDw_27 <= _zz_core_aDw_0;
        end
        if(_zz_8[28]) begin
          core_aDw_28 <= _zz_core_aDw_0;
        end
        if(_zz_8[29]) begin
          core_aDw_29 <= _zz_core_aDw_0;
        end
        if(_zz_8[30]) begin
          core_aDw_30 <= _zz_core_aDw_0;
        end
        if(_zz_8[31]) begin
          core_aDw_31 <= _zz_core_aDw_0;
        end
        if(_zz_8[32]) begin
          core_aDw_32 <= _zz_core_aDw_0;
        end
        if(_zz_8[33]) begin
          core_aDw_33 <= _zz_core_aDw_0;
        end
        if(_zz_8[34]) begin
          core_aDw_34 <= _zz_core_aDw_0;
        end
        if(_zz_8[35]) begin
          core_aDw_35 <= _zz_core_aDw_0;
        end
        if(_zz_8[36]) begin
          core_aDw_36 <= _zz_core_aDw_0;
        end
        if(_zz_8[37]) begin
          core_aDw_37 <= _zz_core_aDw_0;
        end
        if(_zz_8[38]) begin
          core_aDw_38 <= _zz_core_aDw_0;
        end
        if(_zz_8[39]) begin
          core_aDw_39 <= _zz_core_aDw_0;
        end
        if(_zz_8[40]) begin
          core_aDw_40 <= _zz_core_aDw_0;
        end
        if(_zz_8[41]) begin
          core_aDw_41 <= _zz_core_aDw_0;
        end
        if(_zz_8[42]) begin
          core_aDw_42 <= _zz_core_aDw_0;
        end
        if(_zz_8[43]) begin
          core_aDw_43 <= _zz_core_aDw_0;
        end
        if(_zz_8[44]) begin
          core_aDw_44 <= _zz_core_aDw_0;
        end
        if(_zz_8[45]) begin
          core_aDw_45 <= _zz_core_aDw_0;
        end
        if(_zz_8[46]) begin
          core_aDw_46 <= _zz_core_aDw_0;
        end
        if(_zz_8[47]) begin
          core_aDw_47 <= _zz_core_aDw_0;
        end
        if(_zz_8[48]) begin
          core_aDw_48 <= _zz_core_aDw_0;
        end
        if(_zz_8[49]) begin
          core_aDw_49 <= _zz_core_aDw_0;
        end
        if(_zz_8[50]) begin
          core_aDw_50 <= _zz_core_aDw_0;
        end
        if(_zz_8[51]) begin
          core_aDw_51 <= _zz_core_aDw_0;
        end
        if(_zz_8[52]) begin
          core_aDw_52 <= _zz_core_aDw_0;
        end
        if(_zz_8[53]) begin
          core_aDw_53 <= _zz_core_aDw_0;
        end
        if(_zz_8[54]) begin
          core_aDw_54 <= _zz_core_aDw_0;
        end
        if(_zz_8[55]) begin
          core_aDw_55 <= _zz_core_aDw_0;
        end
        if(_zz_8[56]) begin
          core_aDw_56 <= _zz_core_aDw_0;
        end
        if(_zz_8[57]) begin
          core_aDw_57 <= _zz_core_aDw_0;
        end
        if(_zz_8[58]) begin
          core_aDw_58 <= _zz_core_aDw_0;
        end
        if(_zz_8[59]) begin
          core_aDw_59 <= _zz_core_aDw_0;
        end
        if(_zz_8[60]) begin
          core_aDw_60 <= _zz_core_aDw_0;
        end
        if(_zz_8[61]) begin
          core_aDw_61 <= _zz_core_aDw_0;
        end
        if(_zz_8[62]) begin
          core_aDw_62 <= _zz_core_aDw_0;
        end
        if(_zz_8[63]) begin
          core_aDw_63 <= _zz_core_aDw_0;
        end
      end
      if(core_au_s1) begin
        core_aSv[core_l1_src] <= 1'b1;
        if(_zz_9[0]) begin
          core_aSx_0 <= core_l1_dst;
        end
        if(_zz_9[1]) begin
          core_aSx_1 <= core_l1_dst;
        end
        if(_zz_9[2]) begin
          core_aSx_2 <= core_l1_dst;
        end
        if(_zz_9[3]) begin
          core_aSx_3 <= core_l1_dst;
        end
        if(_zz_9[4]) begin
          core_aSx_4 <= core_l1_dst;
        end
        if(_zz_9[5]) begin
          core_aSx_5 <= core_l1_dst;
        end
        if(_zz_9[6]) begin
          core_aSx_6 <= core_l1_dst;
        end
        if(_zz_9[7]) begin
          core_aSx_7 <= core_l1_dst;
        end
        if(_zz_9[8]) begin
          core_aSx_8 <= core_l1_dst;
        end
        if(_zz_9[9]) begin
          core_aSx_9 <= core_l1_dst;
        end
        if(_zz_9[10]) begin
          core_aSx_10 <= core_l1_dst;
        end
        if(_zz_9[11]) begin
          core_aSx_11 <= core_l1_dst;
        end
        if(_zz_9[12]) begin
          core_aSx_12 <= core_l1_dst;
        end
        if(_zz_9[13]) begin
          core_aSx_13 <= core_l1_dst;
        end
        if(_zz_9[14]) begin
          core_aSx_14 <= core_l1_dst;
        end
        if(_zz_9[15]) begin
          core_aSx_15 <= core_l1_dst;
        end
        if(_zz_9[16]) begin
          core_aSx_16 <= core_l1_dst;
        end
        if(_zz_9[17]) begin
          core_aSx_17 <= core_l1_dst;
        end
        if(_zz_9[18]) begin
          core_aSx_18 <= core_l1_dst;
        end
        if(_zz_9[19]) begin
          core_aSx_19 <= core_l1_dst;
        end
        if(_zz_9[20]) begin
          core_aSx_20 <= core_l1_dst;
        end
        if(_zz_9[21]) begin
          core_aSx_21 <= core_l1_dst;
        end
        if(_zz_9[22]) begin
          core_aSx_22 <= core_l1_dst;
        end
        if(_zz_9[23]) begin
          core_aSx_23 <= core_l1_dst;
        end
        if(_zz_9[24]) begin
          core_aSx_24 <= core_l1_dst;
        end
        if(_zz_9[25]) begin
          core_aSx_25 <= core_l1_dst;
        end
        if(_zz_9[26]) begin
          core_aSx_26 <= core_l1_dst;
        end
        if(_zz_9[27]) begin
          core_aSx_27 <= core_l1_dst;
        end
        if(_zz_9[28]) begin
          core_aSx_28 <= core_l1_dst;
        end
        if(_zz_9[29]) begin
          core_aSx_29 <= core_l1_dst;
        end
        if(_zz_9[30]) begin
          core_aSx_30 <= core_l1_dst;
        end
        if(_zz_9[31]) begin
          core_aSx_31 <= core_l1_dst;
        end
        if(_zz_9[32]) begin
          core_aSx_32 <= core_l1_dst;
        end
        if(_zz_9[33]) begin
          core_aSx_33 <= core_l1_dst;
        end
        if(_zz_9[34]) begin
          core_aSx_34 <= core_l1_dst;
        end
        if(_zz_9[35]) begin
          core_aSx_35 <= core_l1_dst;
        end
        if(_zz_9[36]) begin
          core_aSx_36 <= core_l1_dst;
        end
        if(_zz_9[37]) begin
          core_aSx_37 <= core_l1_dst;
        end
        if(_zz_9[38]) begin
          core_aSx_38 <= core_l1_dst;
        end
        if(_zz_9[39]) begin
          core_aSx_39 <= core_l1_dst;
        end
        if(_zz_9[40]) begin
          core_aSx_40 <= core_l1_dst;
        end
        if(_zz_9[41]) begin
          core_aSx_41 <= core_l1_dst;
        end
        if(_zz_9[42]) begin
          core_aSx_42 <= core_l1_dst;
        end
        if(_zz_9[43]) begin
          core_aSx_43 <= core_l1_dst;
        end
        if(_zz_9[44]) begin
          core_aSx_44 <= core_l1_dst;
        end
        if(_zz_9[45]) begin
          core_aSx_45 <= core_l1_dst;
        end
        if(_zz_9[46]) begin
          core_aSx_46 <= core_l1_dst;
        end
        if(_zz_9[47]) begin
          core_aSx_47 <= core_l1_dst;
        end
        if(_zz_9[48]) begin
          core_aSx_48 <= core_l1_dst;
        end
        if(_zz_9[49]) begin
          core_aSx_49 <= core_l1_dst;
        end
        if(_zz_9[50]) begin
          core_aSx_50 <= core_l1_dst;
        end
        if(_zz_9[51]) begin
          core_aSx_51 <= core_l1_dst;
        end
        if(_zz_9[52]) begin
          core_aSx_52 <= core_l1_dst;
        end
        if(_zz_9[53]) begin
          core_aSx_53 <= core_l1_dst;
        end
        if(_zz_9[54]) begin
          core_aSx_54 <= core_l1_dst;
        end
        if(_zz_9[55]) begin
          core_aSx_55 <= core_l1_dst;
        end
        if(_zz_9[56]) begin
          core_aSx_56 <= core_l1_dst;
        end
        if(_zz_9[57]) begin
          core_aSx_57 <= core_l1_dst;
        end
        if(_zz_9[58]) begin
          core_aSx_58 <= core_l1_dst;
        end
        if(_zz_9[59]) begin
          core_aSx_59 <= core_l1_dst;
        end
        if(_zz_9[60]) begin
          core_aSx_60 <= core_l1_dst;
        end
        if(_zz_9[61]) begin
          core_aSx_61 <= core_l1_dst;
        end
        if(_zz_9[62]) begin
          core_aSx_62 <= core_l1_dst;
        end
        if(_zz_9[63]) begin
          core_aSx_63 <= core_l1_dst;
        end
        if(_zz_10[0]) begin
          core_aSw_0 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[1]) begin
          core_aSw_1 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[2]) begin
          core_aSw_2 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[3]) begin
          core_aSw_3 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[4]) begin
          core_aSw_4 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[5]) begin
          core_aSw_5 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[6]) begin
          core_aSw_6 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[7]) begin
          core_aSw_7 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[8]) begin
          core_aSw_8 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[9]) begin
          core_aSw_9 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[10]) begin
          core_aSw_10 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[11]) begin
          core_aSw_11 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[12]) begin
          core_aSw_12 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[13]) begin
          core_aSw_13 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[14]) begin
          core_aSw_14 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[15]) begin
          core_aSw_15 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[16]) begin
          core_aSw_16 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[17]) begin
          core_aSw_17 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[18]) begin
          core_aSw_18 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[19]) begin
          core_aSw_19 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[20]) begin
          core_aSw_20 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[21]) begin
          core_aSw_21 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[22]) begin
          core_aSw_22 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[23]) begin
          core_aSw_23 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[24]) begin
          core_aSw_24 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[25]) begin
          core_aSw_25 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[26]) begin
          core_aSw_26 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[27]) begin
          core_aSw_27 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[28]) begin
          core_aSw_28 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[29]) begin
          core_aSw_29 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[30]) begin
          core_aSw_30 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[31]) begin
          core_aSw_31 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[32]) begin
          core_aSw_32 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[33]) begin
          core_aSw_33 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[34]) begin
          core_aSw_34 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[35]) begin
          core_aSw_35 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[36]) begin
          core_aSw_36 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[37]) begin
          core_aSw_37 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[38]) begin
          core_aSw_38 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[39]) begin
          core_aSw_39 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[40]) begin
          core_aSw_40 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[41]) begin
          core_aSw_41 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[42]) begin
          core_aSw_42 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[43]) begin
          core_aSw_43 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[44]) begin
          core_aSw_44 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[45]) begin
          core_aSw_45 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[46]) begin
          core_aSw_46 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[47]) begin
          core_aSw_47 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[48]) begin
          core_aSw_48 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[49]) begin
          core_aSw_49 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[50]) begin
          core_aSw_50 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[51]) begin
          core_aSw_51 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[52]) begin
          core_aSw_52 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[53]) begin
          core_aSw_53 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[54]) begin
          core_aSw_54 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[55]) begin
          core_aSw_55 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[56]) begin
          core_aSw_56 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[57]) begin
          core_aSw_57 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[58]) begin
          core_aSw_58 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[59]) begin
          core_aSw_59 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[60]) begin
          core_aSw_60 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[61]) begin
          core_aSw_61 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[62]) begin
          core_aSw_62 <= _zz_core_aSw_0_1;
        end
        if(_zz_10[63]) begin
          core_aSw_63 <= _zz_core_aSw_0_1;
        end
      end
      if(core_au_d1) begin
        core_aDv[core_l1_dst] <= 1'b1;
        if(_zz_11[0]) begin
          core_aDy_0 <= core_l1_src;
        end
        if(_zz_11[1]) begin
          core_aDy_1 <= core_l1_src;
        end
        if(_zz_11[2]) begin
          core_aDy_2 <= core_l1_src;
        end
        if(_zz_11[3]) begin
          core_aDy_3 <= core_l1_src;
        end
        if(_zz_11[4]) begin
          core_aDy_4 <= core_l1_src;
        end
        if(_zz_11[5]) begin
          core_aDy_5 <= core_l1_src;
        end
        if(_zz_11[6]) begin
          core_aDy_6 <= core_l1_src;
        end
        if(_zz_11[7]) begin
          core_aDy_7 <= core_l1_src;
        end
        if(_zz_11[8]) begin
          core_aDy_8 <= core_l1_src;
        end
        if(_zz_11[9]) begin
          core_aDy_9 <= core_l1_src;
        end
        if(_zz_11[10]) begin
          core_aDy_10 <= core_l1_src;
        end
        if(_zz_11[11]) begin
          core_aDy_11 <= core_l1_src;
        end
        if(_zz_11[12]) begin
          core_aDy_12 <= core_l1_src;
        end
        if(_zz_11[13]) begin
          core_aDy_13 <= core_l1_src;
        end
        if(_zz_11[14]) begin
          core_aDy_14 <= core_l1_src;
        end
        if(_zz_11[15]) begin
          core_aDy_15 <= core_l1_src;
        end
        if(_zz_11[16]) begin
          core_aDy_16 <= core_l1_src;
        end
        if(_zz_11[17]) begin
          core_aDy_17 <= core_l1_src;
        end
        if(_zz_11[18]) begin
          core_aDy_18 <= core_l1_src;
        end
        if(_zz_11[19]) begin
          core_aDy_19 <= core_l1_src;
        end
        if(_zz_11[20]) begin
          core_aDy_20 <= core_l1_src;
        end
        if(_zz_11[21]) begin
          core_aDy_21 <= core_l1_src;
        end
        if(_zz_11[22]) begin
          core_aDy_22 <= core_l1_src;
        end
        if(_zz_11[23]) begin
          core_aDy_23 <= core_l1_src;
        end
        if(_zz_11[24]) begin
          core_aDy_24 <= core_l1_src;
        end
        if(_zz_11[25]) begin
          core_aDy_25 <= core_l1_src;
        end
        if(_zz_11[26]) begin
          core_aDy_26 <= core_l1_src;
        end
        if(_zz_11[27]) begin
          core_aDy_27 <= core_l1_src;
        end
        if(_zz_11[28]) begin
          core_aDy_28 <= core_l1_src;
        end
        if(_zz_11[29]) begin
          core_aDy_29 <= core_l1_src;
        end
        if(_zz_11[30]) begin
          core_aDy_30 <= core_l1_src;
        end
        if(_zz_11[31]) begin
          core_aDy_31 <= core_l1_src;
        end
        if(_zz_11[32]) begin
          core_aDy_32 <= core_l1_src;
        end
        if(_zz_11[33]) begin
          core_aDy_33 <= core_l1_src;
        end
        if(_zz_11[34]) begin
          core_aDy_34 <= core_l1_src;
        end
        if(_zz_11[35]) begin
          core_aDy_35 <= core_l1_src;
        end
        if(_zz_11[36]) begin
          core_aDy_36 <= core_l1_src;
        end
        if(_zz_11[37]) begin
          core_aDy_37 <= core_l1_src;
        end
        if(_zz_11[38]) begin
          core_aDy_38 <= core_l1_src;
        end
        if(_zz_11[39]) begin
          core_aDy_39 <= core_l1_src;
        end
        if(_zz_11[40]) begin
          core_aDy_40 <= core_l1_src;
        end
        if(_zz_11[41]) begin
          core_aDy_41 <= core_l1_src;
        end
        if(_zz_11[42]) begin
          core_aDy_42 <= core_l1_src;
        end
        if(_zz_11[43]) begin
          core_aDy_43 <= core_l1_src;
        end
        if(_zz_11[44]) begin
          core_aDy_44 <= core_l1_src;
        end
        if(_zz_11[45]) begin
          core_aDy_45 <= core_l1_src;
        end
        if(_zz_11[46]) begin
          core_aDy_46 <= core_l1_src;
        end
        if(_zz_11[47]) begin
          core_aDy_47 <= core_l1_src;
        end
        if(_zz_11[48]) begin
          core_aDy_48 <= core_l1_src;
        end
        if(_zz_11[49]) begin
          core_aDy_49 <= core_l1_src;
        end
        if(_zz_11[50]) begin
          core_aDy_50 <= core_l1_src;
        end
        if(_zz_11[51]) begin
          core_aDy_51 <= core_l1_src;
        end
        if(_zz_11[52]) begin
          core_aDy_52 <= core_l1_src;
        end
        if(_zz_11[53]) begin
          core_aDy_53 <= core_l1_src;
        end
        if(_zz_11[54]) begin
          core_aDy_54 <= core_l1_src;
        end
        if(_zz_11[55]) begin
          core_aDy_55 <= core_l1_src;
        end
        if(_zz_11[56]) begin
          core_aDy_56 <= core_l1_src;
        end
        if(_zz_11[57]) begin
          core_aDy_57 <= core_l1_src;
        end
        if(_zz_11[58]) begin
          core_aDy_58 <= core_l1_src;
        end
        if(_zz_11[59]) begin
          core_aDy_59 <= core_l1_src;
        end
        if(_zz_11[60]) begin
          core_aDy_60 <= core_l1_src;
        end
        if(_zz_11[61]) begin
          core_aDy_61 <= core_l1_src;
        end
        if(_zz_11[62]) begin
          core_aDy_62 <= core_l1_src;
        end
        if(_zz_11[63]) begin
          core_aDy_63 <= core_l1_src;
        end
        if(_zz_12[0]) begin
          core_aDw_0 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[1]) begin
          core_aDw_1 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[2]) begin
          core_aDw_2 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[3]) begin
          core_aDw_3 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[4]) begin
          core_aDw_4 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[5]) begin
          core_aDw_5 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[6]) begin
          core_aDw_6 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[7]) begin
          core_aDw_7 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[8]) begin
          core_aDw_8 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[9]) begin
          core_aDw_9 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[10]) begin
          core_aDw_10 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[11]) begin
          core_aDw_11 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[12]) begin
          core_aDw_12 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[13]) begin
          core_aDw_13 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[14]) begin
          core_aDw_14 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[15]) begin
          core_aDw_15 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[16]) begin
          core_aDw_16 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[17]) begin
          core_aDw_17 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[18]) begin
          core_aDw_18 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[19]) begin
          core_aDw_19 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[20]) begin
          core_aDw_20 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[21]) begin
          core_aDw_21 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[22]) begin
          core_aDw_22 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[23]) begin
          core_aDw_23 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[24]) begin
          core_aDw_24 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[25]) begin
          core_aDw_25 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[26]) begin
          core_aDw_26 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[27]) begin
          core_aDw_27 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[28]) begin
          core_aDw_28 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[29]) begin
          core_aDw_29 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[30]) begin
          core_aDw_30 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[31]) begin
          core_aDw_31 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[32]) begin
          core_aDw_32 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[33]) begin
          core_aDw_33 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[34]) begin
          core_aDw_34 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[35]) begin
          core_aDw_35 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[36]) begin
          core_aDw_36 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[37]) begin
          core_aDw_37 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[38]) begin
          core_aDw_38 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[39]) begin
          core_aDw_39 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[40]) begin
          core_aDw_40 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[41]) begin
          core_aDw_41 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[42]) begin
          core_aDw_42 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[43]) begin
          core_aDw_43 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[44]) begin
          core_aDw_44 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[45]) begin
          core_aDw_45 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[46]) begin
          core_aDw_46 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[47]) begin
          core_aDw_47 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[48]) begin
          core_aDw_48 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[49]) begin
          core_aDw_49 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[50]) begin
          core_aDw_50 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[51]) begin
          core_aDw_51 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[52]) begin
          core_aDw_52 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[53]) begin
          core_aDw_53 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[54]) begin
          core_aDw_54 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[55]) begin
          core_aDw_55 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[56]) begin
          core_aDw_56 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[57]) begin
          core_aDw_57 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[58]) begin
          core_aDw_58 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[59]) begin
          core_aDw_59 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[60]) begin
          core_aDw_60 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[61]) begin
          core_aDw_61 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[62]) begin
          core_aDw_62 <= _zz_core_aDw_0_1;
        end
        if(_zz_12[63]) begin
          core_aDw_63 <= _zz_core_aDw_0_1;
        end
      end
    end
    if(when_LpMepcEngine_l328) begin
      core_rdPtr <= (core_rdPtr + 8'h01);
      if(core_rs_take) begin
        if(_zz_13[0]) begin
          core_mS_0 <= core_rs_x;
        end
        if(_zz_13[1]) begin
          core_mS_1 <= core_rs_x;
        end
        if(_zz_13[2]) begin
          core_mS_2 <= core_rs_x;
        end
        if(_zz_13[3]) begin
          core_mS_3 <= core_rs_x;
        end
        if(_zz_13[4]) begin
          core_mS_4 <= core_rs_x;
        end
        if(_zz_13[5]) begin
          core_mS_5 <= core_rs_x;
        end
        if(_zz_13[6]) begin
          core_mS_6 <= core_rs_x;
        end
        if(_zz_13[7]) begin
          core_mS_7 <= core_rs_x;
        end
        if(_zz_13[8]) begin
          core_mS_8 <= core_rs_x;
        end
        if(_zz_13[9]) begin
          core_mS_9 <= core_rs_x;
        end
        if(_zz_13[10]) begin
          core_mS_10 <= core_rs_x;
        end
        if(_zz_13[11]) begin
          core_mS_11 <= core_rs_x;
        end
        if(_zz_13[12]) begin
          core_mS_12 <= core_rs_x;
        end
        if(_zz_13[13]) begin
          core_mS_13 <= core_rs_x;
        end
        if(_zz_13[14]) begin
          core_mS_14 <= core_rs_x;
        end
        if(_zz_13[15]) begin
          core_mS_15 <= core_rs_x;
        end
        if(_zz_13[16]) begin
          core_mS_16 <= core_rs_x;
        end
        if(_zz_13[17]) begin
          core_mS_17 <= core_rs_x;
        end
        if(_zz_13[18]) begin
          core_mS_18 <= core_rs_x;
        end
        if(_zz_13[19]) begin
          core_mS_19 <= core_rs_x;
        end
        if(_zz_13[20]) begin
          core_mS_20 <= core_rs_x;
        end
        if(_zz_13[21]) begin
          core_mS_21 <= core_rs_x;
        end
        if(_zz_13[22]) begin
          core_mS_22 <= core_rs_x;
        end
        if(_zz_13[23]) begin
          core_mS_23 <= core_rs_x;
        end
        if(_zz_13[24]) begin
          core_mS_24 <= core_rs_x;
        end
        if(_zz_13[25]) begin
          core_mS_25 <= core_rs_x;
        end
        if(_zz_13[26]) begin
          core_mS_26 <= core_rs_x;
        end
        if(_zz_13[27]) begin
          core_mS_27 <= core_rs_x;
        end
        if(_zz_13[28]) begin
          core_mS_28 <= core_rs_x;
        end
        if(_zz_13[29]) begin
          core_mS_29 <= core_rs_x;
        end
        if(_zz_13[30]) begin
          core_mS_30 <= core_rs_x;
        end
        if(_zz_13[31]) begin
          core_mS_31 <= core_rs_x;
        end
        if(_zz_13[32]) begin
          core_mS_32 <= core_rs_x;
        end
        if(_zz_13[33]) begin
          core_mS_33 <= core_rs_x;
        end
        if(_zz_13[34]) begin
          core_mS_34 <= core_rs_x;
        end
        if(_zz_13[35]) begin
          core_mS_35 <= core_rs_x;
        end
        if(_zz_13[36]) begin
          core_mS_36 <= core_rs_x;
        end
        if(_zz_13[37]) begin
          core_mS_37 <= core_rs_x;
        end
        if(_zz_13[38]) begin
          core_mS_38 <= core_rs_x;
        end
        if(_zz_13[39]) begin
          core_mS_39 <= core_rs_x;
        end
        if(_zz_13[40]) begin
          core_mS_40 <= core_rs_x;
        end
        if(_zz_13[41]) begin
          core_mS_41 <= core_rs_x;
        end
        if(_zz_13[42]) begin
          core_mS_42 <= core_rs_x;
        end
        if(_zz_13[43]) begin
          core_mS_43 <= core_rs_x;
        end
        if(_zz_13[44]) begin
          core_mS_44 <= core_rs_x;
        end
        if(_zz_13[45]) begin
          core_mS_45 <= core_rs_x;
        end
        if(_zz_13[46]) begin
          core_mS_46 <= core_rs_x;
        end
        if(_zz_13[47]) begin
          core_mS_47 <= core_rs_x;
        end
        if(_zz_13[48]) begin
          core_mS_48 <= core_rs_x;
        end
        if(_zz_13[49]) begin
          core_mS_49 <= core_rs_x;
        end
        if(_zz_13[50]) begin
          core_mS_50 <= core_rs_x;
        end
        if(_zz_13[51]) begin
          core_mS_51 <= core_rs_x;
        end
        if(_zz_13[52]) begin
          core_mS_52 <= core_rs_x;
        end
        if(_zz_13[53]) begin
          core_mS_53 <= core_rs_x;
        end
        if(_zz_13[54]) begin
          core_mS_54 <= core_rs_x;
        end
        if(_zz_13[55]) begin
          core_mS_55 <= core_rs_x;
        end
        if(_zz_13[56]) begin
          core_mS_56 <= core_rs_x;
        end
        if(_zz_13[57]) begin
          core_mS_57 <= core_rs_x;
        end
        if(_zz_13[58]) begin
          core_mS_58 <= core_rs_x;
        end
        if(_zz_13[59]) begin
          core_mS_59 <= core_rs_x;
        end
        if(_zz_13[60]) begin
          core_mS_60 <= core_rs_x;
        end
        if(_zz_13[61]) begin
          core_mS_61 <= core_rs_x;
        end
        if(_zz_13[62]) begin
          core_mS_62 <= core_rs_x;
        end
        if(_zz_13[63]) begin
          core_mS_63 <= core_rs_x;
        end
        if(_zz_14[0]) begin
          core_mW_0 <= core_rs_wx;
        end
        if(_zz_14[1]) begin
          core_mW_1 <= core_rs_wx;
        end
        if(_zz_14[2]) begin
          core_mW_2 <= core_rs_wx;
        end
        if(_zz_14[3]) begin
          core_mW_3 <= core_rs_wx;
        end
        if(_zz_14[4]) begin
          core_mW_4 <= core_rs_wx;
        end
        if(_zz_14[5]) begin
          core_mW_5 <= core_rs_wx;
        end
        if(_zz_14[6]) begin
          core_mW_6 <= core_rs_wx;
        end
        if(_zz_14[7]) begin
          core_mW_7 <= core_rs_wx;
        end
        if(_zz_14[8]) begin
          core_mW_8 <= core_rs_wx;
        end
        if(_zz_14[9]) begin
          core_mW_9 <= core_rs_wx;
        end
        if(_zz_14[10]) begin
          core_mW_10 <= core_rs_wx;
        end
        if(_zz_14[11]) begin
          core_mW_11 <= core_rs_wx;
        end
        if(_zz_14[12]) begin
          core_mW_12 <= core_rs_wx;
        end
        if(_zz_14[13]) begin
          core_mW_13 <= core_rs_wx;
        end
        if(_zz_14[14]) begin
          core_mW_14 <= core_rs_wx;
        end
        if(_zz_14[15]) begin
          core_mW_15 <= core_rs_wx;
        end
        if(_zz_14[16]) begin
          core_mW_16 <= core_rs_wx;
        end
        if(_zz_14[17]) begin
          core_mW_17 <= core_rs_wx;
        end
        if(_zz_14[18]) begin
          core_mW_18 <= core_rs_wx;
        end
        if(_zz_14[19]) begin
          core_mW_19 <= core_rs_wx;
        end
        if(_zz_14[20]) begin
          core_mW_20 <= core_rs_wx;
        end
        if(_zz_14[21]) begin
          core_mW_21 <= core_rs_wx;
        end
        if(_zz_14[22]) begin
          core_mW_22 <= core_rs_wx;
        end
        if(_zz_14[23]) begin
          core_mW_23 <= core_rs_wx;
        end
        if(_zz_14[24]) begin
          core_mW_24 <= core_rs_wx;
        end
        if(_zz_14[25]) begin
          core_mW_25 <= core_rs_wx;
        end
        if(_zz_14[26]) begin
          core_mW_26 <= core_rs_wx;
        end
        if(_zz_14[27]) begin
          core_mW_27 <= core_rs_wx;
        end
        if(_zz_14[28]) begin
          core_mW_28 <= core_rs_wx;
        end
        if(_zz_14[29]) begin
          core_mW_29 <= core_rs_wx;
        end
        if(_zz_14[30]) begin
          core_mW_30 <= core_rs_wx;
        end
        if(_zz_14[31]) begin
          core_mW_31 <= core_rs_wx;
        end
        if(_zz_14[32]) begin
          core_mW_32 <= core_rs_wx;
        end
        if(_zz_14[33]) begin
          core_mW_33 <= core_rs_wx;
        end
        if(_zz_14[34]) begin
          core_mW_34 <= core_rs_wx;
        end
        if(_zz_14[35]) begin
          core_mW_35 <= core_rs_wx;
        end
        if(_zz_14[36]) begin
          core_mW_36 <= core_rs_wx;
        end
        if(_zz_14[37]) begin
          core_mW_37 <= core_rs_wx;
        end
        if(_zz_14[38]) begin
          core_mW_38 <= core_rs_wx;
        end
        if(_zz_14[39]) begin
          core_mW_39 <= core_rs_wx;
        end
        if(_zz_14[40]) begin
          core_mW_40 <= core_rs_wx;
        end
        if(_zz_14[41]) begin
          core_mW_41 <= core_rs_wx;
        end
        if(_zz_14[42]) begin
          core_mW_42 <= core_rs_wx;
        end
        if(_zz_14[43]) begin
          core_mW_43 <= core_rs_wx;
        end
        if(_zz_14[44]) begin
          core_mW_44 <= core_rs_wx;
        end
        if(_zz_14[45]) begin
          core_mW_45 <= core_rs_wx;
        end
        if(_zz_14[46]) begin
          core_mW_46 <= core_rs_wx;
        end
        if(_zz_14[47]) begin
          core_mW_47 <= core_rs_wx;
        end
        if(_zz_14[48]) begin
          core_mW_48 <= core_rs_wx;
        end
        if(_zz_14[49]) begin
          core_mW_49 <= core_rs_wx;
        end
        if(_zz_14[50]) begin
          core_mW_50 <= core_rs_wx;
        end
        if(_zz_14[51]) begin
          core_mW_51 <= core_rs_wx;
        end
        if(_zz_14[52]) begin
          core_mW_52 <= core_rs_wx;
        end
        if(_zz_14[53]) begin
          core_mW_53 <= core_rs_wx;
        end
        if(_zz_14[54]) begin
          core_mW_54 <= core_rs_wx;
        end
        if(_zz_14[55]) begin
          core_mW_55 <= core_rs_wx;
        end
        if(_zz_14[56]) begin
          core_mW_56 <= core_rs_wx;
        end
        if(_zz_14[57]) begin
          core_mW_57 <= core_rs_wx;
        end
        if(_zz_14[58]) begin
          core_mW_58 <= core_rs_wx;
        end
        if(_zz_14[59]) begin
          core_mW_59 <= core_rs_wx;
        end
        if(_zz_14[60]) begin
          core_mW_60 <= core_rs_wx;
        end
        if(_zz_14[61]) begin
          core_mW_61 <= core_rs_wx;
        end
        if(_zz_14[62]) begin
          core_mW_62 <= core_rs_wx;
        end
        if(_zz_14[63]) begin
          core_mW_63 <= core_rs_wx;
        end
        core_freeD[core_rs_x] <= 1'b0;
        if(_zz_15[0]) begin
          core_mS_0 <= core_rs_b;
        end
        if(_zz_15[1]) begin
          core_mS_1 <= core_rs_b;
        end
        if(_zz_15[2]) begin
          core_mS_2 <= core_rs_b;
        end
        if(_zz_15[3]) begin
          core_mS_3 <= core_rs_b;
        end
        if(_zz_15[4]) begin
          core_mS_4 <= core_rs_b;
        end
        if(_zz_15[5]) begin
          core_mS_5 <= core_rs_b;
        end
        if(_zz_15[6]) begin
          core_mS_6 <= core_rs_b;
        end
        if(_zz_15[7]) begin
          core_mS_7 <= core_rs_b;
        end
        if(_zz_15[8]) begin
          core_mS_8 <= core_rs_b;
        end
        if(_zz_15[9]) begin
          core_mS_9 <= core_rs_b;
        end
        if(_zz_15[10]) begin
          core_mS_10 <= core_rs_b;
        end
        if(_zz_15[11]) begin
          core_mS_11 <= core_rs_b;
        end
        if(_zz_15[12]) begin
          core_mS_12 <= core_rs_b;
        end
        if(_zz_15[13]) begin
          core_mS_13 <= core_rs_b;
        end
        if(_zz_15[14]) begin
          core_mS_14 <= core_rs_b;
        end
        if(_zz_15[15]) begin
          core_mS_15 <= core_rs_b;
        end
        if(_zz_15[16]) begin
          core_mS_16 <= core_rs_b;
        end
        if(_zz_15[17]) begin
          core_mS_17 <= core_rs_b;
        end
        if(_zz_15[18]) begin
          core_mS_18 <= core_rs_b;
        end
        if(_zz_15[19]) begin
          core_mS_19 <= core_rs_b;
        end
        if(_zz_15[20]) begin
          core_mS_20 <= core_rs_b;
        end
        if(_zz_15[21]) begin
          core_mS_21 <= core_rs_b;
        end
        if(_zz_15[22]) begin
          core_mS_22 <= core_rs_b;
        end
        if(_zz_15[23]) begin
          core_mS_23 <= core_rs_b;
        end
        if(_zz_15[24]) begin
          core_mS_24 <= core_rs_b;
        end
        if(_zz_15[25]) begin
          core_mS_25 <= core_rs_b;
        end
        if(_zz_15[26]) begin
          core_mS_26 <= core_rs_b;
        end
        if(_zz_15[27]) begin
          core_mS_27 <= core_rs_b;
        end
        if(_zz_15[28]) begin
          core_mS_28 <= core_rs_b;
        end
        if(_zz_15[29]) begin
          core_mS_29 <= core_rs_b;
        end
        if(_zz_15[30]) begin
          core_mS_30 <= core_rs_b;
        end
        if(_zz_15[31]) begin
          core_mS_31 <= core_rs_b;
        end
        if(_zz_15[32]) begin
          core_mS_32 <= core_rs_b;
        end
        if(_zz_15[33]) begin
          core_mS_33 <= core_rs_b;
        end
        if(_zz_15[34]) begin
          core_mS_34 <= core_rs_b;
        end
        if(_zz_15[35]) begin
          core_mS_35 <= core_rs_b;
        end
        if(_zz_15[36]) begin
          core_mS_36 <= core_rs_b;
        end
        if(_zz_15[37]) begin
          core_mS_37 <= core_rs_b;
        end
        if(_zz_15[38]) begin
          core_mS_38 <= core_rs_b;
        end
        if(_zz_15[39]) begin
          core_mS_39 <= core_rs_b;
        end
        if(_zz_15[40]) begin
          core_mS_40 <= core_rs_b;
        end
        if(_zz_15[41]) begin
          core_mS_41 <= core_rs_b;
        end
        if(_zz_15[42]) begin
          core_mS_42 <= core_rs_b;
        end
        if(_zz_15[43]) begin
          core_mS_43 <= core_rs_b;
        end
        if(_zz_15[44]) begin
          core_mS_44 <= core_rs_b;
        end
        if(_zz_15[45]) begin
          core_mS_45 <= core_rs_b;
        end
        if(_zz_15[46]) begin
          core_mS_46 <= core_rs_b;
        end
        if(_zz_15[47]) begin
          core_mS_47 <= core_rs_b;
        end
        if(_zz_15[48]) begin
          core_mS_48 <= core_rs_b;
        end
        if(_zz_15[49]) begin
          core_mS_49 <= core_rs_b;
        end
        if(_zz_15[50]) begin
          core_mS_50 <= core_rs_b;
        end
        if(_zz_15[51]) begin
          core_mS_51 <= core_rs_b;
        end
        if(_zz_15[52]) begin
          core_mS_52 <= core_rs_b;
        end
        if(_zz_15[53]) begin
          core_mS_53 <= core_rs_b;
        end
        if(_zz_15[54]) begin
          core_mS_54 <= core_rs_b;
        end
        if(_zz_15[55]) begin
          core_mS_55 <= core_rs_b;
        end
        if(_zz_15[56]) begin
          core_mS_56 <= core_rs_b;
        end
        if(_zz_15[57]) begin
          core_mS_57 <= core_rs_b;
        end
        if(_zz_15[58]) begin
          core_mS_58 <= core_rs_b;
        end
        if(_zz_15[59]) begin
          core_mS_59 <= core_rs_b;
        end
        if(_zz_15[60]) begin
          core_mS_60 <= core_rs_b;
        end
        if(_zz_15[61]) begin
          core_mS_61 <= core_rs_b;
        end
        if(_zz_15[62]) begin
          core_mS_62 <= core_rs_b;
        end
        if(_zz_15[63]) begin
          core_mS_63 <= core_rs_b;
        end
        if(_zz_16[0]) begin
          core_mW_0 <= core_rs_wy;
        end
        if(_zz_16[1]) begin
          core_mW_1 <= core_rs_wy;
        end
        if(_zz_16[2]) begin
          core_mW_2 <= core_rs_wy;
        end
        if(_zz_16[3]) begin
          core_mW_3 <= core_rs_wy;
        end
        if(_zz_16[4]) begin
          core_mW_4 <= core_rs_wy;
        end
        if(_zz_16[5]) begin
          core_mW_5 <= core_rs_wy;
        end
        if(_zz_16[6]) begin
          core_mW_6 <= core_rs_wy;
        end
        if(_zz_16[7]) begin
          core_mW_7 <= core_rs_wy;
        end
        if(_zz_16[8]) begin
          core_mW_8 <= core_rs_wy;
        end
        if(_zz_16[9]) begin
          core_mW_9 <= core_rs_wy;
        end
        if(_zz_16[10]) begin
          core_mW_10 <= core_rs_wy;
        end
        if(_zz_16[11]) begin
          core_mW_11 <= core_rs_wy;
        end
        if(_zz_16[12]) begin
          core_mW_12 <= core_rs_wy;
        end
        if(_zz_16[13]) begin
          core_mW_13 <= core_rs_wy;
        end
        if(_zz_16[14]) begin
          core_mW_14 <= core_rs_wy;
        end
        if(_zz_16[15]) begin
          core_mW_15 <= core_rs_wy;
        end
        if(_zz_16[16]) begin
          core_mW_16 <= core_rs_wy;
        end
        if(_zz_16[17]) begin
          core_mW_17 <= core_rs_wy;
        end
        if(_zz_16[18]) begin
          core_mW_18 <= core_rs_wy;
        end
        if(_zz_16[19]) begin
          core_mW_19 <= core_rs_wy;
        end
        if(_zz_16[20]) begin
          core_mW_20 <= core_rs_wy;
        end
        if(_zz_16[21]) begin
          core_mW_21 <= core_rs_wy;
        end
        if(_zz_16[22]) begin
          core_mW_22 <= core_rs_wy;
        end
        if(_zz_16[23]) begin
          core_mW_23 <= core_rs_wy;
        end
        if(_zz_16[24]) begin
          core_mW_24 <= core_rs_wy;
        end
        if(_zz_16[25]) begin
          core_mW_25 <= core_rs_wy;
        end
        if(_zz_16[26]) begin
          core_mW_26 <= core_rs_wy;
        end
        if(_zz_16[27]) begin
          core_mW_27 <= core_rs_wy;
        end
        if(_zz_16[28]) begin
          core_mW_28 <= core_rs_wy;
        end
        if(_zz_16[29]) begin
          core_mW_29 <= core_rs_wy;
        end
        if(_zz_16[30]) begin
          core_mW_30 <= core_rs_wy;
        end
        if(_zz_16[31]) begin
          core_mW_31 <= core_rs_wy;
        end
        if(_zz_16[32]) begin
          core_mW_32 <= core_rs_wy;
        end
        if(_zz_16[33]) begin
          core_mW_33 <= core_rs_wy;
        end
        if(_zz_16[34]) begin
          core_mW_34 <= core_rs_wy;
        end
        if(_zz_16[35]) begin
          core_mW_35 <= core_rs_wy;
        end
        if(_zz_16[36]) begin
          core_mW_36 <= core_rs_wy;
        end
        if(_zz_16[37]) begin
          core_mW_37 <= core_rs_wy;
        end
        if(_zz_16[38]) begin
          core_mW_38 <= core_rs_wy;
        end
        if(_zz_16[39]) begin
          core_mW_39 <= core_rs_wy;
        end
        if(_zz_16[40]) begin
          core_mW_40 <= core_rs_wy;
        end
        if(_zz_16[41]) begin
          core_mW_41 <= core_rs_wy;
        end
        if(_zz_16[42]) begin
          core_mW_42 <= core_rs_wy;
        end
        if(_zz_16[43]) begin
          core_mW_43 <= core_rs_wy;
        end
        if(_zz_16[44]) begin
          core_mW_44 <= core_rs_wy;
        end
        if(_zz_16[45]) begin
          core_mW_45 <= core_rs_wy;
        end
        if(_zz_16[46]) begin
          core_mW_46 <= core_rs_wy;
        end
        if(_zz_16[47]) begin
          core_mW_47 <= core_rs_wy;
        end
        if(_zz_16[48]) begin
          core_mW_48 <= core_rs_wy;
        end
        if(_zz_16[49]) begin
          core_mW_49 <= core_rs_wy;
        end
        if(_zz_16[50]) begin
          core_mW_50 <= core_rs_wy;
        end
        if(_zz_16[51]) begin
          core_mW_51 <= core_rs_wy;
        end
        if(_zz_16[52]) begin
          core_mW_52 <= core_rs_wy;
        end
        if(_zz_16[53]) begin
          core_mW_53 <= core_rs_wy;
        end
        if(_zz_16[54]) begin
          core_mW_54 <= core_rs_wy;
        end
        if(_zz_16[55]) begin
          core_mW_55 <= core_rs_wy;
        end
        if(_zz_16[56]) begin
          core_mW_56 <= core_rs_wy;
        end
        if(_zz_16[57]) begin
          core_mW_57 <= core_rs_wy;
        end
        if(_zz_16[58]) begin
          core_mW_58 <= core_rs_wy;
        end
        if(_zz_16[59]) begin
          core_mW_59 <= core_rs_wy;
        end
        if(_zz_16[60]) begin
          core_mW_60 <= core_rs_wy;
        end
        if(_zz_16[61]) begin
          core_mW_61 <= core_rs_wy;
        end
        if(_zz_16[62]) begin
          core_mW_62 <= core_rs_wy;
        end
        if(_zz_16[63]) begin
          core_mW_63 <= core_rs_wy;
        end
        core_freeS[core_rs_y] <= 1'b0;
      end
    end
    core_resD <= _zz_core_resD;
    core_resW <= _zz_core_resW;
  end


endmodule
