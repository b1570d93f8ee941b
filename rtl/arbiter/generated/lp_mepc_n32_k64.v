// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : lp_mepc_n32_k64



module lp_mepc_n32_k64 (
  input  wire          clk,
  input  wire          rst,
  input  wire          upd_valid,
  output wire          upd_ready,
  input  wire [4:0]    upd_src,
  input  wire [4:0]    upd_dst,
  input  wire [16:0]   upd_delta,
  input  wire [15:0]   cap,
  input  wire [31:0]   lock_s,
  input  wire [31:0]   lock_d,
  input  wire          start,
  output wire          busy,
  output wire          done,
  output wire [20:0]   res_total,
  output wire [5:0]    res_count,
  output wire [15:0]   last_cycles,
  input  wire [4:0]    res_idx,
  output wire          res_v,
  output wire [4:0]    res_dst,
  output wire [15:0]   res_w,
  input  wire [5:0]    tab_idx,
  output wire          tab_v,
  output wire [4:0]    tab_src,
  output wire [4:0]    tab_dst,
  output wire [15:0]   tab_sum,
  output wire [6:0]    tab_count,
  output wire          wr_v,
  output wire [4:0]    wr_src,
  output wire [4:0]    wr_dst,
  output wire [15:0]   wr_sum,
  output wire          ev_overflow,
  output wire          ev_miss,
  output wire          ev_sat
);
  localparam Ph_idle = 2'd0;
  localparam Ph_greedy = 2'd1;
  localparam Ph_aug = 2'd2;
  localparam Ph_resolve = 2'd3;

  wire                _zz_core_hitRow;
  wire                _zz_core_hitRow_1;
  wire                _zz_core_hitRow_2;
  wire                _zz_core_hitRow_3;
  wire       [0:0]    _zz_core_hitRow_4;
  wire       [57:0]   _zz_core_hitRow_5;
  wire                _zz_core_hitRow_6;
  wire                _zz_core_hitRow_7;
  wire                _zz_core_hitRow_8;
  wire                _zz_core_hitRow_9;
  wire       [0:0]    _zz_core_hitRow_10;
  wire       [53:0]   _zz_core_hitRow_11;
  wire                _zz_core_hitRow_12;
  wire                _zz_core_hitRow_13;
  wire                _zz_core_hitRow_14;
  wire                _zz_core_hitRow_15;
  wire       [0:0]    _zz_core_hitRow_16;
  wire       [49:0]   _zz_core_hitRow_17;
  wire                _zz_core_hitRow_18;
  wire                _zz_core_hitRow_19;
  wire                _zz_core_hitRow_20;
  wire                _zz_core_hitRow_21;
  wire       [0:0]    _zz_core_hitRow_22;
  wire       [45:0]   _zz_core_hitRow_23;
  wire                _zz_core_hitRow_24;
  wire                _zz_core_hitRow_25;
  wire                _zz_core_hitRow_26;
  wire                _zz_core_hitRow_27;
  wire       [0:0]    _zz_core_hitRow_28;
  wire       [41:0]   _zz_core_hitRow_29;
  wire                _zz_core_hitRow_30;
  wire                _zz_core_hitRow_31;
  wire                _zz_core_hitRow_32;
  wire                _zz_core_hitRow_33;
  wire       [0:0]    _zz_core_hitRow_34;
  wire       [37:0]   _zz_core_hitRow_35;
  wire                _zz_core_hitRow_36;
  wire                _zz_core_hitRow_37;
  wire                _zz_core_hitRow_38;
  wire                _zz_core_hitRow_39;
  wire       [0:0]    _zz_core_hitRow_40;
  wire       [33:0]   _zz_core_hitRow_41;
  wire                _zz_core_hitRow_42;
  wire                _zz_core_hitRow_43;
  wire                _zz_core_hitRow_44;
  wire                _zz_core_hitRow_45;
  wire       [0:0]    _zz_core_hitRow_46;
  wire       [29:0]   _zz_core_hitRow_47;
  wire                _zz_core_hitRow_48;
  wire                _zz_core_hitRow_49;
  wire                _zz_core_hitRow_50;
  wire                _zz_core_hitRow_51;
  wire       [0:0]    _zz_core_hitRow_52;
  wire       [25:0]   _zz_core_hitRow_53;
  wire                _zz_core_hitRow_54;
  wire                _zz_core_hitRow_55;
  wire                _zz_core_hitRow_56;
  wire                _zz_core_hitRow_57;
  wire       [0:0]    _zz_core_hitRow_58;
  wire       [21:0]   _zz_core_hitRow_59;
  wire                _zz_core_hitRow_60;
  wire                _zz_core_hitRow_61;
  wire                _zz_core_hitRow_62;
  wire                _zz_core_hitRow_63;
  wire       [0:0]    _zz_core_hitRow_64;
  wire       [17:0]   _zz_core_hitRow_65;
  wire                _zz_core_hitRow_66;
  wire                _zz_core_hitRow_67;
  wire                _zz_core_hitRow_68;
  wire                _zz_core_hitRow_69;
  wire       [0:0]    _zz_core_hitRow_70;
  wire       [13:0]   _zz_core_hitRow_71;
  wire                _zz_core_hitRow_72;
  wire                _zz_core_hitRow_73;
  wire                _zz_core_hitRow_74;
  wire                _zz_core_hitRow_75;
  wire       [0:0]    _zz_core_hitRow_76;
  wire       [9:0]    _zz_core_hitRow_77;
  wire                _zz_core_hitRow_78;
  wire                _zz_core_hitRow_79;
  wire                _zz_core_hitRow_80;
  wire                _zz_core_hitRow_81;
  wire       [0:0]    _zz_core_hitRow_82;
  wire       [5:0]    _zz_core_hitRow_83;
  wire                _zz_core_hitRow_84;
  wire                _zz_core_hitRow_85;
  wire                _zz_core_hitRow_86;
  wire                _zz_core_hitRow_87;
  wire       [0:0]    _zz_core_hitRow_88;
  wire       [1:0]    _zz_core_hitRow_89;
  wire                _zz_core_hitRow_90;
  wire                _zz_core_hitRow_91;
  wire       [0:0]    _zz_core_hitAny_64;
  wire       [52:0]   _zz_core_hitAny_65;
  wire       [0:0]    _zz_core_hitAny_66;
  wire       [41:0]   _zz_core_hitAny_67;
  wire       [0:0]    _zz_core_hitAny_68;
  wire       [30:0]   _zz_core_hitAny_69;
  wire       [0:0]    _zz_core_hitAny_70;
  wire       [19:0]   _zz_core_hitAny_71;
  wire       [0:0]    _zz_core_hitAny_72;
  wire       [8:0]    _zz_core_hitAny_73;
  wire       [5:0]    _zz_core_hitIdx;
  wire       [5:0]    _zz_core_hitIdx_1;
  wire       [5:0]    _zz_core_hitIdx_2;
  wire       [5:0]    _zz_core_hitIdx_3;
  wire       [5:0]    _zz_core_hitIdx_4;
  wire       [5:0]    _zz_core_hitIdx_5;
  wire       [5:0]    _zz_core_hitIdx_6;
  wire       [5:0]    _zz_core_hitIdx_7;
  wire       [5:0]    _zz_core_hitIdx_8;
  wire       [5:0]    _zz_core_hitIdx_9;
  wire       [5:0]    _zz_core_hitIdx_10;
  wire       [5:0]    _zz_core_hitIdx_11;
  wire       [5:0]    _zz_core_hitIdx_12;
  wire       [5:0]    _zz_core_hitIdx_13;
  wire       [5:0]    _zz_core_hitIdx_14;
  wire       [5:0]    _zz_core_hitIdx_15;
  wire       [5:0]    _zz_core_hitIdx_16;
  wire       [5:0]    _zz_core_hitIdx_17;
  wire       [5:0]    _zz_core_hitIdx_18;
  wire       [5:0]    _zz_core_hitIdx_19;
  wire       [5:0]    _zz_core_hitIdx_20;
  wire       [5:0]    _zz_core_hitIdx_21;
  wire       [5:0]    _zz_core_hitIdx_22;
  wire       [5:0]    _zz_core_hitIdx_23;
  wire       [5:0]    _zz_core_hitIdx_24;
  wire       [5:0]    _zz_core_hitIdx_25;
  wire       [5:0]    _zz_core_hitIdx_26;
  wire       [5:0]    _zz_core_hitIdx_27;
  wire       [5:0]    _zz_core_hitIdx_28;
  wire       [5:0]    _zz_core_hitIdx_29;
  wire       [5:0]    _zz_core_hitIdx_30;
  wire       [5:0]    _zz_core_hitIdx_31;
  wire       [5:0]    _zz_core_hitIdx_32;
  wire       [5:0]    _zz_core_hitIdx_33;
  wire       [5:0]    _zz_core_hitIdx_34;
  wire       [5:0]    _zz_core_hitIdx_35;
  wire       [5:0]    _zz_core_hitIdx_36;
  wire       [5:0]    _zz_core_hitIdx_37;
  wire       [5:0]    _zz_core_hitIdx_38;
  wire       [5:0]    _zz_core_hitIdx_39;
  wire       [5:0]    _zz_core_hitIdx_40;
  wire       [5:0]    _zz_core_hitIdx_41;
  wire       [5:0]    _zz_core_hitIdx_42;
  wire       [5:0]    _zz_core_hitIdx_43;
  wire       [5:0]    _zz_core_hitIdx_44;
  wire       [5:0]    _zz_core_hitIdx_45;
  wire       [5:0]    _zz_core_hitIdx_46;
  wire       [5:0]    _zz_core_hitIdx_47;
  wire       [5:0]    _zz_core_hitIdx_48;
  wire       [5:0]    _zz_core_hitIdx_49;
  wire       [5:0]    _zz_core_hitIdx_50;
  wire       [5:0]    _zz_core_hitIdx_51;
  wire       [5:0]    _zz_core_hitIdx_52;
  wire       [5:0]    _zz_core_hitIdx_53;
  wire       [5:0]    _zz_core_hitIdx_54;
  wire       [5:0]    _zz_core_hitIdx_55;
  wire       [5:0]    _zz_core_hitIdx_56;
  wire       [5:0]    _zz_core_hitIdx_57;
  wire       [5:0]    _zz_core_hitIdx_58;
  wire       [5:0]    _zz_core_hitIdx_59;
  wire       [5:0]    _zz_core_hitIdx_60;
  wire       [5:0]    _zz_core_hitIdx_61;
  wire       [5:0]    _zz_core_hitIdx_62;
  wire       [5:0]    _zz_core_hitIdx_63;
  wire       [5:0]    _zz_core_hitIdx_64;
  wire       [5:0]    _zz_core_hitIdx_65;
  wire       [5:0]    _zz_core_hitIdx_66;
  wire       [5:0]    _zz_core_hitIdx_67;
  wire       [5:0]    _zz_core_hitIdx_68;
  wire       [5:0]    _zz_core_hitIdx_69;
  wire       [5:0]    _zz_core_hitIdx_70;
  wire       [5:0]    _zz_core_hitIdx_71;
  wire       [5:0]    _zz_core_hitIdx_72;
  wire       [5:0]    _zz_core_hitIdx_73;
  wire       [5:0]    _zz_core_hitIdx_74;
  wire       [5:0]    _zz_core_hitIdx_75;
  wire       [5:0]    _zz_core_hitIdx_76;
  wire       [5:0]    _zz_core_hitIdx_77;
  wire       [5:0]    _zz_core_hitIdx_78;
  wire       [5:0]    _zz_core_hitIdx_79;
  wire       [5:0]    _zz_core_hitIdx_80;
  wire       [5:0]    _zz_core_hitIdx_81;
  wire       [5:0]    _zz_core_hitIdx_82;
  wire       [5:0]    _zz_core_hitIdx_83;
  wire       [5:0]    _zz_core_hitIdx_84;
  wire       [5:0]    _zz_core_hitIdx_85;
  wire       [5:0]    _zz_core_hitIdx_86;
  wire       [5:0]    _zz_core_hitIdx_87;
  wire       [5:0]    _zz_core_hitIdx_88;
  wire       [5:0]    _zz_core_hitIdx_89;
  wire       [5:0]    _zz_core_hitIdx_90;
  wire       [5:0]    _zz_core_hitIdx_91;
  wire       [5:0]    _zz_core_hitIdx_92;
  wire       [5:0]    _zz_core_hitIdx_93;
  wire       [5:0]    _zz_core_hitIdx_94;
  wire       [5:0]    _zz_core_hitIdx_95;
  wire       [5:0]    _zz_core_hitIdx_96;
  wire       [5:0]    _zz_core_hitIdx_97;
  wire       [5:0]    _zz_core_hitIdx_98;
  wire       [5:0]    _zz_core_hitIdx_99;
  wire       [5:0]    _zz_core_hitIdx_100;
  wire       [5:0]    _zz_core_hitIdx_101;
  wire       [5:0]    _zz_core_hitIdx_102;
  wire       [5:0]    _zz_core_hitIdx_103;
  wire       [5:0]    _zz_core_hitIdx_104;
  wire       [5:0]    _zz_core_hitIdx_105;
  wire       [5:0]    _zz_core_hitIdx_106;
  wire       [5:0]    _zz_core_hitIdx_107;
  wire       [5:0]    _zz_core_hitIdx_108;
  wire       [5:0]    _zz_core_hitIdx_109;
  wire       [5:0]    _zz_core_hitIdx_110;
  wire       [5:0]    _zz_core_hitIdx_111;
  wire       [5:0]    _zz_core_hitIdx_112;
  wire       [5:0]    _zz_core_hitIdx_113;
  wire       [5:0]    _zz_core_hitIdx_114;
  wire       [5:0]    _zz_core_hitIdx_115;
  wire       [5:0]    _zz_core_hitIdx_116;
  wire       [5:0]    _zz_core_hitIdx_117;
  wire       [5:0]    _zz_core_hitIdx_118;
  wire       [5:0]    _zz_core_hitIdx_119;
  wire       [5:0]    _zz_core_hitIdx_120;
  wire       [5:0]    _zz_core_hitIdx_121;
  wire       [5:0]    _zz_core_hitIdx_122;
  wire       [5:0]    _zz_core_hitIdx_123;
  wire       [5:0]    _zz_core_hitIdx_124;
  wire       [5:0]    _zz_core_hitIdx_125;
  wire       [5:0]    _zz_core_hitIdx_126;
  wire       [5:0]    _zz_core_hitIdx_127;
  wire       [5:0]    _zz_core_hitIdx_128;
  wire       [5:0]    _zz_core_hitIdx_129;
  wire       [5:0]    _zz_core_hitIdx_130;
  wire       [5:0]    _zz_core_hitIdx_131;
  wire       [5:0]    _zz_core_hitIdx_132;
  wire       [5:0]    _zz_core_hitIdx_133;
  wire       [5:0]    _zz_core_hitIdx_134;
  wire       [5:0]    _zz_core_hitIdx_135;
  wire       [5:0]    _zz_core_hitIdx_136;
  wire       [5:0]    _zz_core_hitIdx_137;
  wire       [5:0]    _zz_core_hitIdx_138;
  wire       [5:0]    _zz_core_hitIdx_139;
  wire       [5:0]    _zz_core_hitIdx_140;
  wire       [5:0]    _zz_core_hitIdx_141;
  wire       [5:0]    _zz_core_hitIdx_142;
  wire       [5:0]    _zz_core_hitIdx_143;
  wire       [5:0]    _zz_core_hitIdx_144;
  wire       [5:0]    _zz_core_hitIdx_145;
  wire       [5:0]    _zz_core_hitIdx_146;
  wire       [5:0]    _zz_core_hitIdx_147;
  wire       [5:0]    _zz_core_hitIdx_148;
  wire       [5:0]    _zz_core_hitIdx_149;
  wire       [5:0]    _zz_core_hitIdx_150;
  wire       [5:0]    _zz_core_hitIdx_151;
  wire       [5:0]    _zz_core_hitIdx_152;
  wire       [5:0]    _zz_core_hitIdx_153;
  wire       [5:0]    _zz_core_hitIdx_154;
  wire       [5:0]    _zz_core_hitIdx_155;
  wire       [5:0]    _zz_core_hitIdx_156;
  wire       [5:0]    _zz_core_hitIdx_157;
  wire       [5:0]    _zz_core_hitIdx_158;
  wire       [5:0]    _zz_core_hitIdx_159;
  wire       [5:0]    _zz_core_hitIdx_160;
  wire       [5:0]    _zz_core_hitIdx_161;
  wire       [5:0]    _zz_core_hitIdx_162;
  wire       [5:0]    _zz_core_hitIdx_163;
  wire       [5:0]    _zz_core_hitIdx_164;
  wire       [5:0]    _zz_core_hitIdx_165;
  wire       [5:0]    _zz_core_hitIdx_166;
  wire       [5:0]    _zz_core_hitIdx_167;
  wire       [5:0]    _zz_core_hitIdx_168;
  wire       [5:0]    _zz_core_hitIdx_169;
  wire       [5:0]    _zz_core_hitIdx_170;
  wire       [5:0]    _zz_core_hitIdx_171;
  wire       [5:0]    _zz_core_hitIdx_172;
  wire       [5:0]    _zz_core_hitIdx_173;
  wire       [5:0]    _zz_core_hitIdx_174;
  wire       [5:0]    _zz_core_hitIdx_175;
  wire       [5:0]    _zz_core_hitIdx_176;
  wire       [5:0]    _zz_core_hitIdx_177;
  wire       [5:0]    _zz_core_hitIdx_178;
  wire       [5:0]    _zz_core_hitIdx_179;
  wire       [5:0]    _zz_core_hitIdx_180;
  wire       [5:0]    _zz_core_hitIdx_181;
  wire       [5:0]    _zz_core_hitIdx_182;
  wire       [5:0]    _zz_core_hitIdx_183;
  wire       [5:0]    _zz_core_hitIdx_184;
  wire       [5:0]    _zz_core_hitIdx_185;
  wire       [5:0]    _zz_core_hitIdx_186;
  wire       [5:0]    _zz_core_hitIdx_187;
  wire       [5:0]    _zz_core_hitIdx_188;
  wire       [5:0]    _zz_core_hitIdx_189;
  wire       [5:0]    _zz_core_hitIdx_190;
  wire       [5:0]    _zz_core_hitIdx_191;
  wire       [5:0]    _zz_core_hitIdx_192;
  wire       [5:0]    _zz_core_hitIdx_193;
  wire       [5:0]    _zz_core_hitIdx_194;
  wire       [5:0]    _zz_core_hitIdx_195;
  wire       [5:0]    _zz_core_hitIdx_196;
  wire       [5:0]    _zz_core_hitIdx_197;
  wire       [5:0]    _zz_core_hitIdx_198;
  wire       [5:0]    _zz_core_hitIdx_199;
  wire       [5:0]    _zz_core_hitIdx_200;
  wire       [5:0]    _zz_core_hitIdx_201;
  wire       [5:0]    _zz_core_hitIdx_202;
  wire       [5:0]    _zz_core_hitIdx_203;
  wire       [5:0]    _zz_core_hitIdx_204;
  wire       [5:0]    _zz_core_hitIdx_205;
  wire       [5:0]    _zz_core_hitIdx_206;
  wire       [5:0]    _zz_core_hitIdx_207;
  wire       [5:0]    _zz_core_hitIdx_208;
  wire       [5:0]    _zz_core_hitIdx_209;
  wire       [5:0]    _zz_core_hitIdx_210;
  wire       [5:0]    _zz_core_hitIdx_211;
  wire       [5:0]    _zz_core_hitIdx_212;
  wire       [5:0]    _zz_core_hitIdx_213;
  wire       [5:0]    _zz_core_hitIdx_214;
  wire       [5:0]    _zz_core_hitIdx_215;
  wire       [5:0]    _zz_core_hitIdx_216;
  wire       [5:0]    _zz_core_hitIdx_217;
  wire       [5:0]    _zz_core_hitIdx_218;
  wire       [5:0]    _zz_core_hitIdx_219;
  wire       [5:0]    _zz_core_hitIdx_220;
  wire       [5:0]    _zz_core_hitIdx_221;
  wire       [5:0]    _zz_core_hitIdx_222;
  wire       [5:0]    _zz_core_hitIdx_223;
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
  wire       [17:0]   _zz_core_wr_newRaw;
  wire       [17:0]   _zz_core_wr_newRaw_1;
  wire       [17:0]   _zz_core_wr_newRaw_2;
  wire       [17:0]   _zz_core_wr_newSat;
  wire       [17:0]   _zz_core_wr_newSat_1;
  wire       [15:0]   _zz_core_wr_newSum;
  wire       [17:0]   _zz_core_wr_newSum_1;
  wire       [6:0]    _zz_core_cnt_8;
  wire       [6:0]    _zz_core_cnt_9;
  wire       [6:0]    _zz_core_cnt_10;
  wire       [6:0]    _zz_core_cnt_11;
  reg        [6:0]    _zz_core_cnt_12;
  wire       [2:0]    _zz_core_cnt_13;
  reg        [6:0]    _zz_core_cnt_14;
  wire       [2:0]    _zz_core_cnt_15;
  wire       [6:0]    _zz_core_cnt_16;
  reg        [6:0]    _zz_core_cnt_17;
  wire       [2:0]    _zz_core_cnt_18;
  reg        [6:0]    _zz_core_cnt_19;
  wire       [2:0]    _zz_core_cnt_20;
  wire       [6:0]    _zz_core_cnt_21;
  wire       [6:0]    _zz_core_cnt_22;
  reg        [6:0]    _zz_core_cnt_23;
  wire       [2:0]    _zz_core_cnt_24;
  reg        [6:0]    _zz_core_cnt_25;
  wire       [2:0]    _zz_core_cnt_26;
  wire       [6:0]    _zz_core_cnt_27;
  reg        [6:0]    _zz_core_cnt_28;
  wire       [2:0]    _zz_core_cnt_29;
  reg        [6:0]    _zz_core_cnt_30;
  wire       [2:0]    _zz_core_cnt_31;
  wire       [6:0]    _zz_core_cnt_32;
  wire       [6:0]    _zz_core_cnt_33;
  wire       [6:0]    _zz_core_cnt_34;
  reg        [6:0]    _zz_core_cnt_35;
  wire       [2:0]    _zz_core_cnt_36;
  reg        [6:0]    _zz_core_cnt_37;
  wire       [2:0]    _zz_core_cnt_38;
  wire       [6:0]    _zz_core_cnt_39;
  reg        [6:0]    _zz_core_cnt_40;
  wire       [2:0]    _zz_core_cnt_41;
  reg        [6:0]    _zz_core_cnt_42;
  wire       [2:0]    _zz_core_cnt_43;
  wire       [6:0]    _zz_core_cnt_44;
  wire       [6:0]    _zz_core_cnt_45;
  reg        [6:0]    _zz_core_cnt_46;
  wire       [2:0]    _zz_core_cnt_47;
  reg        [6:0]    _zz_core_cnt_48;
  wire       [2:0]    _zz_core_cnt_49;
  wire       [6:0]    _zz_core_cnt_50;
  reg        [6:0]    _zz_core_cnt_51;
  wire       [2:0]    _zz_core_cnt_52;
  reg        [6:0]    _zz_core_cnt_53;
  wire       [2:0]    _zz_core_cnt_54;
  wire       [6:0]    _zz_core_cnt_55;
  wire       [6:0]    _zz_core_cnt_56;
  wire       [6:0]    _zz_core_cnt_57;
  reg        [6:0]    _zz_core_cnt_58;
  wire       [2:0]    _zz_core_cnt_59;
  reg        [6:0]    _zz_core_cnt_60;
  wire       [2:0]    _zz_core_cnt_61;
  wire       [6:0]    _zz_core_cnt_62;
  reg        [6:0]    _zz_core_cnt_63;
  wire       [2:0]    _zz_core_cnt_64;
  reg        [6:0]    _zz_core_cnt_65;
  wire       [2:0]    _zz_core_cnt_66;
  wire       [6:0]    _zz_core_cnt_67;
  reg        [6:0]    _zz_core_cnt_68;
  wire       [2:0]    _zz_core_cnt_69;
  reg        [6:0]    _zz_core_cnt_70;
  wire       [2:0]    _zz_core_cnt_71;
  wire       [0:0]    _zz_core_cnt_72;
  reg                 _zz_core_tabRd_v;
  reg        [4:0]    _zz_core_tabRd_src;
  reg        [4:0]    _zz_core_tabRd_dst;
  reg        [15:0]   _zz_core_tabRd_sum;
  reg                 _zz_core_e0_0_v;
  reg        [4:0]    _zz_core_e0_0_src;
  reg        [4:0]    _zz_core_e0_0_dst;
  reg        [15:0]   _zz_core_e0_0_sum;
  reg                 _zz_core_e0_1_v;
  reg        [4:0]    _zz_core_e0_1_src;
  reg        [4:0]    _zz_core_e0_1_dst;
  reg        [15:0]   _zz_core_e0_1_sum;
  reg                 _zz_core_e0_2_v;
  reg        [4:0]    _zz_core_e0_2_src;
  reg        [4:0]    _zz_core_e0_2_dst;
  reg        [15:0]   _zz_core_e0_2_sum;
  reg                 _zz_core_e0_3_v;
  reg        [4:0]    _zz_core_e0_3_src;
  reg        [4:0]    _zz_core_e0_3_dst;
  reg        [15:0]   _zz_core_e0_3_sum;
  wire       [20:0]   _zz_core_total;
  wire       [20:0]   _zz_core_total_1;
  wire       [20:0]   _zz_core_total_2;
  wire       [15:0]   _zz_core_total_3;
  wire       [20:0]   _zz_core_total_4;
  wire       [15:0]   _zz_core_total_5;
  wire       [20:0]   _zz_core_total_6;
  wire       [20:0]   _zz_core_total_7;
  wire       [15:0]   _zz_core_total_8;
  wire       [20:0]   _zz_core_total_9;
  wire       [15:0]   _zz_core_total_10;
  wire       [5:0]    _zz_core_count;
  wire       [5:0]    _zz_core_count_1;
  wire       [5:0]    _zz_core_count_2;
  wire       [0:0]    _zz_core_count_3;
  wire       [5:0]    _zz_core_count_4;
  wire       [0:0]    _zz_core_count_5;
  wire       [5:0]    _zz_core_count_6;
  wire       [5:0]    _zz_core_count_7;
  wire       [0:0]    _zz_core_count_8;
  wire       [5:0]    _zz_core_count_9;
  wire       [0:0]    _zz_core_count_10;
  reg        [15:0]   _zz_core_rs_wy;
  wire       [16:0]   _zz_core_rs_gain;
  wire       [16:0]   _zz_core_rs_gain_1;
  wire       [16:0]   _zz_core_rs_ok;
  reg        [4:0]    _zz_core_rs_qB;
  reg        [4:0]    _zz_core_rs_qX;
  reg        [15:0]   _zz_core_rs_qWx;
  reg        [15:0]   _zz_core_rs_qWab;
  reg        [4:0]    _zz_core_rs_pY;
  wire       [20:0]   _zz_core_total_11;
  wire       [20:0]   _zz_core_total_12;
  wire       [20:0]   _zz_core_total_13;
  wire       [20:0]   _zz_core_total_14;
  wire       [20:0]   _zz_core_total_15;
  reg        [4:0]    _zz_core_resD;
  reg        [15:0]   _zz_core_resW;
  wire       [15:0]   core_sumMax;
  reg                 core_tab_0_v;
  reg        [4:0]    core_tab_0_src;
  reg        [4:0]    core_tab_0_dst;
  reg        [15:0]   core_tab_0_sum;
  reg                 core_tab_1_v;
  reg        [4:0]    core_tab_1_src;
  reg        [4:0]    core_tab_1_dst;
  reg        [15:0]   core_tab_1_sum;
  reg                 core_tab_2_v;
  reg        [4:0]    core_tab_2_src;
  reg        [4:0]    core_tab_2_dst;
  reg        [15:0]   core_tab_2_sum;
  reg                 core_tab_3_v;
  reg        [4:0]    core_tab_3_src;
  reg        [4:0]    core_tab_3_dst;
  reg        [15:0]   core_tab_3_sum;
  reg                 core_tab_4_v;
  reg        [4:0]    core_tab_4_src;
  reg        [4:0]    core_tab_4_dst;
  reg        [15:0]   core_tab_4_sum;
  reg                 core_tab_5_v;
  reg        [4:0]    core_tab_5_src;
  reg        [4:0]    core_tab_5_dst;
  reg        [15:0]   core_tab_5_sum;
  reg                 core_tab_6_v;
  reg        [4:0]    core_tab_6_src;
  reg        [4:0]    core_tab_6_dst;
  reg        [15:0]   core_tab_6_sum;
  reg                 core_tab_7_v;
  reg        [4:0]    core_tab_7_src;
  reg        [4:0]    core_tab_7_dst;
  reg        [15:0]   core_tab_7_sum;
  reg                 core_tab_8_v;
  reg        [4:0]    core_tab_8_src;
  reg        [4:0]    core_tab_8_dst;
  reg        [15:0]   core_tab_8_sum;
  reg                 core_tab_9_v;
  reg        [4:0]    core_tab_9_src;
  reg        [4:0]    core_tab_9_dst;
  reg        [15:0]   core_tab_9_sum;
  reg                 core_tab_10_v;
  reg        [4:0]    core_tab_10_src;
  reg        [4:0]    core_tab_10_dst;
  reg        [15:0]   core_tab_10_sum;
  reg                 core_tab_11_v;
  reg        [4:0]    core_tab_11_src;
  reg        [4:0]    core_tab_11_dst;
  reg        [15:0]   core_tab_11_sum;
  reg                 core_tab_12_v;
  reg        [4:0]    core_tab_12_src;
  reg        [4:0]    core_tab_12_dst;
  reg        [15:0]   core_tab_12_sum;
  reg                 core_tab_13_v;
  reg        [4:0]    core_tab_13_src;
  reg        [4:0]    core_tab_13_dst;
  reg        [15:0]   core_tab_13_sum;
  reg                 core_tab_14_v;
  reg        [4:0]    core_tab_14_src;
  reg        [4:0]    core_tab_14_dst;
  reg        [15:0]   core_tab_14_sum;
  reg                 core_tab_15_v;
  reg        [4:0]    core_tab_15_src;
  reg        [4:0]    core_tab_15_dst;
  reg        [15:0]   core_tab_15_sum;
  reg                 core_tab_16_v;
  reg        [4:0]    core_tab_16_src;
  reg        [4:0]    core_tab_16_dst;
  reg        [15:0]   core_tab_16_sum;
  reg                 core_tab_17_v;
  reg        [4:0]    core_tab_17_src;
  reg        [4:0]    core_tab_17_dst;
  reg        [15:0]   core_tab_17_sum;
  reg                 core_tab_18_v;
  reg        [4:0]    core_tab_18_src;
  reg        [4:0]    core_tab_18_dst;
  reg        [15:0]   core_tab_18_sum;
  reg                 core_tab_19_v;
  reg        [4:0]    core_tab_19_src;
  reg        [4:0]    core_tab_19_dst;
  reg        [15:0]   core_tab_19_sum;
  reg                 core_tab_20_v;
  reg        [4:0]    core_tab_20_src;
  reg        [4:0]    core_tab_20_dst;
  reg        [15:0]   core_tab_20_sum;
  reg                 core_tab_21_v;
  reg        [4:0]    core_tab_21_src;
  reg        [4:0]    core_tab_21_dst;
  reg        [15:0]   core_tab_21_sum;
  reg                 core_tab_22_v;
  reg        [4:0]    core_tab_22_src;
  reg        [4:0]    core_tab_22_dst;
  reg        [15:0]   core_tab_22_sum;
  reg                 core_tab_23_v;
  reg        [4:0]    core_tab_23_src;
  reg        [4:0]    core_tab_23_dst;
  reg        [15:0]   core_tab_23_sum;
  reg                 core_tab_24_v;
  reg        [4:0]    core_tab_24_src;
  reg        [4:0]    core_tab_24_dst;
  reg        [15:0]   core_tab_24_sum;
  reg                 core_tab_25_v;
  reg        [4:0]    core_tab_25_src;
  reg        [4:0]    core_tab_25_dst;
  reg        [15:0]   core_tab_25_sum;
  reg                 core_tab_26_v;
  reg        [4:0]    core_tab_26_src;
  reg        [4:0]    core_tab_26_dst;
  reg        [15:0]   core_tab_26_sum;
  reg                 core_tab_27_v;
  reg        [4:0]    core_tab_27_src;
  reg        [4:0]    core_tab_27_dst;
  reg        [15:0]   core_tab_27_sum;
  reg                 core_tab_28_v;
  reg        [4:0]    core_tab_28_src;
  reg        [4:0]    core_tab_28_dst;
  reg        [15:0]   core_tab_28_sum;
  reg                 core_tab_29_v;
  reg        [4:0]    core_tab_29_src;
  reg        [4:0]    core_tab_29_dst;
  reg        [15:0]   core_tab_29_sum;
  reg                 core_tab_30_v;
  reg        [4:0]    core_tab_30_src;
  reg        [4:0]    core_tab_30_dst;
  reg        [15:0]   core_tab_30_sum;
  reg                 core_tab_31_v;
  reg        [4:0]    core_tab_31_src;
  reg        [4:0]    core_tab_31_dst;
  reg        [15:0]   core_tab_31_sum;
  reg                 core_tab_32_v;
  reg        [4:0]    core_tab_32_src;
  reg        [4:0]    core_tab_32_dst;
  reg        [15:0]   core_tab_32_sum;
  reg                 core_tab_33_v;
  reg        [4:0]    core_tab_33_src;
  reg        [4:0]    core_tab_33_dst;
  reg        [15:0]   core_tab_33_sum;
  reg                 core_tab_34_v;
  reg        [4:0]    core_tab_34_src;
  reg        [4:0]    core_tab_34_dst;
  reg        [15:0]   core_tab_34_sum;
  reg                 core_tab_35_v;
  reg        [4:0]    core_tab_35_src;
  reg        [4:0]    core_tab_35_dst;
  reg        [15:0]   core_tab_35_sum;
  reg                 core_tab_36_v;
  reg        [4:0]    core_tab_36_src;
  reg        [4:0]    core_tab_36_dst;
  reg        [15:0]   core_tab_36_sum;
  reg                 core_tab_37_v;
  reg        [4:0]    core_tab_37_src;
  reg        [4:0]    core_tab_37_dst;
  reg        [15:0]   core_tab_37_sum;
  reg                 core_tab_38_v;
  reg        [4:0]    core_tab_38_src;
  reg        [4:0]    core_tab_38_dst;
  reg        [15:0]   core_tab_38_sum;
  reg                 core_tab_39_v;
  reg        [4:0]    core_tab_39_src;
  reg        [4:0]    core_tab_39_dst;
  reg        [15:0]   core_tab_39_sum;
  reg                 core_tab_40_v;
  reg        [4:0]    core_tab_40_src;
  reg        [4:0]    core_tab_40_dst;
  reg        [15:0]   core_tab_40_sum;
  reg                 core_tab_41_v;
  reg        [4:0]    core_tab_41_src;
  reg        [4:0]    core_tab_41_dst;
  reg        [15:0]   core_tab_41_sum;
  reg                 core_tab_42_v;
  reg        [4:0]    core_tab_42_src;
  reg        [4:0]    core_tab_42_dst;
  reg        [15:0]   core_tab_42_sum;
  reg                 core_tab_43_v;
  reg        [4:0]    core_tab_43_src;
  reg        [4:0]    core_tab_43_dst;
  reg        [15:0]   core_tab_43_sum;
  reg                 core_tab_44_v;
  reg        [4:0]    core_tab_44_src;
  reg        [4:0]    core_tab_44_dst;
  reg        [15:0]   core_tab_44_sum;
  reg                 core_tab_45_v;
  reg        [4:0]    core_tab_45_src;
  reg        [4:0]    core_tab_45_dst;
  reg        [15:0]   core_tab_45_sum;
  reg                 core_tab_46_v;
  reg        [4:0]    core_tab_46_src;
  reg        [4:0]    core_tab_46_dst;
  reg        [15:0]   core_tab_46_sum;
  reg                 core_tab_47_v;
  reg        [4:0]    core_tab_47_src;
  reg        [4:0]    core_tab_47_dst;
  reg        [15:0]   core_tab_47_sum;
  reg                 core_tab_48_v;
  reg        [4:0]    core_tab_48_src;
  reg        [4:0]    core_tab_48_dst;
  reg        [15:0]   core_tab_48_sum;
  reg                 core_tab_49_v;
  reg        [4:0]    core_tab_49_src;
  reg        [4:0]    core_tab_49_dst;
  reg        [15:0]   core_tab_49_sum;
  reg                 core_tab_50_v;
  reg        [4:0]    core_tab_50_src;
  reg        [4:0]    core_tab_50_dst;
  reg        [15:0]   core_tab_50_sum;
  reg                 core_tab_51_v;
  reg        [4:0]    core_tab_51_src;
  reg        [4:0]    core_tab_51_dst;
  reg        [15:0]   core_tab_51_sum;
  reg                 core_tab_52_v;
  reg        [4:0]    core_tab_52_src;
  reg        [4:0]    core_tab_52_dst;
  reg        [15:0]   core_tab_52_sum;
  reg                 core_tab_53_v;
  reg        [4:0]    core_tab_53_src;
  reg        [4:0]    core_tab_53_dst;
  reg        [15:0]   core_tab_53_sum;
  reg                 core_tab_54_v;
  reg        [4:0]    core_tab_54_src;
  reg        [4:0]    core_tab_54_dst;
  reg        [15:0]   core_tab_54_sum;
  reg                 core_tab_55_v;
  reg        [4:0]    core_tab_55_src;
  reg        [4:0]    core_tab_55_dst;
  reg        [15:0]   core_tab_55_sum;
  reg                 core_tab_56_v;
  reg        [4:0]    core_tab_56_src;
  reg        [4:0]    core_tab_56_dst;
  reg        [15:0]   core_tab_56_sum;
  reg                 core_tab_57_v;
  reg        [4:0]    core_tab_57_src;
  reg        [4:0]    core_tab_57_dst;
  reg        [15:0]   core_tab_57_sum;
  reg                 core_tab_58_v;
  reg        [4:0]    core_tab_58_src;
  reg        [4:0]    core_tab_58_dst;
  reg        [15:0]   core_tab_58_sum;
  reg                 core_tab_59_v;
  reg        [4:0]    core_tab_59_src;
  reg        [4:0]    core_tab_59_dst;
  reg        [15:0]   core_tab_59_sum;
  reg                 core_tab_60_v;
  reg        [4:0]    core_tab_60_src;
  reg        [4:0]    core_tab_60_dst;
  reg        [15:0]   core_tab_60_sum;
  reg                 core_tab_61_v;
  reg        [4:0]    core_tab_61_src;
  reg        [4:0]    core_tab_61_dst;
  reg        [15:0]   core_tab_61_sum;
  reg                 core_tab_62_v;
  reg        [4:0]    core_tab_62_src;
  reg        [4:0]    core_tab_62_dst;
  reg        [15:0]   core_tab_62_sum;
  reg                 core_tab_63_v;
  reg        [4:0]    core_tab_63_src;
  reg        [4:0]    core_tab_63_dst;
  reg        [15:0]   core_tab_63_sum;
  wire                core_none_v;
  wire       [4:0]    core_none_src;
  wire       [4:0]    core_none_dst;
  wire       [15:0]   core_none_sum;
  reg        [1:0]    core_ph;
  reg                 core_startPend;
  reg        [1:0]    core_op;
  reg        [4:0]    core_opSrc;
  reg        [4:0]    core_opDst;
  reg        [16:0]   core_opDelta;
  reg                 core_hitAny;
  reg        [5:0]    core_hitIdx;
  reg                 core_evOverflow;
  reg                 core_evMiss;
  reg                 core_evSat;
  reg                 core_wrV;
  reg        [4:0]    core_wrSrc;
  reg        [4:0]    core_wrDst;
  reg        [15:0]   core_wrSum;
  wire                when_LpMepcEngine_l139;
  reg        [15:0]   core_oldSum;
  reg        [63:0]   core_hitRow;
  wire                when_LpMepcEngine_l153;
  wire                when_LpMepcEngine_l156;
  wire                _zz_core_hitAny;
  wire                _zz_core_hitAny_1;
  wire                _zz_core_hitAny_2;
  wire                _zz_core_hitAny_3;
  wire                _zz_core_hitAny_4;
  wire                _zz_core_hitAny_5;
  wire                _zz_core_hitAny_6;
  wire                _zz_core_hitAny_7;
  wire                _zz_core_hitAny_8;
  wire                _zz_core_hitAny_9;
  wire                _zz_core_hitAny_10;
  wire                _zz_core_hitAny_11;
  wire                _zz_core_hitAny_12;
  wire                _zz_core_hitAny_13;
  wire                _zz_core_hitAny_14;
  wire                _zz_core_hitAny_15;
  wire                _zz_core_hitAny_16;
  wire                _zz_core_hitAny_17;
  wire                _zz_core_hitAny_18;
  wire                _zz_core_hitAny_19;
  wire                _zz_core_hitAny_20;
  wire                _zz_core_hitAny_21;
  wire                _zz_core_hitAny_22;
  wire                _zz_core_hitAny_23;
  wire                _zz_core_hitAny_24;
  wire                _zz_core_hitAny_25;
  wire                _zz_core_hitAny_26;
  wire                _zz_core_hitAny_27;
  wire                _zz_core_hitAny_28;
  wire                _zz_core_hitAny_29;
  wire                _zz_core_hitAny_30;
  wire                _zz_core_hitAny_31;
  wire                _zz_core_hitAny_32;
  wire                _zz_core_hitAny_33;
  wire                _zz_core_hitAny_34;
  wire                _zz_core_hitAny_35;
  wire                _zz_core_hitAny_36;
  wire                _zz_core_hitAny_37;
  wire                _zz_core_hitAny_38;
  wire                _zz_core_hitAny_39;
  wire                _zz_core_hitAny_40;
  wire                _zz_core_hitAny_41;
  wire                _zz_core_hitAny_42;
  wire                _zz_core_hitAny_43;
  wire                _zz_core_hitAny_44;
  wire                _zz_core_hitAny_45;
  wire                _zz_core_hitAny_46;
  wire                _zz_core_hitAny_47;
  wire                _zz_core_hitAny_48;
  wire                _zz_core_hitAny_49;
  wire                _zz_core_hitAny_50;
  wire                _zz_core_hitAny_51;
  wire                _zz_core_hitAny_52;
  wire                _zz_core_hitAny_53;
  wire                _zz_core_hitAny_54;
  wire                _zz_core_hitAny_55;
  wire                _zz_core_hitAny_56;
  wire                _zz_core_hitAny_57;
  wire                _zz_core_hitAny_58;
  wire                _zz_core_hitAny_59;
  wire                _zz_core_hitAny_60;
  wire                _zz_core_hitAny_61;
  wire                _zz_core_hitAny_62;
  wire                _zz_core_hitAny_63;
  wire       [17:0]   core_wr_newRaw;
  wire                core_wr_newPos;
  wire                core_wr_newSat;
  wire       [15:0]   core_wr_newSum;
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
  wire                core_wr_ins;
  wire                core_wr_change;
  wire                core_wr_ent_v;
  wire       [4:0]    core_wr_ent_src;
  wire       [4:0]    core_wr_ent_dst;
  wire       [15:0]   core_wr_ent_sum;
  wire                core_wr_rest_0_v;
  wire       [4:0]    core_wr_rest_0_src;
  wire       [4:0]    core_wr_rest_0_dst;
  wire       [15:0]   core_wr_rest_0_sum;
  wire                core_wr_rest_1_v;
  wire       [4:0]    core_wr_rest_1_src;
  wire       [4:0]    core_wr_rest_1_dst;
  wire       [15:0]   core_wr_rest_1_sum;
  wire                core_wr_rest_2_v;
  wire       [4:0]    core_wr_rest_2_src;
  wire       [4:0]    core_wr_rest_2_dst;
  wire       [15:0]   core_wr_rest_2_sum;
  wire                core_wr_rest_3_v;
  wire       [4:0]    core_wr_rest_3_src;
  wire       [4:0]    core_wr_rest_3_dst;
  wire       [15:0]   core_wr_rest_3_sum;
  wire                core_wr_rest_4_v;
  wire       [4:0]    core_wr_rest_4_src;
  wire       [4:0]    core_wr_rest_4_dst;
  wire       [15:0]   core_wr_rest_4_sum;
  wire                core_wr_rest_5_v;
  wire       [4:0]    core_wr_rest_5_src;
  wire       [4:0]    core_wr_rest_5_dst;
  wire       [15:0]   core_wr_rest_5_sum;
  wire                core_wr_rest_6_v;
  wire       [4:0]    core_wr_rest_6_src;
  wire       [4:0]    core_wr_rest_6_dst;
  wire       [15:0]   core_wr_rest_6_sum;
  wire                core_wr_rest_7_v;
  wire       [4:0]    core_wr_rest_7_src;
  wire       [4:0]    core_wr_rest_7_dst;
  wire       [15:0]   core_wr_rest_7_sum;
  wire                core_wr_rest_8_v;
  wire       [4:0]    core_wr_rest_8_src;
  wire       [4:0]    core_wr_rest_8_dst;
  wire       [15:0]   core_wr_rest_8_sum;
  wire                core_wr_rest_9_v;
  wire       [4:0]    core_wr_rest_9_src;
  wire       [4:0]    core_wr_rest_9_dst;
  wire       [15:0]   core_wr_rest_9_sum;
  wire                core_wr_rest_10_v;
  wire       [4:0]    core_wr_rest_10_src;
  wire       [4:0]    core_wr_rest_10_dst;
  wire       [15:0]   core_wr_rest_10_sum;
  wire                core_wr_rest_11_v;
  wire       [4:0]    core_wr_rest_11_src;
  wire       [4:0]    core_wr_rest_11_dst;
  wire       [15:0]   core_wr_rest_11_sum;
  wire                core_wr_rest_12_v;
  wire       [4:0]    core_wr_rest_12_src;
  wire       [4:0]    core_wr_rest_12_dst;
  wire       [15:0]   core_wr_rest_12_sum;
  wire                core_wr_rest_13_v;
  wire       [4:0]    core_wr_rest_13_src;
  wire       [4:0]    core_wr_rest_13_dst;
  wire       [15:0]   core_wr_rest_13_sum;
  wire                core_wr_rest_14_v;
  wire       [4:0]    core_wr_rest_14_src;
  wire       [4:0]    core_wr_rest_14_dst;
  wire       [15:0]   core_wr_rest_14_sum;
  wire                core_wr_rest_15_v;
  wire       [4:0]    core_wr_rest_15_src;
  wire       [4:0]    core_wr_rest_15_dst;
  wire       [15:0]   core_wr_rest_15_sum;
  wire                core_wr_rest_16_v;
  wire       [4:0]    core_wr_rest_16_src;
  wire       [4:0]    core_wr_rest_16_dst;
  wire       [15:0]   core_wr_rest_16_sum;
  wire                core_wr_rest_17_v;
  wire       [4:0]    core_wr_rest_17_src;
  wire       [4:0]    core_wr_rest_17_dst;
  wire       [15:0]   core_wr_rest_17_sum;
  wire                core_wr_rest_18_v;
  wire       [4:0]    core_wr_rest_18_src;
  wire       [4:0]    core_wr_rest_18_dst;
  wire       [15:0]   core_wr_rest_18_sum;
  wire                core_wr_rest_19_v;
  wire       [4:0]    core_wr_rest_19_src;
  wire       [4:0]    core_wr_rest_19_dst;
  wire       [15:0]   core_wr_rest_19_sum;
  wire                core_wr_rest_20_v;
  wire       [4:0]    core_wr_rest_20_src;
  wire       [4:0]    core_wr_rest_20_dst;
  wire       [15:0]   core_wr_rest_20_sum;
  wire                core_wr_rest_21_v;
  wire       [4:0]    core_wr_rest_21_src;
  wire       [4:0]    core_wr_rest_21_dst;
  wire       [15:0]   core_wr_rest_21_sum;
  wire                core_wr_rest_22_v;
  wire       [4:0]    core_wr_rest_22_src;
  wire       [4:0]    core_wr_rest_22_dst;
  wire       [15:0]   core_wr_rest_22_sum;
  wire                core_wr_rest_23_v;
  wire       [4:0]    core_wr_rest_23_src;
  wire       [4:0]    core_wr_rest_23_dst;
  wire       [15:0]   core_wr_rest_23_sum;
  wire                core_wr_rest_24_v;
  wire       [4:0]    core_wr_rest_24_src;
  wire       [4:0]    core_wr_rest_24_dst;
  wire       [15:0]   core_wr_rest_24_sum;
  wire                core_wr_rest_25_v;
  wire       [4:0]    core_wr_rest_25_src;
  wire       [4:0]    core_wr_rest_25_dst;
  wire       [15:0]   core_wr_rest_25_sum;
  wire                core_wr_rest_26_v;
  wire       [4:0]    core_wr_rest_26_src;
  wire       [4:0]    core_wr_rest_26_dst;
  wire       [15:0]   core_wr_rest_26_sum;
  wire                core_wr_rest_27_v;
  wire       [4:0]    core_wr_rest_27_src;
  wire       [4:0]    core_wr_rest_27_dst;
  wire       [15:0]   core_wr_rest_27_sum;
  wire                core_wr_rest_28_v;
  wire       [4:0]    core_wr_rest_28_src;
  wire       [4:0]    core_wr_rest_28_dst;
  wire       [15:0]   core_wr_rest_28_sum;
  wire                core_wr_rest_29_v;
  wire       [4:0]    core_wr_rest_29_src;
  wire       [4:0]    core_wr_rest_29_dst;
  wire       [15:0]   core_wr_rest_29_sum;
  wire                core_wr_rest_30_v;
  wire       [4:0]    core_wr_rest_30_src;
  wire       [4:0]    core_wr_rest_30_dst;
  wire       [15:0]   core_wr_rest_30_sum;
  wire                core_wr_rest_31_v;
  wire       [4:0]    core_wr_rest_31_src;
  wire       [4:0]    core_wr_rest_31_dst;
  wire       [15:0]   core_wr_rest_31_sum;
  wire                core_wr_rest_32_v;
  wire       [4:0]    core_wr_rest_32_src;
  wire       [4:0]    core_wr_rest_32_dst;
  wire       [15:0]   core_wr_rest_32_sum;
  wire                core_wr_rest_33_v;
  wire       [4:0]    core_wr_rest_33_src;
  wire       [4:0]    core_wr_rest_33_dst;
  wire       [15:0]   core_wr_rest_33_sum;
  wire                core_wr_rest_34_v;
  wire       [4:0]    core_wr_rest_34_src;
  wire       [4:0]    core_wr_rest_34_dst;
  wire       [15:0]   core_wr_rest_34_sum;
  wire                core_wr_rest_35_v;
  wire       [4:0]    core_wr_rest_35_src;
  wire       [4:0]    core_wr_rest_35_dst;
  wire       [15:0]   core_wr_rest_35_sum;
  wire                core_wr_rest_36_v;
  wire       [4:0]    core_wr_rest_36_src;
  wire       [4:0]    core_wr_rest_36_dst;
  wire       [15:0]   core_wr_rest_36_sum;
  wire                core_wr_rest_37_v;
  wire       [4:0]    core_wr_rest_37_src;
  wire       [4:0]    core_wr_rest_37_dst;
  wire       [15:0]   core_wr_rest_37_sum;
  wire                core_wr_rest_38_v;
  wire       [4:0]    core_wr_rest_38_src;
  wire       [4:0]    core_wr_rest_38_dst;
  wire       [15:0]   core_wr_rest_38_sum;
  wire                core_wr_rest_39_v;
  wire       [4:0]    core_wr_rest_39_src;
  wire       [4:0]    core_wr_rest_39_dst;
  wire       [15:0]   core_wr_rest_39_sum;
  wire                core_wr_rest_40_v;
  wire       [4:0]    core_wr_rest_40_src;
  wire       [4:0]    core_wr_rest_40_dst;
  wire       [15:0]   core_wr_rest_40_sum;
  wire                core_wr_rest_41_v;
  wire       [4:0]    core_wr_rest_41_src;
  wire       [4:0]    core_wr_rest_41_dst;
  wire       [15:0]   core_wr_rest_41_sum;
  wire                core_wr_rest_42_v;
  wire       [4:0]    core_wr_rest_42_src;
  wire       [4:0]    core_wr_rest_42_dst;
  wire       [15:0]   core_wr_rest_42_sum;
  wire                core_wr_rest_43_v;
  wire       [4:0]    core_wr_rest_43_src;
  wire       [4:0]    core_wr_rest_43_dst;
  wire       [15:0]   core_wr_rest_43_sum;
  wire                core_wr_rest_44_v;
  wire       [4:0]    core_wr_rest_44_src;
  wire       [4:0]    core_wr_rest_44_dst;
  wire       [15:0]   core_wr_rest_44_sum;
  wire                core_wr_rest_45_v;
  wire       [4:0]    core_wr_rest_45_src;
  wire       [4:0]    core_wr_rest_45_dst;
  wire       [15:0]   core_wr_rest_45_sum;
  wire                core_wr_rest_46_v;
  wire       [4:0]    core_wr_rest_46_src;
  wire       [4:0]    core_wr_rest_46_dst;
  wire       [15:0]   core_wr_rest_46_sum;
  wire                core_wr_rest_47_v;
  wire       [4:0]    core_wr_rest_47_src;
  wire       [4:0]    core_wr_rest_47_dst;
  wire       [15:0]   core_wr_rest_47_sum;
  wire                core_wr_rest_48_v;
  wire       [4:0]    core_wr_rest_48_src;
  wire       [4:0]    core_wr_rest_48_dst;
  wire       [15:0]   core_wr_rest_48_sum;
  wire                core_wr_rest_49_v;
  wire       [4:0]    core_wr_rest_49_src;
  wire       [4:0]    core_wr_rest_49_dst;
  wire       [15:0]   core_wr_rest_49_sum;
  wire                core_wr_rest_50_v;
  wire       [4:0]    core_wr_rest_50_src;
  wire       [4:0]    core_wr_rest_50_dst;
  wire       [15:0]   core_wr_rest_50_sum;
  wire                core_wr_rest_51_v;
  wire       [4:0]    core_wr_rest_51_src;
  wire       [4:0]    core_wr_rest_51_dst;
  wire       [15:0]   core_wr_rest_51_sum;
  wire                core_wr_rest_52_v;
  wire       [4:0]    core_wr_rest_52_src;
  wire       [4:0]    core_wr_rest_52_dst;
  wire       [15:0]   core_wr_rest_52_sum;
  wire                core_wr_rest_53_v;
  wire       [4:0]    core_wr_rest_53_src;
  wire       [4:0]    core_wr_rest_53_dst;
  wire       [15:0]   core_wr_rest_53_sum;
  wire                core_wr_rest_54_v;
  wire       [4:0]    core_wr_rest_54_src;
  wire       [4:0]    core_wr_rest_54_dst;
  wire       [15:0]   core_wr_rest_54_sum;
  wire                core_wr_rest_55_v;
  wire       [4:0]    core_wr_rest_55_src;
  wire       [4:0]    core_wr_rest_55_dst;
  wire       [15:0]   core_wr_rest_55_sum;
  wire                core_wr_rest_56_v;
  wire       [4:0]    core_wr_rest_56_src;
  wire       [4:0]    core_wr_rest_56_dst;
  wire       [15:0]   core_wr_rest_56_sum;
  wire                core_wr_rest_57_v;
  wire       [4:0]    core_wr_rest_57_src;
  wire       [4:0]    core_wr_rest_57_dst;
  wire       [15:0]   core_wr_rest_57_sum;
  wire                core_wr_rest_58_v;
  wire       [4:0]    core_wr_rest_58_src;
  wire       [4:0]    core_wr_rest_58_dst;
  wire       [15:0]   core_wr_rest_58_sum;
  wire                core_wr_rest_59_v;
  wire       [4:0]    core_wr_rest_59_src;
  wire       [4:0]    core_wr_rest_59_dst;
  wire       [15:0]   core_wr_rest_59_sum;
  wire                core_wr_rest_60_v;
  wire       [4:0]    core_wr_rest_60_src;
  wire       [4:0]    core_wr_rest_60_dst;
  wire       [15:0]   core_wr_rest_60_sum;
  wire                core_wr_rest_61_v;
  wire       [4:0]    core_wr_rest_61_src;
  wire       [4:0]    core_wr_rest_61_dst;
  wire       [15:0]   core_wr_rest_61_sum;
  wire                core_wr_rest_62_v;
  wire       [4:0]    core_wr_rest_62_src;
  wire       [4:0]    core_wr_rest_62_dst;
  wire       [15:0]   core_wr_rest_62_sum;
  wire                core_wr_rest_63_v;
  wire       [4:0]    core_wr_rest_63_src;
  wire       [4:0]    core_wr_rest_63_dst;
  wire       [15:0]   core_wr_rest_63_sum;
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
  wire                when_LpMepcEngine_l186;
  wire                when_LpMepcEngine_l197;
  wire                when_LpMepcEngine_l199;
  wire                when_LpMepcEngine_l197_1;
  wire                when_LpMepcEngine_l197_2;
  wire                when_LpMepcEngine_l197_3;
  wire                when_LpMepcEngine_l197_4;
  wire                when_LpMepcEngine_l197_5;
  wire                when_LpMepcEngine_l197_6;
  wire                when_LpMepcEngine_l197_7;
  wire                when_LpMepcEngine_l197_8;
  wire                when_LpMepcEngine_l197_9;
  wire                when_LpMepcEngine_l197_10;
  wire                when_LpMepcEngine_l197_11;
  wire                when_LpMepcEngine_l197_12;
  wire                when_LpMepcEngine_l197_13;
  wire                when_LpMepcEngine_l197_14;
  wire                when_LpMepcEngine_l197_15;
  wire                when_LpMepcEngine_l197_16;
  wire                when_LpMepcEngine_l197_17;
  wire                when_LpMepcEngine_l197_18;
  wire                when_LpMepcEngine_l197_19;
  wire                when_LpMepcEngine_l197_20;
  wire                when_LpMepcEngine_l197_21;
  wire                when_LpMepcEngine_l197_22;
  wire                when_LpMepcEngine_l197_23;
  wire                when_LpMepcEngine_l197_24;
  wire                when_LpMepcEngine_l197_25;
  wire                when_LpMepcEngine_l197_26;
  wire                when_LpMepcEngine_l197_27;
  wire                when_LpMepcEngine_l197_28;
  wire                when_LpMepcEngine_l197_29;
  wire                when_LpMepcEngine_l197_30;
  wire                when_LpMepcEngine_l197_31;
  wire                when_LpMepcEngine_l197_32;
  wire                when_LpMepcEngine_l197_33;
  wire                when_LpMepcEngine_l197_34;
  wire                when_LpMepcEngine_l197_35;
  wire                when_LpMepcEngine_l197_36;
  wire                when_LpMepcEngine_l197_37;
  wire                when_LpMepcEngine_l197_38;
  wire                when_LpMepcEngine_l197_39;
  wire                when_LpMepcEngine_l197_40;
  wire                when_LpMepcEngine_l197_41;
  wire                when_LpMepcEngine_l197_42;
  wire                when_LpMepcEngine_l197_43;
  wire                when_LpMepcEngine_l197_44;
  wire                when_LpMepcEngine_l197_45;
  wire                when_LpMepcEngine_l197_46;
  wire                when_LpMepcEngine_l197_47;
  wire                when_LpMepcEngine_l197_48;
  wire                when_LpMepcEngine_l197_49;
  wire                when_LpMepcEngine_l197_50;
  wire                when_LpMepcEngine_l197_51;
  wire                when_LpMepcEngine_l197_52;
  wire                when_LpMepcEngine_l197_53;
  wire                when_LpMepcEngine_l197_54;
  wire                when_LpMepcEngine_l197_55;
  wire                when_LpMepcEngine_l197_56;
  wire                when_LpMepcEngine_l197_57;
  wire                when_LpMepcEngine_l197_58;
  wire                when_LpMepcEngine_l197_59;
  wire                when_LpMepcEngine_l197_60;
  wire                when_LpMepcEngine_l197_61;
  wire                when_LpMepcEngine_l197_62;
  wire                when_LpMepcEngine_l197_63;
  reg        [6:0]    core_cnt;
  wire       [6:0]    _zz_core_cnt;
  wire       [6:0]    _zz_core_cnt_1;
  wire       [6:0]    _zz_core_cnt_2;
  wire       [6:0]    _zz_core_cnt_3;
  wire       [6:0]    _zz_core_cnt_4;
  wire       [6:0]    _zz_core_cnt_5;
  wire       [6:0]    _zz_core_cnt_6;
  wire       [6:0]    _zz_core_cnt_7;
  reg                 core_tabRd_v;
  reg        [4:0]    core_tabRd_src;
  reg        [4:0]    core_tabRd_dst;
  reg        [15:0]   core_tabRd_sum;
  reg        [31:0]   core_freeS;
  reg        [31:0]   core_freeD;
  reg        [31:0]   core_mSv;
  reg        [31:0]   core_mDv;
  reg        [4:0]    core_mS_0;
  reg        [4:0]    core_mS_1;
  reg        [4:0]    core_mS_2;
  reg        [4:0]    core_mS_3;
  reg        [4:0]    core_mS_4;
  reg        [4:0]    core_mS_5;
  reg        [4:0]    core_mS_6;
  reg        [4:0]    core_mS_7;
  reg        [4:0]    core_mS_8;
  reg        [4:0]    core_mS_9;
  reg        [4:0]    core_mS_10;
  reg        [4:0]    core_mS_11;
  reg        [4:0]    core_mS_12;
  reg        [4:0]    core_mS_13;
  reg        [4:0]    core_mS_14;
  reg        [4:0]    core_mS_15;
  reg        [4:0]    core_mS_16;
  reg        [4:0]    core_mS_17;
  reg        [4:0]    core_mS_18;
  reg        [4:0]    core_mS_19;
  reg        [4:0]    core_mS_20;
  reg        [4:0]    core_mS_21;
  reg        [4:0]    core_mS_22;
  reg        [4:0]    core_mS_23;
  reg        [4:0]    core_mS_24;
  reg        [4:0]    core_mS_25;
  reg        [4:0]    core_mS_26;
  reg        [4:0]    core_mS_27;
  reg        [4:0]    core_mS_28;
  reg        [4:0]    core_mS_29;
  reg        [4:0]    core_mS_30;
  reg        [4:0]    core_mS_31;
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
  reg        [31:0]   core_aSv;
  reg        [31:0]   core_oS;
  reg        [31:0]   core_oD;
  reg        [4:0]    core_aSx_0;
  reg        [4:0]    core_aSx_1;
  reg        [4:0]    core_aSx_2;
  reg        [4:0]    core_aSx_3;
  reg        [4:0]    core_aSx_4;
  reg        [4:0]    core_aSx_5;
  reg        [4:0]    core_aSx_6;
  reg        [4:0]    core_aSx_7;
  reg        [4:0]    core_aSx_8;
  reg        [4:0]    core_aSx_9;
  reg        [4:0]    core_aSx_10;
  reg        [4:0]    core_aSx_11;
  reg        [4:0]    core_aSx_12;
  reg        [4:0]    core_aSx_13;
  reg        [4:0]    core_aSx_14;
  reg        [4:0]    core_aSx_15;
  reg        [4:0]    core_aSx_16;
  reg        [4:0]    core_aSx_17;
  reg        [4:0]    core_aSx_18;
  reg        [4:0]    core_aSx_19;
  reg        [4:0]    core_aSx_20;
  reg        [4:0]    core_aSx_21;
  reg        [4:0]    core_aSx_22;
  reg        [4:0]    core_aSx_23;
  reg        [4:0]    core_aSx_24;
  reg        [4:0]    core_aSx_25;
  reg        [4:0]    core_aSx_26;
  reg        [4:0]    core_aSx_27;
  reg        [4:0]    core_aSx_28;
  reg        [4:0]    core_aSx_29;
  reg        [4:0]    core_aSx_30;
  reg        [4:0]    core_aSx_31;
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
  reg        [31:0]   core_aDv;
  reg        [4:0]    core_aDy_0;
  reg        [4:0]    core_aDy_1;
  reg        [4:0]    core_aDy_2;
  reg        [4:0]    core_aDy_3;
  reg        [4:0]    core_aDy_4;
  reg        [4:0]    core_aDy_5;
  reg        [4:0]    core_aDy_6;
  reg        [4:0]    core_aDy_7;
  reg        [4:0]    core_aDy_8;
  reg        [4:0]    core_aDy_9;
  reg        [4:0]    core_aDy_10;
  reg        [4:0]    core_aDy_11;
  reg        [4:0]    core_aDy_12;
  reg        [4:0]    core_aDy_13;
  reg        [4:0]    core_aDy_14;
  reg        [4:0]    core_aDy_15;
  reg        [4:0]    core_aDy_16;
  reg        [4:0]    core_aDy_17;
  reg        [4:0]    core_aDy_18;
  reg        [4:0]    core_aDy_19;
  reg        [4:0]    core_aDy_20;
  reg        [4:0]    core_aDy_21;
  reg        [4:0]    core_aDy_22;
  reg        [4:0]    core_aDy_23;
  reg        [4:0]    core_aDy_24;
  reg        [4:0]    core_aDy_25;
  reg        [4:0]    core_aDy_26;
  reg        [4:0]    core_aDy_27;
  reg        [4:0]    core_aDy_28;
  reg        [4:0]    core_aDy_29;
  reg        [4:0]    core_aDy_30;
  reg        [4:0]    core_aDy_31;
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
  reg        [20:0]   core_total;
  reg        [5:0]    core_count;
  reg        [15:0]   core_cyc;
  reg        [15:0]   core_lastCyc;
  reg                 core_doneR;
  reg        [6:0]    core_rdPtr;
  reg                 core_e0_0_v;
  reg        [4:0]    core_e0_0_src;
  reg        [4:0]    core_e0_0_dst;
  reg        [15:0]   core_e0_0_sum;
  reg                 core_e0_1_v;
  reg        [4:0]    core_e0_1_src;
  reg        [4:0]    core_e0_1_dst;
  reg        [15:0]   core_e0_1_sum;
  reg                 core_e0_2_v;
  reg        [4:0]    core_e0_2_src;
  reg        [4:0]    core_e0_2_dst;
  reg        [15:0]   core_e0_2_sum;
  reg                 core_e0_3_v;
  reg        [4:0]    core_e0_3_src;
  reg        [4:0]    core_e0_3_dst;
  reg        [15:0]   core_e0_3_sum;
  reg                 core_pv0;
  reg                 core_pv;
  reg                 core_l_0_v;
  reg        [4:0]    core_l_0_src;
  reg        [4:0]    core_l_0_dst;
  reg        [15:0]   core_l_0_sum;
  reg                 core_l_1_v;
  reg        [4:0]    core_l_1_src;
  reg        [4:0]    core_l_1_dst;
  reg        [15:0]   core_l_1_sum;
  reg                 core_l_2_v;
  reg        [4:0]    core_l_2_src;
  reg        [4:0]    core_l_2_dst;
  reg        [15:0]   core_l_2_sum;
  reg                 core_l_3_v;
  reg        [4:0]    core_l_3_src;
  reg        [4:0]    core_l_3_dst;
  reg        [15:0]   core_l_3_sum;
  reg        [31:0]   core_lS_0;
  reg        [31:0]   core_lS_1;
  reg        [31:0]   core_lS_2;
  reg        [31:0]   core_lS_3;
  reg        [31:0]   core_lD_0;
  reg        [31:0]   core_lD_1;
  reg        [31:0]   core_lD_2;
  reg        [31:0]   core_lD_3;
  reg                 core_sEq_0_0;
  reg                 core_sEq_0_1;
  reg                 core_sEq_0_2;
  reg                 core_sEq_0_3;
  reg                 core_sEq_1_0;
  reg                 core_sEq_1_1;
  reg                 core_sEq_1_2;
  reg                 core_sEq_1_3;
  reg                 core_sEq_2_0;
  reg                 core_sEq_2_1;
  reg                 core_sEq_2_2;
  reg                 core_sEq_2_3;
  reg                 core_sEq_3_0;
  reg                 core_sEq_3_1;
  reg                 core_sEq_3_2;
  reg                 core_sEq_3_3;
  reg                 core_dEq_0_0;
  reg                 core_dEq_0_1;
  reg                 core_dEq_0_2;
  reg                 core_dEq_0_3;
  reg                 core_dEq_1_0;
  reg                 core_dEq_1_1;
  reg                 core_dEq_1_2;
  reg                 core_dEq_1_3;
  reg                 core_dEq_2_0;
  reg                 core_dEq_2_1;
  reg                 core_dEq_2_2;
  reg                 core_dEq_2_3;
  reg                 core_dEq_3_0;
  reg                 core_dEq_3_1;
  reg                 core_dEq_3_2;
  reg                 core_dEq_3_3;
  reg                 core_rFs_0;
  reg                 core_rFs_1;
  reg                 core_rFs_2;
  reg                 core_rFs_3;
  reg                 core_rFd_0;
  reg                 core_rFd_1;
  reg                 core_rFd_2;
  reg                 core_rFd_3;
  reg                 core_rOs_0;
  reg                 core_rOs_1;
  reg                 core_rOs_2;
  reg                 core_rOs_3;
  reg                 core_rOd_0;
  reg                 core_rOd_1;
  reg                 core_rOd_2;
  reg                 core_rOd_3;
  reg                 core_pSEq_0_0;
  reg                 core_pSEq_0_1;
  reg                 core_pSEq_0_2;
  reg                 core_pSEq_0_3;
  reg                 core_pSEq_1_0;
  reg                 core_pSEq_1_1;
  reg                 core_pSEq_1_2;
  reg                 core_pSEq_1_3;
  reg                 core_pSEq_2_0;
  reg                 core_pSEq_2_1;
  reg                 core_pSEq_2_2;
  reg                 core_pSEq_2_3;
  reg                 core_pSEq_3_0;
  reg                 core_pSEq_3_1;
  reg                 core_pSEq_3_2;
  reg                 core_pSEq_3_3;
  reg                 core_pDEq_0_0;
  reg                 core_pDEq_0_1;
  reg                 core_pDEq_0_2;
  reg                 core_pDEq_0_3;
  reg                 core_pDEq_1_0;
  reg                 core_pDEq_1_1;
  reg                 core_pDEq_1_2;
  reg                 core_pDEq_1_3;
  reg                 core_pDEq_2_0;
  reg                 core_pDEq_2_1;
  reg                 core_pDEq_2_2;
  reg                 core_pDEq_2_3;
  reg                 core_pDEq_3_0;
  reg                 core_pDEq_3_1;
  reg                 core_pDEq_3_2;
  reg                 core_pDEq_3_3;
  wire                core_rdEnd;
  wire       [3:0]    core_rdGrp;
  wire                core_scanning;
  reg                 core_q1;
  reg                 core_p2;
  reg                 core_r3;
  wire                when_LpMepcEngine_l286;
  wire                when_LpMepcEngine_l307;
  wire                when_LpMepcEngine_l311;
  wire                when_LpMepcEngine_l339;
  wire                when_LpMepcEngine_l341;
  reg        [3:0]    core_g_gTake;
  wire                core_g_fs_0;
  wire                core_g_fs_1;
  wire                core_g_fs_2;
  wire                core_g_fs_3;
  wire                core_g_fd_0;
  wire                core_g_fd_1;
  wire                core_g_fd_2;
  wire                core_g_fd_3;
  wire                core_g_take_0;
  wire                core_g_take_1;
  wire                core_g_take_2;
  wire                core_g_take_3;
  wire                core_g_on;
  reg        [31:0]   core_g_gS_0;
  reg        [31:0]   core_g_gS_1;
  reg        [31:0]   core_g_gS_2;
  reg        [31:0]   core_g_gS_3;
  reg        [31:0]   core_g_gD_0;
  reg        [31:0]   core_g_gD_1;
  reg        [31:0]   core_g_gD_2;
  reg        [31:0]   core_g_gD_3;
  reg        [4:0]    core_g_gDst_0;
  reg        [4:0]    core_g_gDst_1;
  reg        [4:0]    core_g_gDst_2;
  reg        [4:0]    core_g_gDst_3;
  reg        [15:0]   core_g_gW_0;
  reg        [15:0]   core_g_gW_1;
  reg        [15:0]   core_g_gW_2;
  reg        [15:0]   core_g_gW_3;
  wire                when_LpMepcEngine_l382;
  wire                when_LpMepcEngine_l383;
  wire                when_LpMepcEngine_l382_1;
  wire                when_LpMepcEngine_l383_1;
  wire                when_LpMepcEngine_l382_2;
  wire                when_LpMepcEngine_l383_2;
  wire                when_LpMepcEngine_l382_3;
  wire                when_LpMepcEngine_l383_3;
  wire                when_LpMepcEngine_l382_4;
  wire                when_LpMepcEngine_l383_4;
  wire                when_LpMepcEngine_l382_5;
  wire                when_LpMepcEngine_l383_5;
  wire                when_LpMepcEngine_l382_6;
  wire                when_LpMepcEngine_l383_6;
  wire                when_LpMepcEngine_l382_7;
  wire                when_LpMepcEngine_l383_7;
  wire                when_LpMepcEngine_l382_8;
  wire                when_LpMepcEngine_l383_8;
  wire                when_LpMepcEngine_l382_9;
  wire                when_LpMepcEngine_l383_9;
  wire                when_LpMepcEngine_l382_10;
  wire                when_LpMepcEngine_l383_10;
  wire                when_LpMepcEngine_l382_11;
  wire                when_LpMepcEngine_l383_11;
  wire                when_LpMepcEngine_l382_12;
  wire                when_LpMepcEngine_l383_12;
  wire                when_LpMepcEngine_l382_13;
  wire                when_LpMepcEngine_l383_13;
  wire                when_LpMepcEngine_l382_14;
  wire                when_LpMepcEngine_l383_14;
  wire                when_LpMepcEngine_l382_15;
  wire                when_LpMepcEngine_l383_15;
  wire                when_LpMepcEngine_l382_16;
  wire                when_LpMepcEngine_l383_16;
  wire                when_LpMepcEngine_l382_17;
  wire                when_LpMepcEngine_l383_17;
  wire                when_LpMepcEngine_l382_18;
  wire                when_LpMepcEngine_l383_18;
  wire                when_LpMepcEngine_l382_19;
  wire                when_LpMepcEngine_l383_19;
  wire                when_LpMepcEngine_l382_20;
  wire                when_LpMepcEngine_l383_20;
  wire                when_LpMepcEngine_l382_21;
  wire                when_LpMepcEngine_l383_21;
  wire                when_LpMepcEngine_l382_22;
  wire                when_LpMepcEngine_l383_22;
  wire                when_LpMepcEngine_l382_23;
  wire                when_LpMepcEngine_l383_23;
  wire                when_LpMepcEngine_l382_24;
  wire                when_LpMepcEngine_l383_24;
  wire                when_LpMepcEngine_l382_25;
  wire                when_LpMepcEngine_l383_25;
  wire                when_LpMepcEngine_l382_26;
  wire                when_LpMepcEngine_l383_26;
  wire                when_LpMepcEngine_l382_27;
  wire                when_LpMepcEngine_l383_27;
  wire                when_LpMepcEngine_l382_28;
  wire                when_LpMepcEngine_l383_28;
  wire                when_LpMepcEngine_l382_29;
  wire                when_LpMepcEngine_l383_29;
  wire                when_LpMepcEngine_l382_30;
  wire                when_LpMepcEngine_l383_30;
  wire                when_LpMepcEngine_l382_31;
  wire                when_LpMepcEngine_l383_31;
  wire                _zz_core_mS_0;
  wire                _zz_core_mS_0_1;
  wire                _zz_core_mS_0_2;
  wire                _zz_core_mS_0_3;
  wire                when_LpMepcEngine_l391;
  wire                when_LpMepcEngine_l397;
  wire                _zz_core_mS_1;
  wire                _zz_core_mS_1_1;
  wire                _zz_core_mS_1_2;
  wire                _zz_core_mS_1_3;
  wire                when_LpMepcEngine_l391_1;
  wire                when_LpMepcEngine_l397_1;
  wire                _zz_core_mS_2;
  wire                _zz_core_mS_2_1;
  wire                _zz_core_mS_2_2;
  wire                _zz_core_mS_2_3;
  wire                when_LpMepcEngine_l391_2;
  wire                when_LpMepcEngine_l397_2;
  wire                _zz_core_mS_3;
  wire                _zz_core_mS_3_1;
  wire                _zz_core_mS_3_2;
  wire                _zz_core_mS_3_3;
  wire                when_LpMepcEngine_l391_3;
  wire                when_LpMepcEngine_l397_3;
  wire                _zz_core_mS_4;
  wire                _zz_core_mS_4_1;
  wire                _zz_core_mS_4_2;
  wire                _zz_core_mS_4_3;
  wire                when_LpMepcEngine_l391_4;
  wire                when_LpMepcEngine_l397_4;
  wire                _zz_core_mS_5;
  wire                _zz_core_mS_5_1;
  wire                _zz_core_mS_5_2;
  wire                _zz_core_mS_5_3;
  wire                when_LpMepcEngine_l391_5;
  wire                when_LpMepcEngine_l397_5;
  wire                _zz_core_mS_6;
  wire                _zz_core_mS_6_1;
  wire                _zz_core_mS_6_2;
  wire                _zz_core_mS_6_3;
  wire                when_LpMepcEngine_l391_6;
  wire                when_LpMepcEngine_l397_6;
  wire                _zz_core_mS_7;
  wire                _zz_core_mS_7_1;
  wire                _zz_core_mS_7_2;
  wire                _zz_core_mS_7_3;
  wire                when_LpMepcEngine_l391_7;
  wire                when_LpMepcEngine_l397_7;
  wire                _zz_core_mS_8;
  wire                _zz_core_mS_8_1;
  wire                _zz_core_mS_8_2;
  wire                _zz_core_mS_8_3;
  wire                when_LpMepcEngine_l391_8;
  wire                when_LpMepcEngine_l397_8;
  wire                _zz_core_mS_9;
  wire                _zz_core_mS_9_1;
  wire                _zz_core_mS_9_2;
  wire                _zz_core_mS_9_3;
  wire                when_LpMepcEngine_l391_9;
  wire                when_LpMepcEngine_l397_9;
  wire                _zz_core_mS_10;
  wire                _zz_core_mS_10_1;
  wire                _zz_core_mS_10_2;
  wire                _zz_core_mS_10_3;
  wire                when_LpMepcEngine_l391_10;
  wire                when_LpMepcEngine_l397_10;
  wire                _zz_core_mS_11;
  wire                _zz_core_mS_11_1;
  wire                _zz_core_mS_11_2;
  wire                _zz_core_mS_11_3;
  wire                when_LpMepcEngine_l391_11;
  wire                when_LpMepcEngine_l397_11;
  wire                _zz_core_mS_12;
  wire                _zz_core_mS_12_1;
  wire                _zz_core_mS_12_2;
  wire                _zz_core_mS_12_3;
  wire                when_LpMepcEngine_l391_12;
  wire                when_LpMepcEngine_l397_12;
  wire                _zz_core_mS_13;
  wire                _zz_core_mS_13_1;
  wire                _zz_core_mS_13_2;
  wire                _zz_core_mS_13_3;
  wire                when_LpMepcEngine_l391_13;
  wire                when_LpMepcEngine_l397_13;
  wire                _zz_core_mS_14;
  wire                _zz_core_mS_14_1;
  wire                _zz_core_mS_14_2;
  wire                _zz_core_mS_14_3;
  wire                when_LpMepcEngine_l391_14;
  wire                when_LpMepcEngine_l397_14;
  wire                _zz_core_mS_15;
  wire                _zz_core_mS_15_1;
  wire                _zz_core_mS_15_2;
  wire                _zz_core_mS_15_3;
  wire                when_LpMepcEngine_l391_15;
  wire                when_LpMepcEngine_l397_15;
  wire                _zz_core_mS_16;
  wire                _zz_core_mS_16_1;
  wire                _zz_core_mS_16_2;
  wire                _zz_core_mS_16_3;
  wire                when_LpMepcEngine_l391_16;
  wire                when_LpMepcEngine_l397_16;
  wire                _zz_core_mS_17;
  wire                _zz_core_mS_17_1;
  wire                _zz_core_mS_17_2;
  wire                _zz_core_mS_17_3;
  wire                when_LpMepcEngine_l391_17;
  wire                when_LpMepcEngine_l397_17;
  wire                _zz_core_mS_18;
  wire                _zz_core_mS_18_1;
  wire                _zz_core_mS_18_2;
  wire                _zz_core_mS_18_3;
  wire                when_LpMepcEngine_l391_18;
  wire                when_LpMepcEngine_l397_18;
  wire                _zz_core_mS_19;
  wire                _zz_core_mS_19_1;
  wire                _zz_core_mS_19_2;
  wire                _zz_core_mS_19_3;
  wire                when_LpMepcEngine_l391_19;
  wire                when_LpMepcEngine_l397_19;
  wire                _zz_core_mS_20;
  wire                _zz_core_mS_20_1;
  wire                _zz_core_mS_20_2;
  wire                _zz_core_mS_20_3;
  wire                when_LpMepcEngine_l391_20;
  wire                when_LpMepcEngine_l397_20;
  wire                _zz_core_mS_21;
  wire                _zz_core_mS_21_1;
  wire                _zz_core_mS_21_2;
  wire                _zz_core_mS_21_3;
  wire                when_LpMepcEngine_l391_21;
  wire                when_LpMepcEngine_l397_21;
  wire                _zz_core_mS_22;
  wire                _zz_core_mS_22_1;
  wire                _zz_core_mS_22_2;
  wire                _zz_core_mS_22_3;
  wire                when_LpMepcEngine_l391_22;
  wire                when_LpMepcEngine_l397_22;
  wire                _zz_core_mS_23;
  wire                _zz_core_mS_23_1;
  wire                _zz_core_mS_23_2;
  wire                _zz_core_mS_23_3;
  wire                when_LpMepcEngine_l391_23;
  wire                when_LpMepcEngine_l397_23;
  wire                _zz_core_mS_24;
  wire                _zz_core_mS_24_1;
  wire                _zz_core_mS_24_2;
  wire                _zz_core_mS_24_3;
  wire                when_LpMepcEngine_l391_24;
  wire                when_LpMepcEngine_l397_24;
  wire                _zz_core_mS_25;
  wire                _zz_core_mS_25_1;
  wire                _zz_core_mS_25_2;
  wire                _zz_core_mS_25_3;
  wire                when_LpMepcEngine_l391_25;
  wire                when_LpMepcEngine_l397_25;
  wire                _zz_core_mS_26;
  wire                _zz_core_mS_26_1;
  wire                _zz_core_mS_26_2;
  wire                _zz_core_mS_26_3;
  wire                when_LpMepcEngine_l391_26;
  wire                when_LpMepcEngine_l397_26;
  wire                _zz_core_mS_27;
  wire                _zz_core_mS_27_1;
  wire                _zz_core_mS_27_2;
  wire                _zz_core_mS_27_3;
  wire                when_LpMepcEngine_l391_27;
  wire                when_LpMepcEngine_l397_27;
  wire                _zz_core_mS_28;
  wire                _zz_core_mS_28_1;
  wire                _zz_core_mS_28_2;
  wire                _zz_core_mS_28_3;
  wire                when_LpMepcEngine_l391_28;
  wire                when_LpMepcEngine_l397_28;
  wire                _zz_core_mS_29;
  wire                _zz_core_mS_29_1;
  wire                _zz_core_mS_29_2;
  wire                _zz_core_mS_29_3;
  wire                when_LpMepcEngine_l391_29;
  wire                when_LpMepcEngine_l397_29;
  wire                _zz_core_mS_30;
  wire                _zz_core_mS_30_1;
  wire                _zz_core_mS_30_2;
  wire                _zz_core_mS_30_3;
  wire                when_LpMepcEngine_l391_30;
  wire                when_LpMepcEngine_l397_30;
  wire                _zz_core_mS_31;
  wire                _zz_core_mS_31_1;
  wire                _zz_core_mS_31_2;
  wire                _zz_core_mS_31_3;
  wire                when_LpMepcEngine_l391_31;
  wire                when_LpMepcEngine_l397_31;
  reg        [3:0]    core_au_pCs;
  reg        [3:0]    core_au_pCd;
  wire                core_au_os_0;
  wire                core_au_os_1;
  wire                core_au_os_2;
  wire                core_au_os_3;
  wire                core_au_od_0;
  wire                core_au_od_1;
  wire                core_au_od_2;
  wire                core_au_od_3;
  wire                core_au_cs_0;
  wire                core_au_cs_1;
  wire                core_au_cs_2;
  wire                core_au_cs_3;
  wire                core_au_cd_0;
  wire                core_au_cd_1;
  wire                core_au_cd_2;
  wire                core_au_cd_3;
  wire                core_au_on;
  wire                core_au_hs_0;
  wire                core_au_hs_1;
  wire                core_au_hs_2;
  wire                core_au_hs_3;
  wire                core_au_hd_0;
  wire                core_au_hd_1;
  wire                core_au_hd_2;
  wire                core_au_hd_3;
  wire                _zz_core_aSx_0;
  wire                _zz_core_aSx_0_1;
  wire                _zz_core_aSx_0_2;
  wire                _zz_core_aSx_0_3;
  wire                _zz_core_aSx_1;
  wire                _zz_core_aSx_1_1;
  wire                _zz_core_aSx_1_2;
  wire                _zz_core_aSx_1_3;
  wire                _zz_core_aSx_2;
  wire                _zz_core_aSx_2_1;
  wire                _zz_core_aSx_2_2;
  wire                _zz_core_aSx_2_3;
  wire                _zz_core_aSx_3;
  wire                _zz_core_aSx_3_1;
  wire                _zz_core_aSx_3_2;
  wire                _zz_core_aSx_3_3;
  wire                _zz_core_aSx_4;
  wire                _zz_core_aSx_4_1;
  wire                _zz_core_aSx_4_2;
  wire                _zz_core_aSx_4_3;
  wire                _zz_core_aSx_5;
  wire                _zz_core_aSx_5_1;
  wire                _zz_core_aSx_5_2;
  wire                _zz_core_aSx_5_3;
  wire                _zz_core_aSx_6;
  wire                _zz_core_aSx_6_1;
  wire                _zz_core_aSx_6_2;
  wire                _zz_core_aSx_6_3;
  wire                _zz_core_aSx_7;
  wire                _zz_core_aSx_7_1;
  wire                _zz_core_aSx_7_2;
  wire                _zz_core_aSx_7_3;
  wire                _zz_core_aSx_8;
  wire                _zz_core_aSx_8_1;
  wire                _zz_core_aSx_8_2;
  wire                _zz_core_aSx_8_3;
  wire                _zz_core_aSx_9;
  wire                _zz_core_aSx_9_1;
  wire                _zz_core_aSx_9_2;
  wire                _zz_core_aSx_9_3;
  wire                _zz_core_aSx_10;
  wire                _zz_core_aSx_10_1;
  wire                _zz_core_aSx_10_2;
  wire                _zz_core_aSx_10_3;
  wire                _zz_core_aSx_11;
  wire                _zz_core_aSx_11_1;
  wire                _zz_core_aSx_11_2;
  wire                _zz_core_aSx_11_3;
  wire                _zz_core_aSx_12;
  wire                _zz_core_aSx_12_1;
  wire                _zz_core_aSx_12_2;
  wire                _zz_core_aSx_12_3;
  wire                _zz_core_aSx_13;
  wire                _zz_core_aSx_13_1;
  wire                _zz_core_aSx_13_2;
  wire                _zz_core_aSx_13_3;
  wire                _zz_core_aSx_14;
  wire                _zz_core_aSx_14_1;
  wire                _zz_core_aSx_14_2;
  wire                _zz_core_aSx_14_3;
  wire                _zz_core_aSx_15;
  wire                _zz_core_aSx_15_1;
  wire                _zz_core_aSx_15_2;
  wire                _zz_core_aSx_15_3;
  wire                _zz_core_aSx_16;
  wire                _zz_core_aSx_16_1;
  wire                _zz_core_aSx_16_2;
  wire                _zz_core_aSx_16_3;
  wire                _zz_core_aSx_17;
  wire                _zz_core_aSx_17_1;
  wire                _zz_core_aSx_17_2;
  wire                _zz_core_aSx_17_3;
  wire                _zz_core_aSx_18;
  wire                _zz_core_aSx_18_1;
  wire                _zz_core_aSx_18_2;
  wire                _zz_core_aSx_18_3;
  wire                _zz_core_aSx_19;
  wire                _zz_core_aSx_19_1;
  wire                _zz_core_aSx_19_2;
  wire                _zz_core_aSx_19_3;
  wire                _zz_core_aSx_20;
  wire                _zz_core_aSx_20_1;
  wire                _zz_core_aSx_20_2;
  wire                _zz_core_aSx_20_3;
  wire                _zz_core_aSx_21;
  wire                _zz_core_aSx_21_1;
  wire                _zz_core_aSx_21_2;
  wire                _zz_core_aSx_21_3;
  wire                _zz_core_aSx_22;
  wire                _zz_core_aSx_22_1;
  wire                _zz_core_aSx_22_2;
  wire                _zz_core_aSx_22_3;
  wire                _zz_core_aSx_23;
  wire                _zz_core_aSx_23_1;
  wire                _zz_core_aSx_23_2;
  wire                _zz_core_aSx_23_3;
  wire                _zz_core_aSx_24;
  wire                _zz_core_aSx_24_1;
  wire                _zz_core_aSx_24_2;
  wire                _zz_core_aSx_24_3;
  wire                _zz_core_aSx_25;
  wire                _zz_core_aSx_25_1;
  wire                _zz_core_aSx_25_2;
  wire                _zz_core_aSx_25_3;
  wire                _zz_core_aSx_26;
  wire                _zz_core_aSx_26_1;
  wire                _zz_core_aSx_26_2;
  wire                _zz_core_aSx_26_3;
  wire                _zz_core_aSx_27;
  wire                _zz_core_aSx_27_1;
  wire                _zz_core_aSx_27_2;
  wire                _zz_core_aSx_27_3;
  wire                _zz_core_aSx_28;
  wire                _zz_core_aSx_28_1;
  wire                _zz_core_aSx_28_2;
  wire                _zz_core_aSx_28_3;
  wire                _zz_core_aSx_29;
  wire                _zz_core_aSx_29_1;
  wire                _zz_core_aSx_29_2;
  wire                _zz_core_aSx_29_3;
  wire                _zz_core_aSx_30;
  wire                _zz_core_aSx_30_1;
  wire                _zz_core_aSx_30_2;
  wire                _zz_core_aSx_30_3;
  wire                _zz_core_aSx_31;
  wire                _zz_core_aSx_31_1;
  wire                _zz_core_aSx_31_2;
  wire                _zz_core_aSx_31_3;
  wire                when_LpMepcEngine_l427;
  wire                when_LpMepcEngine_l427_1;
  wire                when_LpMepcEngine_l427_2;
  wire                when_LpMepcEngine_l427_3;
  wire                when_LpMepcEngine_l427_4;
  wire                when_LpMepcEngine_l427_5;
  wire                when_LpMepcEngine_l427_6;
  wire                when_LpMepcEngine_l427_7;
  wire                when_LpMepcEngine_l427_8;
  wire                when_LpMepcEngine_l427_9;
  wire                when_LpMepcEngine_l427_10;
  wire                when_LpMepcEngine_l427_11;
  wire                when_LpMepcEngine_l427_12;
  wire                when_LpMepcEngine_l427_13;
  wire                when_LpMepcEngine_l427_14;
  wire                when_LpMepcEngine_l427_15;
  wire                when_LpMepcEngine_l427_16;
  wire                when_LpMepcEngine_l427_17;
  wire                when_LpMepcEngine_l427_18;
  wire                when_LpMepcEngine_l427_19;
  wire                when_LpMepcEngine_l427_20;
  wire                when_LpMepcEngine_l427_21;
  wire                when_LpMepcEngine_l427_22;
  wire                when_LpMepcEngine_l427_23;
  wire                when_LpMepcEngine_l427_24;
  wire                when_LpMepcEngine_l427_25;
  wire                when_LpMepcEngine_l427_26;
  wire                when_LpMepcEngine_l427_27;
  wire                when_LpMepcEngine_l427_28;
  wire                when_LpMepcEngine_l427_29;
  wire                when_LpMepcEngine_l427_30;
  wire                when_LpMepcEngine_l427_31;
  wire                _zz_core_aDy_0;
  wire                _zz_core_aDy_0_1;
  wire                _zz_core_aDy_0_2;
  wire                _zz_core_aDy_0_3;
  wire                _zz_core_aDy_1;
  wire                _zz_core_aDy_1_1;
  wire                _zz_core_aDy_1_2;
  wire                _zz_core_aDy_1_3;
  wire                _zz_core_aDy_2;
  wire                _zz_core_aDy_2_1;
  wire                _zz_core_aDy_2_2;
  wire                _zz_core_aDy_2_3;
  wire                _zz_core_aDy_3;
  wire                _zz_core_aDy_3_1;
  wire                _zz_core_aDy_3_2;
  wire                _zz_core_aDy_3_3;
  wire                _zz_core_aDy_4;
  wire                _zz_core_aDy_4_1;
  wire                _zz_core_aDy_4_2;
  wire                _zz_core_aDy_4_3;
  wire                _zz_core_aDy_5;
  wire                _zz_core_aDy_5_1;
  wire                _zz_core_aDy_5_2;
  wire                _zz_core_aDy_5_3;
  wire                _zz_core_aDy_6;
  wire                _zz_core_aDy_6_1;
  wire                _zz_core_aDy_6_2;
  wire                _zz_core_aDy_6_3;
  wire                _zz_core_aDy_7;
  wire                _zz_core_aDy_7_1;
  wire                _zz_core_aDy_7_2;
  wire                _zz_core_aDy_7_3;
  wire                _zz_core_aDy_8;
  wire                _zz_core_aDy_8_1;
  wire                _zz_core_aDy_8_2;
  wire                _zz_core_aDy_8_3;
  wire                _zz_core_aDy_9;
  wire                _zz_core_aDy_9_1;
  wire                _zz_core_aDy_9_2;
  wire                _zz_core_aDy_9_3;
  wire                _zz_core_aDy_10;
  wire                _zz_core_aDy_10_1;
  wire                _zz_core_aDy_10_2;
  wire                _zz_core_aDy_10_3;
  wire                _zz_core_aDy_11;
  wire                _zz_core_aDy_11_1;
  wire                _zz_core_aDy_11_2;
  wire                _zz_core_aDy_11_3;
  wire                _zz_core_aDy_12;
  wire                _zz_core_aDy_12_1;
  wire                _zz_core_aDy_12_2;
  wire                _zz_core_aDy_12_3;
  wire                _zz_core_aDy_13;
  wire                _zz_core_aDy_13_1;
  wire                _zz_core_aDy_13_2;
  wire                _zz_core_aDy_13_3;
  wire                _zz_core_aDy_14;
  wire                _zz_core_aDy_14_1;
  wire                _zz_core_aDy_14_2;
  wire                _zz_core_aDy_14_3;
  wire                _zz_core_aDy_15;
  wire                _zz_core_aDy_15_1;
  wire                _zz_core_aDy_15_2;
  wire                _zz_core_aDy_15_3;
  wire                _zz_core_aDy_16;
  wire                _zz_core_aDy_16_1;
  wire                _zz_core_aDy_16_2;
  wire                _zz_core_aDy_16_3;
  wire                _zz_core_aDy_17;
  wire                _zz_core_aDy_17_1;
  wire                _zz_core_aDy_17_2;
  wire                _zz_core_aDy_17_3;
  wire                _zz_core_aDy_18;
  wire                _zz_core_aDy_18_1;
  wire                _zz_core_aDy_18_2;
  wire                _zz_core_aDy_18_3;
  wire                _zz_core_aDy_19;
  wire                _zz_core_aDy_19_1;
  wire                _zz_core_aDy_19_2;
  wire                _zz_core_aDy_19_3;
  wire                _zz_core_aDy_20;
  wire                _zz_core_aDy_20_1;
  wire                _zz_core_aDy_20_2;
  wire                _zz_core_aDy_20_3;
  wire                _zz_core_aDy_21;
  wire                _zz_core_aDy_21_1;
  wire                _zz_core_aDy_21_2;
  wire                _zz_core_aDy_21_3;
  wire                _zz_core_aDy_22;
  wire                _zz_core_aDy_22_1;
  wire                _zz_core_aDy_22_2;
  wire                _zz_core_aDy_22_3;
  wire                _zz_core_aDy_23;
  wire                _zz_core_aDy_23_1;
  wire                _zz_core_aDy_23_2;
  wire                _zz_core_aDy_23_3;
  wire                _zz_core_aDy_24;
  wire                _zz_core_aDy_24_1;
  wire                _zz_core_aDy_24_2;
  wire                _zz_core_aDy_24_3;
  wire                _zz_core_aDy_25;
  wire                _zz_core_aDy_25_1;
  wire                _zz_core_aDy_25_2;
  wire                _zz_core_aDy_25_3;
  wire                _zz_core_aDy_26;
  wire                _zz_core_aDy_26_1;
  wire                _zz_core_aDy_26_2;
  wire                _zz_core_aDy_26_3;
  wire                _zz_core_aDy_27;
  wire                _zz_core_aDy_27_1;
  wire                _zz_core_aDy_27_2;
  wire                _zz_core_aDy_27_3;
  wire                _zz_core_aDy_28;
  wire                _zz_core_aDy_28_1;
  wire                _zz_core_aDy_28_2;
  wire                _zz_core_aDy_28_3;
  wire                _zz_core_aDy_29;
  wire                _zz_core_aDy_29_1;
  wire                _zz_core_aDy_29_2;
  wire                _zz_core_aDy_29_3;
  wire                _zz_core_aDy_30;
  wire                _zz_core_aDy_30_1;
  wire                _zz_core_aDy_30_2;
  wire                _zz_core_aDy_30_3;
  wire                _zz_core_aDy_31;
  wire                _zz_core_aDy_31_1;
  wire                _zz_core_aDy_31_2;
  wire                _zz_core_aDy_31_3;
  wire                when_LpMepcEngine_l435;
  wire                when_LpMepcEngine_l435_1;
  wire                when_LpMepcEngine_l435_2;
  wire                when_LpMepcEngine_l435_3;
  wire                when_LpMepcEngine_l435_4;
  wire                when_LpMepcEngine_l435_5;
  wire                when_LpMepcEngine_l435_6;
  wire                when_LpMepcEngine_l435_7;
  wire                when_LpMepcEngine_l435_8;
  wire                when_LpMepcEngine_l435_9;
  wire                when_LpMepcEngine_l435_10;
  wire                when_LpMepcEngine_l435_11;
  wire                when_LpMepcEngine_l435_12;
  wire                when_LpMepcEngine_l435_13;
  wire                when_LpMepcEngine_l435_14;
  wire                when_LpMepcEngine_l435_15;
  wire                when_LpMepcEngine_l435_16;
  wire                when_LpMepcEngine_l435_17;
  wire                when_LpMepcEngine_l435_18;
  wire                when_LpMepcEngine_l435_19;
  wire                when_LpMepcEngine_l435_20;
  wire                when_LpMepcEngine_l435_21;
  wire                when_LpMepcEngine_l435_22;
  wire                when_LpMepcEngine_l435_23;
  wire                when_LpMepcEngine_l435_24;
  wire                when_LpMepcEngine_l435_25;
  wire                when_LpMepcEngine_l435_26;
  wire                when_LpMepcEngine_l435_27;
  wire                when_LpMepcEngine_l435_28;
  wire                when_LpMepcEngine_l435_29;
  wire                when_LpMepcEngine_l435_30;
  wire                when_LpMepcEngine_l435_31;
  wire       [4:0]    core_rs_a;
  reg                 core_rs_qOk;
  reg        [4:0]    core_rs_qA;
  reg        [4:0]    core_rs_qB;
  reg        [4:0]    core_rs_qX;
  reg        [15:0]   core_rs_qWx;
  reg        [15:0]   core_rs_qWab;
  wire       [15:0]   core_rs_wy;
  wire       [16:0]   core_rs_gain;
  wire                core_rs_ok;
  reg                 core_rs_pOk;
  reg        [4:0]    core_rs_pA;
  reg        [4:0]    core_rs_pB;
  reg        [4:0]    core_rs_pX;
  reg        [4:0]    core_rs_pY;
  reg        [15:0]   core_rs_pWx;
  reg        [15:0]   core_rs_pWy;
  reg        [15:0]   core_rs_pWab;
  reg                 core_rs_rOk;
  reg        [4:0]    core_rs_rA;
  reg        [4:0]    core_rs_rB;
  reg        [4:0]    core_rs_rX;
  reg        [4:0]    core_rs_rY;
  reg        [15:0]   core_rs_rWx;
  reg        [15:0]   core_rs_rWy;
  reg        [15:0]   core_rs_rWab;
  reg                 core_rs_rFx;
  reg                 core_rs_rFy;
  reg                 core_rs_rEqX;
  reg                 core_rs_rEqY;
  reg                 core_rs_tPrev;
  wire                core_rs_take;
  wire                when_LpMepcEngine_l486;
  wire       [31:0]   _zz_1;
  wire       [31:0]   _zz_2;
  wire       [31:0]   _zz_3;
  wire       [31:0]   _zz_4;
  wire                when_LpMepcEngine_l528;
  reg                 core_resV;
  reg        [4:0]    core_resD;
  reg        [15:0]   core_resW;
  `ifndef SYNTHESIS
  reg [55:0] core_ph_string;
  `endif


  assign _zz_core_wr_newRaw = _zz_core_wr_newRaw_1;
  assign _zz_core_wr_newRaw_1 = {2'd0, core_oldSum};
  assign _zz_core_wr_newRaw_2 = {{1{core_opDelta[16]}}, core_opDelta};
  assign _zz_core_wr_newSat = _zz_core_wr_newSat_1;
  assign _zz_core_wr_newSat_1 = {2'd0, core_sumMax};
  assign _zz_core_wr_newSum_1 = core_wr_newRaw;
  assign _zz_core_wr_newSum = _zz_core_wr_newSum_1[15:0];
  assign _zz_core_cnt_8 = (_zz_core_cnt_9 + _zz_core_cnt_32);
  assign _zz_core_cnt_9 = (_zz_core_cnt_10 + _zz_core_cnt_21);
  assign _zz_core_cnt_10 = (_zz_core_cnt_11 + _zz_core_cnt_16);
  assign _zz_core_cnt_11 = (_zz_core_cnt_12 + _zz_core_cnt_14);
  assign _zz_core_cnt_16 = (_zz_core_cnt_17 + _zz_core_cnt_19);
  assign _zz_core_cnt_21 = (_zz_core_cnt_22 + _zz_core_cnt_27);
  assign _zz_core_cnt_22 = (_zz_core_cnt_23 + _zz_core_cnt_25);
  assign _zz_core_cnt_27 = (_zz_core_cnt_28 + _zz_core_cnt_30);
  assign _zz_core_cnt_32 = (_zz_core_cnt_33 + _zz_core_cnt_44);
  assign _zz_core_cnt_33 = (_zz_core_cnt_34 + _zz_core_cnt_39);
  assign _zz_core_cnt_34 = (_zz_core_cnt_35 + _zz_core_cnt_37);
  assign _zz_core_cnt_39 = (_zz_core_cnt_40 + _zz_core_cnt_42);
  assign _zz_core_cnt_44 = (_zz_core_cnt_45 + _zz_core_cnt_50);
  assign _zz_core_cnt_45 = (_zz_core_cnt_46 + _zz_core_cnt_48);
  assign _zz_core_cnt_50 = (_zz_core_cnt_51 + _zz_core_cnt_53);
  assign _zz_core_cnt_55 = (_zz_core_cnt_56 + _zz_core_cnt_67);
  assign _zz_core_cnt_56 = (_zz_core_cnt_57 + _zz_core_cnt_62);
  assign _zz_core_cnt_57 = (_zz_core_cnt_58 + _zz_core_cnt_60);
  assign _zz_core_cnt_62 = (_zz_core_cnt_63 + _zz_core_cnt_65);
  assign _zz_core_cnt_67 = (_zz_core_cnt_68 + _zz_core_cnt_70);
  assign _zz_core_cnt_72 = core_tab_63_v;
  assign _zz_core_cnt_71 = {2'd0, _zz_core_cnt_72};
  assign _zz_core_total = (_zz_core_total_1 + _zz_core_total_6);
  assign _zz_core_total_1 = (_zz_core_total_2 + _zz_core_total_4);
  assign _zz_core_total_3 = (core_g_gTake[0] ? core_g_gW_0 : 16'h0);
  assign _zz_core_total_2 = {5'd0, _zz_core_total_3};
  assign _zz_core_total_5 = (core_g_gTake[1] ? core_g_gW_1 : 16'h0);
  assign _zz_core_total_4 = {5'd0, _zz_core_total_5};
  assign _zz_core_total_6 = (_zz_core_total_7 + _zz_core_total_9);
  assign _zz_core_total_8 = (core_g_gTake[2] ? core_g_gW_2 : 16'h0);
  assign _zz_core_total_7 = {5'd0, _zz_core_total_8};
  assign _zz_core_total_10 = (core_g_gTake[3] ? core_g_gW_3 : 16'h0);
  assign _zz_core_total_9 = {5'd0, _zz_core_total_10};
  assign _zz_core_count = (_zz_core_count_1 + _zz_core_count_6);
  assign _zz_core_count_1 = (_zz_core_count_2 + _zz_core_count_4);
  assign _zz_core_count_3 = core_g_gTake[0];
  assign _zz_core_count_2 = {5'd0, _zz_core_count_3};
  assign _zz_core_count_5 = core_g_gTake[1];
  assign _zz_core_count_4 = {5'd0, _zz_core_count_5};
  assign _zz_core_count_6 = (_zz_core_count_7 + _zz_core_count_9);
  assign _zz_core_count_8 = core_g_gTake[2];
  assign _zz_core_count_7 = {5'd0, _zz_core_count_8};
  assign _zz_core_count_10 = core_g_gTake[3];
  assign _zz_core_count_9 = {5'd0, _zz_core_count_10};
  assign _zz_core_rs_gain = {1'd0, core_rs_qWx};
  assign _zz_core_rs_gain_1 = {1'd0, core_rs_wy};
  assign _zz_core_rs_ok = {1'd0, core_rs_qWab};
  assign _zz_core_total_11 = (_zz_core_total_12 + _zz_core_total_14);
  assign _zz_core_total_12 = (core_total + _zz_core_total_13);
  assign _zz_core_total_13 = {5'd0, core_rs_rWx};
  assign _zz_core_total_14 = {5'd0, core_rs_rWy};
  assign _zz_core_total_15 = {5'd0, core_rs_rWab};
  assign _zz_core_cnt_13 = {core_tab_2_v,{core_tab_1_v,core_tab_0_v}};
  assign _zz_core_cnt_15 = {core_tab_5_v,{core_tab_4_v,core_tab_3_v}};
  assign _zz_core_cnt_18 = {core_tab_8_v,{core_tab_7_v,core_tab_6_v}};
  assign _zz_core_cnt_20 = {core_tab_11_v,{core_tab_10_v,core_tab_9_v}};
  assign _zz_core_cnt_24 = {core_tab_14_v,{core_tab_13_v,core_tab_12_v}};
  assign _zz_core_cnt_26 = {core_tab_17_v,{core_tab_16_v,core_tab_15_v}};
  assign _zz_core_cnt_29 = {core_tab_20_v,{core_tab_19_v,core_tab_18_v}};
  assign _zz_core_cnt_31 = {core_tab_23_v,{core_tab_22_v,core_tab_21_v}};
  assign _zz_core_cnt_36 = {core_tab_26_v,{core_tab_25_v,core_tab_24_v}};
  assign _zz_core_cnt_38 = {core_tab_29_v,{core_tab_28_v,core_tab_27_v}};
  assign _zz_core_cnt_41 = {core_tab_32_v,{core_tab_31_v,core_tab_30_v}};
  assign _zz_core_cnt_43 = {core_tab_35_v,{core_tab_34_v,core_tab_33_v}};
  assign _zz_core_cnt_47 = {core_tab_38_v,{core_tab_37_v,core_tab_36_v}};
  assign _zz_core_cnt_49 = {core_tab_41_v,{core_tab_40_v,core_tab_39_v}};
  assign _zz_core_cnt_52 = {core_tab_44_v,{core_tab_43_v,core_tab_42_v}};
  assign _zz_core_cnt_54 = {core_tab_47_v,{core_tab_46_v,core_tab_45_v}};
  assign _zz_core_cnt_59 = {core_tab_50_v,{core_tab_49_v,core_tab_48_v}};
  assign _zz_core_cnt_61 = {core_tab_53_v,{core_tab_52_v,core_tab_51_v}};
  assign _zz_core_cnt_64 = {core_tab_56_v,{core_tab_55_v,core_tab_54_v}};
  assign _zz_core_cnt_66 = {core_tab_59_v,{core_tab_58_v,core_tab_57_v}};
  assign _zz_core_cnt_69 = {core_tab_62_v,{core_tab_61_v,core_tab_60_v}};
  assign _zz_core_hitRow = (core_tab_61_src == upd_src);
  assign _zz_core_hitRow_1 = (core_tab_60_v && (core_tab_60_src == upd_src));
  assign _zz_core_hitRow_2 = (core_tab_60_dst == upd_dst);
  assign _zz_core_hitRow_3 = ((core_tab_59_v && (core_tab_59_src == upd_src)) && (core_tab_59_dst == upd_dst));
  assign _zz_core_hitRow_4 = ((core_tab_58_v && (core_tab_58_src == upd_src)) && (core_tab_58_dst == upd_dst));
  assign _zz_core_hitRow_5 = {((core_tab_57_v && _zz_core_hitRow_6) && (core_tab_57_dst == upd_dst)),{(_zz_core_hitRow_7 && _zz_core_hitRow_8),{_zz_core_hitRow_9,{_zz_core_hitRow_10,_zz_core_hitRow_11}}}};
  assign _zz_core_hitRow_6 = (core_tab_57_src == upd_src);
  assign _zz_core_hitRow_7 = (core_tab_56_v && (core_tab_56_src == upd_src));
  assign _zz_core_hitRow_8 = (core_tab_56_dst == upd_dst);
  assign _zz_core_hitRow_9 = ((core_tab_55_v && (core_tab_55_src == upd_src)) && (core_tab_55_dst == upd_dst));
  assign _zz_core_hitRow_10 = ((core_tab_54_v && (core_tab_54_src == upd_src)) && (core_tab_54_dst == upd_dst));
  assign _zz_core_hitRow_11 = {((core_tab_53_v && _zz_core_hitRow_12) && (core_tab_53_dst == upd_dst)),{(_zz_core_hitRow_13 && _zz_core_hitRow_14),{_zz_core_hitRow_15,{_zz_core_hitRow_16,_zz_core_hitRow_17}}}};
  assign _zz_core_hitRow_12 = (core_tab_53_src == upd_src);
  assign _zz_core_hitRow_13 = (core_tab_52_v && (core_tab_52_src == upd_src));
  assign _zz_core_hitRow_14 = (core_tab_52_dst == upd_dst);
  assign _zz_core_hitRow_15 = ((core_tab_51_v && (core_tab_51_src == upd_src)) && (core_tab_51_dst == upd_dst));
  assign _zz_core_hitRow_16 = ((core_tab_50_v && (core_tab_50_src == upd_src)) && (core_tab_50_dst == upd_dst));
  assign _zz_core_hitRow_17 = {((core_tab_49_v && _zz_core_hitRow_18) && (core_tab_49_dst == upd_dst)),{(_zz_core_hitRow_19 && _zz_core_hitRow_20),{_zz_core_hitRow_21,{_zz_core_hitRow_22,_zz_core_hitRow_23}}}};
  assign _zz_core_hitRow_18 = (core_tab_49_src == upd_src);
  assign _zz_core_hitRow_19 = (core_tab_48_v && (core_tab_48_src == upd_src));
  assign _zz_core_hitRow_20 = (core_tab_48_dst == upd_dst);
  assign _zz_core_hitRow_21 = ((core_tab_47_v && (core_tab_47_src == upd_src)) && (core_tab_47_dst == upd_dst));
  assign _zz_core_hitRow_22 = ((core_tab_46_v && (core_tab_46_src == upd_src)) && (core_tab_46_dst == upd_dst));
  assign _zz_core_hitRow_23 = {((core_tab_45_v && _zz_core_hitRow_24) && (core_tab_45_dst == upd_dst)),{(_zz_core_hitRow_25 && _zz_core_hitRow_26),{_zz_core_hitRow_27,{_zz_core_hitRow_28,_zz_core_hitRow_29}}}};
  assign _zz_core_hitRow_24 = (core_tab_45_src == upd_src);
  assign _zz_core_hitRow_25 = (core_tab_44_v && (core_tab_44_src == upd_src));
  assign _zz_core_hitRow_26 = (core_tab_44_dst == upd_dst);
  assign _zz_core_hitRow_27 = ((core_tab_43_v && (core_tab_43_src == upd_src)) && (core_tab_43_dst == upd_dst));
  assign _zz_core_hitRow_28 = ((core_tab_42_v && (core_tab_42_src == upd_src)) && (core_tab_42_dst == upd_dst));
  assign _zz_core_hitRow_29 = {((core_tab_41_v && _zz_core_hitRow_30) && (core_tab_41_dst == upd_dst)),{(_zz_core_hitRow_31 && _zz_core_hitRow_32),{_zz_core_hitRow_33,{_zz_core_hitRow_34,_zz_core_hitRow_35}}}};
  assign _zz_core_hitRow_30 = (core_tab_41_src == upd_src);
  assign _zz_core_hitRow_31 = (core_tab_40_v && (core_tab_40_src == upd_src));
  assign _zz_core_hitRow_32 = (core_tab_40_dst == upd_dst);
  assign _zz_core_hitRow_33 = ((core_tab_39_v && (core_tab_39_src == upd_src)) && (core_tab_39_dst == upd_dst));
  assign _zz_core_hitRow_34 = ((core_tab_38_v && (core_tab_38_src == upd_src)) && (core_tab_38_dst == upd_dst));
  assign _zz_core_hitRow_35 = {((core_tab_37_v && _zz_core_hitRow_36) && (core_tab_37_dst == upd_dst)),{(_zz_core_hitRow_37 && _zz_core_hitRow_38),{_zz_core_hitRow_39,{_zz_core_hitRow_40,_zz_core_hitRow_41}}}};
  assign _zz_core_hitRow_36 = (core_tab_37_src == upd_src);
  assign _zz_core_hitRow_37 = (core_tab_36_v && (core_tab_36_src == upd_src));
  assign _zz_core_hitRow_38 = (core_tab_36_dst == upd_dst);
  assign _zz_core_hitRow_39 = ((core_tab_35_v && (core_tab_35_src == upd_src)) && (core_tab_35_dst == upd_dst));
  assign _zz_core_hitRow_40 = ((core_tab_34_v && (core_tab_34_src == upd_src)) && (core_tab_34_dst == upd_dst));
  assign _zz_core_hitRow_41 = {((core_tab_33_v && _zz_core_hitRow_42) && (core_tab_33_dst == upd_dst)),{(_zz_core_hitRow_43 && _zz_core_hitRow_44),{_zz_core_hitRow_45,{_zz_core_hitRow_46,_zz_core_hitRow_47}}}};
  assign _zz_core_hitRow_42 = (core_tab_33_src == upd_src);
  assign _zz_core_hitRow_43 = (core_tab_32_v && (core_tab_32_src == upd_src));
  assign _zz_core_hitRow_44 = (core_tab_32_dst == upd_dst);
  assign _zz_core_hitRow_45 = ((core_tab_31_v && (core_tab_31_src == upd_src)) && (core_tab_31_dst == upd_dst));
  assign _zz_core_hitRow_46 = ((core_tab_30_v && (core_tab_30_src == upd_src)) && (core_tab_30_dst == upd_dst));
  assign _zz_core_hitRow_47 = {((core_tab_29_v && _zz_core_hitRow_48) && (core_tab_29_dst == upd_dst)),{(_zz_core_hitRow_49 && _zz_core_hitRow_50),{_zz_core_hitRow_51,{_zz_core_hitRow_52,_zz_core_hitRow_53}}}};
  assign _zz_core_hitRow_48 = (core_tab_29_src == upd_src);
  assign _zz_core_hitRow_49 = (core_tab_28_v && (core_tab_28_src == upd_src));
  assign _zz_core_hitRow_50 = (core_tab_28_dst == upd_dst);
  assign _zz_core_hitRow_51 = ((core_tab_27_v && (core_tab_27_src == upd_src)) && (core_tab_27_dst == upd_dst));
  assign _zz_core_hitRow_52 = ((core_tab_26_v && (core_tab_26_src == upd_src)) && (core_tab_26_dst == upd_dst));
  assign _zz_core_hitRow_53 = {((core_tab_25_v && _zz_core_hitRow_54) && (core_tab_25_dst == upd_dst)),{(_zz_core_hitRow_55 && _zz_core_hitRow_56),{_zz_core_hitRow_57,{_zz_core_hitRow_58,_zz_core_hitRow_59}}}};
  assign _zz_core_hitRow_54 = (core_tab_25_src == upd_src);
  assign _zz_core_hitRow_55 = (core_tab_24_v && (core_tab_24_src == upd_src));
  assign _zz_core_hitRow_56 = (core_tab_24_dst == upd_dst);
  assign _zz_core_hitRow_57 = ((core_tab_23_v && (core_tab_23_src == upd_src)) && (core_tab_23_dst == upd_dst));
  assign _zz_core_hitRow_58 = ((core_tab_22_v && (core_tab_22_src == upd_src)) && (core_tab_22_dst == upd_dst));
  assign _zz_core_hitRow_59 = {((core_tab_21_v && _zz_core_hitRow_60) && (core_tab_21_dst == upd_dst)),{(_zz_core_hitRow_61 && _zz_core_hitRow_62),{_zz_core_hitRow_63,{_zz_core_hitRow_64,_zz_core_hitRow_65}}}};
  assign _zz_core_hitRow_60 = (core_tab_21_src == upd_src);
  assign _zz_core_hitRow_61 = (core_tab_20_v && (core_tab_20_src == upd_src));
  assign _zz_core_hitRow_62 = (core_tab_20_dst == upd_dst);
  assign _zz_core_hitRow_63 = ((core_tab_19_v && (core_tab_19_src == upd_src)) && (core_tab_19_dst == upd_dst));
  assign _zz_core_hitRow_64 = ((core_tab_18_v && (core_tab_18_src == upd_src)) && (core_tab_18_dst == upd_dst));
  assign _zz_core_hitRow_65 = {((core_tab_17_v && _zz_core_hitRow_66) && (core_tab_17_dst == upd_dst)),{(_zz_core_hitRow_67 && _zz_core_hitRow_68),{_zz_core_hitRow_69,{_zz_core_hitRow_70,_zz_core_hitRow_71}}}};
  assign _zz_core_hitRow_66 = (core_tab_17_src == upd_src);
  assign _zz_core_hitRow_67 = (core_tab_16_v && (core_tab_16_src == upd_src));
  assign _zz_core_hitRow_68 = (core_tab_16_dst == upd_dst);
  assign _zz_core_hitRow_69 = ((core_tab_15_v && (core_tab_15_src == upd_src)) && (core_tab_15_dst == upd_dst));
  assign _zz_core_hitRow_70 = ((core_tab_14_v && (core_tab_14_src == upd_src)) && (core_tab_14_dst == upd_dst));
  assign _zz_core_hitRow_71 = {((core_tab_13_v && _zz_core_hitRow_72) && (core_tab_13_dst == upd_dst)),{(_zz_core_hitRow_73 && _zz_core_hitRow_74),{_zz_core_hitRow_75,{_zz_core_hitRow_76,_zz_core_hitRow_77}}}};
  assign _zz_core_hitRow_72 = (core_tab_13_src == upd_src);
  assign _zz_core_hitRow_73 = (core_tab_12_v && (core_tab_12_src == upd_src));
  assign _zz_core_hitRow_74 = (core_tab_12_dst == upd_dst);
  assign _zz_core_hitRow_75 = ((core_tab_11_v && (core_tab_11_src == upd_src)) && (core_tab_11_dst == upd_dst));
  assign _zz_core_hitRow_76 = ((core_tab_10_v && (core_tab_10_src == upd_src)) && (core_tab_10_dst == upd_dst));
  assign _zz_core_hitRow_77 = {((core_tab_9_v && _zz_core_hitRow_78) && (core_tab_9_dst == upd_dst)),{(_zz_core_hitRow_79 && _zz_core_hitRow_80),{_zz_core_hitRow_81,{_zz_core_hitRow_82,_zz_core_hitRow_83}}}};
  assign _zz_core_hitRow_78 = (core_tab_9_src == upd_src);
  assign _zz_core_hitRow_79 = (core_tab_8_v && (core_tab_8_src == upd_src));
  assign _zz_core_hitRow_80 = (core_tab_8_dst == upd_dst);
  assign _zz_core_hitRow_81 = ((core_tab_7_v && (core_tab_7_src == upd_src)) && (core_tab_7_dst == upd_dst));
  assign _zz_core_hitRow_82 = ((core_tab_6_v && (core_tab_6_src == upd_src)) && (core_tab_6_dst == upd_dst));
  assign _zz_core_hitRow_83 = {((core_tab_5_v && _zz_core_hitRow_84) && (core_tab_5_dst == upd_dst)),{(_zz_core_hitRow_85 && _zz_core_hitRow_86),{_zz_core_hitRow_87,{_zz_core_hitRow_88,_zz_core_hitRow_89}}}};
  assign _zz_core_hitRow_84 = (core_tab_5_src == upd_src);
  assign _zz_core_hitRow_85 = (core_tab_4_v && (core_tab_4_src == upd_src));
  assign _zz_core_hitRow_86 = (core_tab_4_dst == upd_dst);
  assign _zz_core_hitRow_87 = ((core_tab_3_v && (core_tab_3_src == upd_src)) && (core_tab_3_dst == upd_dst));
  assign _zz_core_hitRow_88 = ((core_tab_2_v && (core_tab_2_src == upd_src)) && (core_tab_2_dst == upd_dst));
  assign _zz_core_hitRow_89 = {((core_tab_1_v && _zz_core_hitRow_90) && (core_tab_1_dst == upd_dst)),((core_tab_0_v && _zz_core_hitRow_91) && (core_tab_0_dst == upd_dst))};
  assign _zz_core_hitRow_90 = (core_tab_1_src == upd_src);
  assign _zz_core_hitRow_91 = (core_tab_0_src == upd_src);
  assign _zz_core_hitAny_64 = _zz_core_hitAny_53;
  assign _zz_core_hitAny_65 = {_zz_core_hitAny_52,{_zz_core_hitAny_51,{_zz_core_hitAny_50,{_zz_core_hitAny_49,{_zz_core_hitAny_48,{_zz_core_hitAny_47,{_zz_core_hitAny_46,{_zz_core_hitAny_45,{_zz_core_hitAny_44,{_zz_core_hitAny_43,{_zz_core_hitAny_66,_zz_core_hitAny_67}}}}}}}}}}};
  assign _zz_core_hitAny_66 = _zz_core_hitAny_42;
  assign _zz_core_hitAny_67 = {_zz_core_hitAny_41,{_zz_core_hitAny_40,{_zz_core_hitAny_39,{_zz_core_hitAny_38,{_zz_core_hitAny_37,{_zz_core_hitAny_36,{_zz_core_hitAny_35,{_zz_core_hitAny_34,{_zz_core_hitAny_33,{_zz_core_hitAny_32,{_zz_core_hitAny_68,_zz_core_hitAny_69}}}}}}}}}}};
  assign _zz_core_hitAny_68 = _zz_core_hitAny_31;
  assign _zz_core_hitAny_69 = {_zz_core_hitAny_30,{_zz_core_hitAny_29,{_zz_core_hitAny_28,{_zz_core_hitAny_27,{_zz_core_hitAny_26,{_zz_core_hitAny_25,{_zz_core_hitAny_24,{_zz_core_hitAny_23,{_zz_core_hitAny_22,{_zz_core_hitAny_21,{_zz_core_hitAny_70,_zz_core_hitAny_71}}}}}}}}}}};
  assign _zz_core_hitAny_70 = _zz_core_hitAny_20;
  assign _zz_core_hitAny_71 = {_zz_core_hitAny_19,{_zz_core_hitAny_18,{_zz_core_hitAny_17,{_zz_core_hitAny_16,{_zz_core_hitAny_15,{_zz_core_hitAny_14,{_zz_core_hitAny_13,{_zz_core_hitAny_12,{_zz_core_hitAny_11,{_zz_core_hitAny_10,{_zz_core_hitAny_72,_zz_core_hitAny_73}}}}}}}}}}};
  assign _zz_core_hitAny_72 = _zz_core_hitAny_9;
  assign _zz_core_hitAny_73 = {_zz_core_hitAny_8,{_zz_core_hitAny_7,{_zz_core_hitAny_6,{_zz_core_hitAny_5,{_zz_core_hitAny_4,{_zz_core_hitAny_3,{_zz_core_hitAny_2,{_zz_core_hitAny_1,_zz_core_hitAny}}}}}}}};
  assign _zz_core_hitIdx = (_zz_core_hitIdx_1 | _zz_core_hitIdx_4);
  assign _zz_core_hitIdx_7 = (_zz_core_hitIdx_8 | _zz_core_hitIdx_11);
  assign _zz_core_hitIdx_14 = (_zz_core_hitIdx_15 | _zz_core_hitIdx_18);
  assign _zz_core_hitIdx_21 = (_zz_core_hitIdx_22 | _zz_core_hitIdx_25);
  assign _zz_core_hitIdx_28 = (_zz_core_hitIdx_29 | _zz_core_hitIdx_32);
  assign _zz_core_hitIdx_35 = (_zz_core_hitIdx_36 | _zz_core_hitIdx_39);
  assign _zz_core_hitIdx_42 = (_zz_core_hitIdx_43 | _zz_core_hitIdx_46);
  assign _zz_core_hitIdx_49 = (_zz_core_hitIdx_50 | _zz_core_hitIdx_53);
  assign _zz_core_hitIdx_56 = (_zz_core_hitIdx_57 | _zz_core_hitIdx_60);
  assign _zz_core_hitIdx_63 = (_zz_core_hitIdx_64 | _zz_core_hitIdx_67);
  assign _zz_core_hitIdx_70 = (_zz_core_hitIdx_71 | _zz_core_hitIdx_74);
  assign _zz_core_hitIdx_77 = (_zz_core_hitIdx_78 | _zz_core_hitIdx_81);
  assign _zz_core_hitIdx_84 = (_zz_core_hitIdx_85 | _zz_core_hitIdx_88);
  assign _zz_core_hitIdx_91 = (_zz_core_hitIdx_92 | _zz_core_hitIdx_95);
  assign _zz_core_hitIdx_98 = (_zz_core_hitIdx_99 | _zz_core_hitIdx_102);
  assign _zz_core_hitIdx_105 = (_zz_core_hitIdx_106 | _zz_core_hitIdx_109);
  assign _zz_core_hitIdx_112 = (_zz_core_hitIdx_113 | _zz_core_hitIdx_116);
  assign _zz_core_hitIdx_119 = (_zz_core_hitIdx_120 | _zz_core_hitIdx_123);
  assign _zz_core_hitIdx_126 = (_zz_core_hitIdx_127 | _zz_core_hitIdx_130);
  assign _zz_core_hitIdx_133 = (_zz_core_hitIdx_134 | _zz_core_hitIdx_137);
  assign _zz_core_hitIdx_140 = (_zz_core_hitIdx_141 | _zz_core_hitIdx_144);
  assign _zz_core_hitIdx_147 = (_zz_core_hitIdx_148 | _zz_core_hitIdx_151);
  assign _zz_core_hitIdx_154 = (_zz_core_hitIdx_155 | _zz_core_hitIdx_158);
  assign _zz_core_hitIdx_161 = (_zz_core_hitIdx_162 | _zz_core_hitIdx_165);
  assign _zz_core_hitIdx_168 = (_zz_core_hitIdx_169 | _zz_core_hitIdx_172);
  assign _zz_core_hitIdx_175 = (_zz_core_hitIdx_176 | _zz_core_hitIdx_179);
  assign _zz_core_hitIdx_182 = (_zz_core_hitIdx_183 | _zz_core_hitIdx_186);
  assign _zz_core_hitIdx_189 = (_zz_core_hitIdx_190 | _zz_core_hitIdx_193);
  assign _zz_core_hitIdx_196 = (_zz_core_hitIdx_197 | _zz_core_hitIdx_200);
  assign _zz_core_hitIdx_203 = (_zz_core_hitIdx_204 | _zz_core_hitIdx_207);
  assign _zz_core_hitIdx_210 = (_zz_core_hitIdx_211 | _zz_core_hitIdx_214);
  assign _zz_core_hitIdx_217 = (_zz_core_hitIdx_218 | _zz_core_hitIdx_221);
  assign _zz_core_hitIdx_1 = (_zz_core_hitAny ? _zz_core_hitIdx_2 : _zz_core_hitIdx_3);
  assign _zz_core_hitIdx_4 = (_zz_core_hitAny_1 ? _zz_core_hitIdx_5 : _zz_core_hitIdx_6);
  assign _zz_core_hitIdx_8 = (_zz_core_hitAny_2 ? _zz_core_hitIdx_9 : _zz_core_hitIdx_10);
  assign _zz_core_hitIdx_11 = (_zz_core_hitAny_3 ? _zz_core_hitIdx_12 : _zz_core_hitIdx_13);
  assign _zz_core_hitIdx_15 = (_zz_core_hitAny_4 ? _zz_core_hitIdx_16 : _zz_core_hitIdx_17);
  assign _zz_core_hitIdx_18 = (_zz_core_hitAny_5 ? _zz_core_hitIdx_19 : _zz_core_hitIdx_20);
  assign _zz_core_hitIdx_22 = (_zz_core_hitAny_6 ? _zz_core_hitIdx_23 : _zz_core_hitIdx_24);
  assign _zz_core_hitIdx_25 = (_zz_core_hitAny_7 ? _zz_core_hitIdx_26 : _zz_core_hitIdx_27);
  assign _zz_core_hitIdx_29 = (_zz_core_hitAny_8 ? _zz_core_hitIdx_30 : _zz_core_hitIdx_31);
  assign _zz_core_hitIdx_32 = (_zz_core_hitAny_9 ? _zz_core_hitIdx_33 : _zz_core_hitIdx_34);
  assign _zz_core_hitIdx_36 = (_zz_core_hitAny_10 ? _zz_core_hitIdx_37 : _zz_core_hitIdx_38);
  assign _zz_core_hitIdx_39 = (_zz_core_hitAny_11 ? _zz_core_hitIdx_40 : _zz_core_hitIdx_41);
  assign _zz_core_hitIdx_43 = (_zz_core_hitAny_12 ? _zz_core_hitIdx_44 : _zz_core_hitIdx_45);
  assign _zz_core_hitIdx_46 = (_zz_core_hitAny_13 ? _zz_core_hitIdx_47 : _zz_core_hitIdx_48);
  assign _zz_core_hitIdx_50 = (_zz_core_hitAny_14 ? _zz_core_hitIdx_51 : _zz_core_hitIdx_52);
  assign _zz_core_hitIdx_53 = (_zz_core_hitAny_15 ? _zz_core_hitIdx_54 : _zz_core_hitIdx_55);
  assign _zz_core_hitIdx_57 = (_zz_core_hitAny_16 ? _zz_core_hitIdx_58 : _zz_core_hitIdx_59);
  assign _zz_core_hitIdx_60 = (_zz_core_hitAny_17 ? _zz_core_hitIdx_61 : _zz_core_hitIdx_62);
  assign _zz_core_hitIdx_64 = (_zz_core_hitAny_18 ? _zz_core_hitIdx_65 : _zz_core_hitIdx_66);
  assign _zz_core_hitIdx_67 = (_zz_core_hitAny_19 ? _zz_core_hitIdx_68 : _zz_core_hitIdx_69);
  assign _zz_core_hitIdx_71 = (_zz_core_hitAny_20 ? _zz_core_hitIdx_72 : _zz_core_hitIdx_73);
  assign _zz_core_hitIdx_74 = (_zz_core_hitAny_21 ? _zz_core_hitIdx_75 : _zz_core_hitIdx_76);
  assign _zz_core_hitIdx_78 = (_zz_core_hitAny_22 ? _zz_core_hitIdx_79 : _zz_core_hitIdx_80);
  assign _zz_core_hitIdx_81 = (_zz_core_hitAny_23 ? _zz_core_hitIdx_82 : _zz_core_hitIdx_83);
  assign _zz_core_hitIdx_85 = (_zz_core_hitAny_24 ? _zz_core_hitIdx_86 : _zz_core_hitIdx_87);
  assign _zz_core_hitIdx_88 = (_zz_core_hitAny_25 ? _zz_core_hitIdx_89 : _zz_core_hitIdx_90);
  assign _zz_core_hitIdx_92 = (_zz_core_hitAny_26 ? _zz_core_hitIdx_93 : _zz_core_hitIdx_94);
  assign _zz_core_hitIdx_95 = (_zz_core_hitAny_27 ? _zz_core_hitIdx_96 : _zz_core_hitIdx_97);
  assign _zz_core_hitIdx_99 = (_zz_core_hitAny_28 ? _zz_core_hitIdx_100 : _zz_core_hitIdx_101);
  assign _zz_core_hitIdx_102 = (_zz_core_hitAny_29 ? _zz_core_hitIdx_103 : _zz_core_hitIdx_104);
  assign _zz_core_hitIdx_106 = (_zz_core_hitAny_30 ? _zz_core_hitIdx_107 : _zz_core_hitIdx_108);
  assign _zz_core_hitIdx_109 = (_zz_core_hitAny_31 ? _zz_core_hitIdx_110 : _zz_core_hitIdx_111);
  assign _zz_core_hitIdx_113 = (_zz_core_hitAny_32 ? _zz_core_hitIdx_114 : _zz_core_hitIdx_115);
  assign _zz_core_hitIdx_116 = (_zz_core_hitAny_33 ? _zz_core_hitIdx_117 : _zz_core_hitIdx_118);
  assign _zz_core_hitIdx_120 = (_zz_core_hitAny_34 ? _zz_core_hitIdx_121 : _zz_core_hitIdx_122);
  assign _zz_core_hitIdx_123 = (_zz_core_hitAny_35 ? _zz_core_hitIdx_124 : _zz_core_hitIdx_125);
  assign _zz_core_hitIdx_127 = (_zz_core_hitAny_36 ? _zz_core_hitIdx_128 : _zz_core_hitIdx_129);
  assign _zz_core_hitIdx_130 = (_zz_core_hitAny_37 ? _zz_core_hitIdx_131 : _zz_core_hitIdx_132);
  assign _zz_core_hitIdx_134 = (_zz_core_hitAny_38 ? _zz_core_hitIdx_135 : _zz_core_hitIdx_136);
  assign _zz_core_hitIdx_137 = (_zz_core_hitAny_39 ? _zz_core_hitIdx_138 : _zz_core_hitIdx_139);
  assign _zz_core_hitIdx_141 = (_zz_core_hitAny_40 ? _zz_core_hitIdx_142 : _zz_core_hitIdx_143);
  assign _zz_core_hitIdx_144 = (_zz_core_hitAny_41 ? _zz_core_hitIdx_145 : _zz_core_hitIdx_146);
  assign _zz_core_hitIdx_148 = (_zz_core_hitAny_42 ? _zz_core_hitIdx_149 : _zz_core_hitIdx_150);
  assign _zz_core_hitIdx_151 = (_zz_core_hitAny_43 ? _zz_core_hitIdx_152 : _zz_core_hitIdx_153);
  assign _zz_core_hitIdx_155 = (_zz_core_hitAny_44 ? _zz_core_hitIdx_156 : _zz_core_hitIdx_157);
  assign _zz_core_hitIdx_158 = (_zz_core_hitAny_45 ? _zz_core_hitIdx_159 : _zz_core_hitIdx_160);
  assign _zz_core_hitIdx_162 = (_zz_core_hitAny_46 ? _zz_core_hitIdx_163 : _zz_core_hitIdx_164);
  assign _zz_core_hitIdx_165 = (_zz_core_hitAny_47 ? _zz_core_hitIdx_166 : _zz_core_hitIdx_167);
  assign _zz_core_hitIdx_169 = (_zz_core_hitAny_48 ? _zz_core_hitIdx_170 : _zz_core_hitIdx_171);
  assign _zz_core_hitIdx_172 = (_zz_core_hitAny_49 ? _zz_core_hitIdx_173 : _zz_core_hitIdx_174);
  assign _zz_core_hitIdx_176 = (_zz_core_hitAny_50 ? _zz_core_hitIdx_177 : _zz_core_hitIdx_178);
  assign _zz_core_hitIdx_179 = (_zz_core_hitAny_51 ? _zz_core_hitIdx_180 : _zz_core_hitIdx_181);
  assign _zz_core_hitIdx_183 = (_zz_core_hitAny_52 ? _zz_core_hitIdx_184 : _zz_core_hitIdx_185);
  assign _zz_core_hitIdx_186 = (_zz_core_hitAny_53 ? _zz_core_hitIdx_187 : _zz_core_hitIdx_188);
  assign _zz_core_hitIdx_190 = (_zz_core_hitAny_54 ? _zz_core_hitIdx_191 : _zz_core_hitIdx_192);
  assign _zz_core_hitIdx_193 = (_zz_core_hitAny_55 ? _zz_core_hitIdx_194 : _zz_core_hitIdx_195);
  assign _zz_core_hitIdx_197 = (_zz_core_hitAny_56 ? _zz_core_hitIdx_198 : _zz_core_hitIdx_199);
  assign _zz_core_hitIdx_200 = (_zz_core_hitAny_57 ? _zz_core_hitIdx_201 : _zz_core_hitIdx_202);
  assign _zz_core_hitIdx_204 = (_zz_core_hitAny_58 ? _zz_core_hitIdx_205 : _zz_core_hitIdx_206);
  assign _zz_core_hitIdx_207 = (_zz_core_hitAny_59 ? _zz_core_hitIdx_208 : _zz_core_hitIdx_209);
  assign _zz_core_hitIdx_211 = (_zz_core_hitAny_60 ? _zz_core_hitIdx_212 : _zz_core_hitIdx_213);
  assign _zz_core_hitIdx_214 = (_zz_core_hitAny_61 ? _zz_core_hitIdx_215 : _zz_core_hitIdx_216);
  assign _zz_core_hitIdx_218 = (_zz_core_hitAny_62 ? _zz_core_hitIdx_219 : _zz_core_hitIdx_220);
  assign _zz_core_hitIdx_221 = (_zz_core_hitAny_63 ? _zz_core_hitIdx_222 : _zz_core_hitIdx_223);
  assign _zz_core_hitIdx_2 = 6'h0;
  assign _zz_core_hitIdx_3 = 6'h0;
  assign _zz_core_hitIdx_5 = 6'h01;
  assign _zz_core_hitIdx_6 = 6'h0;
  assign _zz_core_hitIdx_9 = 6'h02;
  assign _zz_core_hitIdx_10 = 6'h0;
  assign _zz_core_hitIdx_12 = 6'h03;
  assign _zz_core_hitIdx_13 = 6'h0;
  assign _zz_core_hitIdx_16 = 6'h04;
  assign _zz_core_hitIdx_17 = 6'h0;
  assign _zz_core_hitIdx_19 = 6'h05;
  assign _zz_core_hitIdx_20 = 6'h0;
  assign _zz_core_hitIdx_23 = 6'h06;
  assign _zz_core_hitIdx_24 = 6'h0;
  assign _zz_core_hitIdx_26 = 6'h07;
  assign _zz_core_hitIdx_27 = 6'h0;
  assign _zz_core_hitIdx_30 = 6'h08;
  assign _zz_core_hitIdx_31 = 6'h0;
  assign _zz_core_hitIdx_33 = 6'h09;
  assign _zz_core_hitIdx_34 = 6'h0;
  assign _zz_core_hitIdx_37 = 6'h0a;
  assign _zz_core_hitIdx_38 = 6'h0;
  assign _zz_core_hitIdx_40 = 6'h0b;
  assign _zz_core_hitIdx_41 = 6'h0;
  assign _zz_core_hitIdx_44 = 6'h0c;
  assign _zz_core_hitIdx_45 = 6'h0;
  assign _zz_core_hitIdx_47 = 6'h0d;
  assign _zz_core_hitIdx_48 = 6'h0;
  assign _zz_core_hitIdx_51 = 6'h0e;
  assign _zz_core_hitIdx_52 = 6'h0;
  assign _zz_core_hitIdx_54 = 6'h0f;
  assign _zz_core_hitIdx_55 = 6'h0;
  assign _zz_core_hitIdx_58 = 6'h10;
  assign _zz_core_hitIdx_59 = 6'h0;
  assign _zz_core_hitIdx_61 = 6'h11;
  assign _zz_core_hitIdx_62 = 6'h0;
  assign _zz_core_hitIdx_65 = 6'h12;
  assign _zz_core_hitIdx_66 = 6'h0;
  assign _zz_core_hitIdx_68 = 6'h13;
  assign _zz_core_hitIdx_69 = 6'h0;
  assign _zz_core_hitIdx_72 = 6'h14;
  assign _zz_core_hitIdx_73 = 6'h0;
  assign _zz_core_hitIdx_75 = 6'h15;
  assign _zz_core_hitIdx_76 = 6'h0;
  assign _zz_core_hitIdx_79 = 6'h16;
  assign _zz_core_hitIdx_80 = 6'h0;
  assign _zz_core_hitIdx_82 = 6'h17;
  assign _zz_core_hitIdx_83 = 6'h0;
  assign _zz_core_hitIdx_86 = 6'h18;
  assign _zz_core_hitIdx_87 = 6'h0;
  assign _zz_core_hitIdx_89 = 6'h19;
  assign _zz_core_hitIdx_90 = 6'h0;
  assign _zz_core_hitIdx_93 = 6'h1a;
  assign _zz_core_hitIdx_94 = 6'h0;
  assign _zz_core_hitIdx_96 = 6'h1b;
  assign _zz_core_hitIdx_97 = 6'h0;
  assign _zz_core_hitIdx_100 = 6'h1c;
  assign _zz_core_hitIdx_101 = 6'h0;
  assign _zz_core_hitIdx_103 = 6'h1d;
  assign _zz_core_hitIdx_104 = 6'h0;
  assign _zz_core_hitIdx_107 = 6'h1e;
  assign _zz_core_hitIdx_108 = 6'h0;
  assign _zz_core_hitIdx_110 = 6'h1f;
  assign _zz_core_hitIdx_111 = 6'h0;
  assign _zz_core_hitIdx_114 = 6'h20;
  assign _zz_core_hitIdx_115 = 6'h0;
  assign _zz_core_hitIdx_117 = 6'h21;
  assign _zz_core_hitIdx_118 = 6'h0;
  assign _zz_core_hitIdx_121 = 6'h22;
  assign _zz_core_hitIdx_122 = 6'h0;
  assign _zz_core_hitIdx_124 = 6'h23;
  assign _zz_core_hitIdx_125 = 6'h0;
  assign _zz_core_hitIdx_128 = 6'h24;
  assign _zz_core_hitIdx_129 = 6'h0;
  assign _zz_core_hitIdx_131 = 6'h25;
  assign _zz_core_hitIdx_132 = 6'h0;
  assign _zz_core_hitIdx_135 = 6'h26;
  assign _zz_core_hitIdx_136 = 6'h0;
  assign _zz_core_hitIdx_138 = 6'h27;
  assign _zz_core_hitIdx_139 = 6'h0;
  assign _zz_core_hitIdx_142 = 6'h28;
  assign _zz_core_hitIdx_143 = 6'h0;
  assign _zz_core_hitIdx_145 = 6'h29;
  assign _zz_core_hitIdx_146 = 6'h0;
  assign _zz_core_hitIdx_149 = 6'h2a;
  assign _zz_core_hitIdx_150 = 6'h0;
  assign _zz_core_hitIdx_152 = 6'h2b;
  assign _zz_core_hitIdx_153 = 6'h0;
  assign _zz_core_hitIdx_156 = 6'h2c;
  assign _zz_core_hitIdx_157 = 6'h0;
  assign _zz_core_hitIdx_159 = 6'h2d;
  assign _zz_core_hitIdx_160 = 6'h0;
  assign _zz_core_hitIdx_163 = 6'h2e;
  assign _zz_core_hitIdx_164 = 6'h0;
  assign _zz_core_hitIdx_166 = 6'h2f;
  assign _zz_core_hitIdx_167 = 6'h0;
  assign _zz_core_hitIdx_170 = 6'h30;
  assign _zz_core_hitIdx_171 = 6'h0;
  assign _zz_core_hitIdx_173 = 6'h31;
  assign _zz_core_hitIdx_174 = 6'h0;
  assign _zz_core_hitIdx_177 = 6'h32;
  assign _zz_core_hitIdx_178 = 6'h0;
  assign _zz_core_hitIdx_180 = 6'h33;
  assign _zz_core_hitIdx_181 = 6'h0;
  assign _zz_core_hitIdx_184 = 6'h34;
  assign _zz_core_hitIdx_185 = 6'h0;
  assign _zz_core_hitIdx_187 = 6'h35;
  assign _zz_core_hitIdx_188 = 6'h0;
  assign _zz_core_hitIdx_191 = 6'h36;
  assign _zz_core_hitIdx_192 = 6'h0;
  assign _zz_core_hitIdx_194 = 6'h37;
  assign _zz_core_hitIdx_195 = 6'h0;
  assign _zz_core_hitIdx_198 = 6'h38;
  assign _zz_core_hitIdx_199 = 6'h0;
  assign _zz_core_hitIdx_201 = 6'h39;
  assign _zz_core_hitIdx_202 = 6'h0;
  assign _zz_core_hitIdx_205 = 6'h3a;
  assign _zz_core_hitIdx_206 = 6'h0;
  assign _zz_core_hitIdx_208 = 6'h3b;
  assign _zz_core_hitIdx_209 = 6'h0;
  assign _zz_core_hitIdx_212 = 6'h3c;
  assign _zz_core_hitIdx_213 = 6'h0;
  assign _zz_core_hitIdx_215 = 6'h3d;
  assign _zz_core_hitIdx_216 = 6'h0;
  assign _zz_core_hitIdx_219 = 6'h3e;
  assign _zz_core_hitIdx_220 = 6'h0;
  assign _zz_core_hitIdx_222 = 6'h3f;
  assign _zz_core_hitIdx_223 = 6'h0;
  assign _zz_core_oldSum = (_zz_core_oldSum_1 | _zz_core_oldSum_3);
  assign _zz_core_oldSum_5 = (_zz_core_oldSum_6 | _zz_core_oldSum_8);
  assign _zz_core_oldSum_10 = (_zz_core_oldSum_11 | _zz_core_oldSum_13);
  assign _zz_core_oldSum_15 = (_zz_core_oldSum_16 | _zz_core_oldSum_18);
  assign _zz_core_oldSum_20 = (_zz_core_oldSum_21 | _zz_core_oldSum_23);
  assign _zz_core_oldSum_25 = (_zz_core_oldSum_26 | _zz_core_oldSum_28);
  assign _zz_core_oldSum_30 = (_zz_core_oldSum_31 | _zz_core_oldSum_33);
  assign _zz_core_oldSum_35 = (_zz_core_oldSum_36 | _zz_core_oldSum_38);
  assign _zz_core_oldSum_40 = (_zz_core_oldSum_41 | _zz_core_oldSum_43);
  assign _zz_core_oldSum_45 = (_zz_core_oldSum_46 | _zz_core_oldSum_48);
  assign _zz_core_oldSum_50 = (_zz_core_oldSum_51 | _zz_core_oldSum_53);
  assign _zz_core_oldSum_55 = (_zz_core_oldSum_56 | _zz_core_oldSum_58);
  assign _zz_core_oldSum_60 = (_zz_core_oldSum_61 | _zz_core_oldSum_63);
  assign _zz_core_oldSum_65 = (_zz_core_oldSum_66 | _zz_core_oldSum_68);
  assign _zz_core_oldSum_70 = (_zz_core_oldSum_71 | _zz_core_oldSum_73);
  assign _zz_core_oldSum_75 = (_zz_core_oldSum_76 | _zz_core_oldSum_78);
  assign _zz_core_oldSum_80 = (_zz_core_oldSum_81 | _zz_core_oldSum_83);
  assign _zz_core_oldSum_85 = (_zz_core_oldSum_86 | _zz_core_oldSum_88);
  assign _zz_core_oldSum_90 = (_zz_core_oldSum_91 | _zz_core_oldSum_93);
  assign _zz_core_oldSum_95 = (_zz_core_oldSum_96 | _zz_core_oldSum_98);
  assign _zz_core_oldSum_100 = (_zz_core_oldSum_101 | _zz_core_oldSum_103);
  assign _zz_core_oldSum_105 = (_zz_core_oldSum_106 | _zz_core_oldSum_108);
  assign _zz_core_oldSum_110 = (_zz_core_oldSum_111 | _zz_core_oldSum_113);
  assign _zz_core_oldSum_115 = (_zz_core_oldSum_116 | _zz_core_oldSum_118);
  assign _zz_core_oldSum_120 = (_zz_core_oldSum_121 | _zz_core_oldSum_123);
  assign _zz_core_oldSum_125 = (_zz_core_oldSum_126 | _zz_core_oldSum_128);
  assign _zz_core_oldSum_130 = (_zz_core_oldSum_131 | _zz_core_oldSum_133);
  assign _zz_core_oldSum_135 = (_zz_core_oldSum_136 | _zz_core_oldSum_138);
  assign _zz_core_oldSum_140 = (_zz_core_oldSum_141 | _zz_core_oldSum_143);
  assign _zz_core_oldSum_145 = (_zz_core_oldSum_146 | _zz_core_oldSum_148);
  assign _zz_core_oldSum_150 = (_zz_core_oldSum_151 | _zz_core_oldSum_153);
  assign _zz_core_oldSum_155 = (_zz_core_oldSum_156 | _zz_core_oldSum_158);
  assign _zz_core_oldSum_1 = (_zz_core_hitAny ? core_tab_0_sum : _zz_core_oldSum_2);
  assign _zz_core_oldSum_3 = (_zz_core_hitAny_1 ? core_tab_1_sum : _zz_core_oldSum_4);
  assign _zz_core_oldSum_6 = (_zz_core_hitAny_2 ? core_tab_2_sum : _zz_core_oldSum_7);
  assign _zz_core_oldSum_8 = (_zz_core_hitAny_3 ? core_tab_3_sum : _zz_core_oldSum_9);
  assign _zz_core_oldSum_11 = (_zz_core_hitAny_4 ? core_tab_4_sum : _zz_core_oldSum_12);
  assign _zz_core_oldSum_13 = (_zz_core_hitAny_5 ? core_tab_5_sum : _zz_core_oldSum_14);
  assign _zz_core_oldSum_16 = (_zz_core_hitAny_6 ? core_tab_6_sum : _zz_core_oldSum_17);
  assign _zz_core_oldSum_18 = (_zz_core_hitAny_7 ? core_tab_7_sum : _zz_core_oldSum_19);
  assign _zz_core_oldSum_21 = (_zz_core_hitAny_8 ? core_tab_8_sum : _zz_core_oldSum_22);
  assign _zz_core_oldSum_23 = (_zz_core_hitAny_9 ? core_tab_9_sum : _zz_core_oldSum_24);
  assign _zz_core_oldSum_26 = (_zz_core_hitAny_10 ? core_tab_10_sum : _zz_core_oldSum_27);
  assign _zz_core_oldSum_28 = (_zz_core_hitAny_11 ? core_tab_11_sum : _zz_core_oldSum_29);
  assign _zz_core_oldSum_31 = (_zz_core_hitAny_12 ? core_tab_12_sum : _zz_core_oldSum_32);
  assign _zz_core_oldSum_33 = (_zz_core_hitAny_13 ? core_tab_13_sum : _zz_core_oldSum_34);
  assign _zz_core_oldSum_36 = (_zz_core_hitAny_14 ? core_tab_14_sum : _zz_core_oldSum_37);
  assign _zz_core_oldSum_38 = (_zz_core_hitAny_15 ? core_tab_15_sum : _zz_core_oldSum_39);
  assign _zz_core_oldSum_41 = (_zz_core_hitAny_16 ? core_tab_16_sum : _zz_core_oldSum_42);
  assign _zz_core_oldSum_43 = (_zz_core_hitAny_17 ? core_tab_17_sum : _zz_core_oldSum_44);
  assign _zz_core_oldSum_46 = (_zz_core_hitAny_18 ? core_tab_18_sum : _zz_core_oldSum_47);
  assign _zz_core_oldSum_48 = (_zz_core_hitAny_19 ? core_tab_19_sum : _zz_core_oldSum_49);
  assign _zz_core_oldSum_51 = (_zz_core_hitAny_20 ? core_tab_20_sum : _zz_core_oldSum_52);
  assign _zz_core_oldSum_53 = (_zz_core_hitAny_21 ? core_tab_21_sum : _zz_core_oldSum_54);
  assign _zz_core_oldSum_56 = (_zz_core_hitAny_22 ? core_tab_22_sum : _zz_core_oldSum_57);
  assign _zz_core_oldSum_58 = (_zz_core_hitAny_23 ? core_tab_23_sum : _zz_core_oldSum_59);
  assign _zz_core_oldSum_61 = (_zz_core_hitAny_24 ? core_tab_24_sum : _zz_core_oldSum_62);
  assign _zz_core_oldSum_63 = (_zz_core_hitAny_25 ? core_tab_25_sum : _zz_core_oldSum_64);
  assign _zz_core_oldSum_66 = (_zz_core_hitAny_26 ? core_tab_26_sum : _zz_core_oldSum_67);
  assign _zz_core_oldSum_68 = (_zz_core_hitAny_27 ? core_tab_27_sum : _zz_core_oldSum_69);
  assign _zz_core_oldSum_71 = (_zz_core_hitAny_28 ? core_tab_28_sum : _zz_core_oldSum_72);
  assign _zz_core_oldSum_73 = (_zz_core_hitAny_29 ? core_tab_29_sum : _zz_core_oldSum_74);
  assign _zz_core_oldSum_76 = (_zz_core_hitAny_30 ? core_tab_30_sum : _zz_core_oldSum_77);
  assign _zz_core_oldSum_78 = (_zz_core_hitAny_31 ? core_tab_31_sum : _zz_core_oldSum_79);
  assign _zz_core_oldSum_81 = (_zz_core_hitAny_32 ? core_tab_32_sum : _zz_core_oldSum_82);
  assign _zz_core_oldSum_83 = (_zz_core_hitAny_33 ? core_tab_33_sum : _zz_core_oldSum_84);
  assign _zz_core_oldSum_86 = (_zz_core_hitAny_34 ? core_tab_34_sum : _zz_core_oldSum_87);
  assign _zz_core_oldSum_88 = (_zz_core_hitAny_35 ? core_tab_35_sum : _zz_core_oldSum_89);
  assign _zz_core_oldSum_91 = (_zz_core_hitAny_36 ? core_tab_36_sum : _zz_core_oldSum_92);
  assign _zz_core_oldSum_93 = (_zz_core_hitAny_37 ? core_tab_37_sum : _zz_core_oldSum_94);
  assign _zz_core_oldSum_96 = (_zz_core_hitAny_38 ? core_tab_38_sum : _zz_core_oldSum_97);
  assign _zz_core_oldSum_98 = (_zz_core_hitAny_39 ? core_tab_39_sum : _zz_core_oldSum_99);
  assign _zz_core_oldSum_101 = (_zz_core_hitAny_40 ? core_tab_40_sum : _zz_core_oldSum_102);
  assign _zz_core_oldSum_103 = (_zz_core_hitAny_41 ? core_tab_41_sum : _zz_core_oldSum_104);
  assign _zz_core_oldSum_106 = (_zz_core_hitAny_42 ? core_tab_42_sum : _zz_core_oldSum_107);
  assign _zz_core_oldSum_108 = (_zz_core_hitAny_43 ? core_tab_43_sum : _zz_core_oldSum_109);
  assign _zz_core_oldSum_111 = (_zz_core_hitAny_44 ? core_tab_44_sum : _zz_core_oldSum_112);
  assign _zz_core_oldSum_113 = (_zz_core_hitAny_45 ? core_tab_45_sum : _zz_core_oldSum_114);
  assign _zz_core_oldSum_116 = (_zz_core_hitAny_46 ? core_tab_46_sum : _zz_core_oldSum_117);
  assign _zz_core_oldSum_118 = (_zz_core_hitAny_47 ? core_tab_47_sum : _zz_core_oldSum_119);
  assign _zz_core_oldSum_121 = (_zz_core_hitAny_48 ? core_tab_48_sum : _zz_core_oldSum_122);
  assign _zz_core_oldSum_123 = (_zz_core_hitAny_49 ? core_tab_49_sum : _zz_core_oldSum_124);
  assign _zz_core_oldSum_126 = (_zz_core_hitAny_50 ? core_tab_50_sum : _zz_core_oldSum_127);
  assign _zz_core_oldSum_128 = (_zz_core_hitAny_51 ? core_tab_51_sum : _zz_core_oldSum_129);
  assign _zz_core_oldSum_131 = (_zz_core_hitAny_52 ? core_tab_52_sum : _zz_core_oldSum_132);
  assign _zz_core_oldSum_133 = (_zz_core_hitAny_53 ? core_tab_53_sum : _zz_core_oldSum_134);
  assign _zz_core_oldSum_136 = (_zz_core_hitAny_54 ? core_tab_54_sum : _zz_core_oldSum_137);
  assign _zz_core_oldSum_138 = (_zz_core_hitAny_55 ? core_tab_55_sum : _zz_core_oldSum_139);
  assign _zz_core_oldSum_141 = (_zz_core_hitAny_56 ? core_tab_56_sum : _zz_core_oldSum_142);
  assign _zz_core_oldSum_143 = (_zz_core_hitAny_57 ? core_tab_57_sum : _zz_core_oldSum_144);
  assign _zz_core_oldSum_146 = (_zz_core_hitAny_58 ? core_tab_58_sum : _zz_core_oldSum_147);
  assign _zz_core_oldSum_148 = (_zz_core_hitAny_59 ? core_tab_59_sum : _zz_core_oldSum_149);
  assign _zz_core_oldSum_151 = (_zz_core_hitAny_60 ? core_tab_60_sum : _zz_core_oldSum_152);
  assign _zz_core_oldSum_153 = (_zz_core_hitAny_61 ? core_tab_61_sum : _zz_core_oldSum_154);
  assign _zz_core_oldSum_156 = (_zz_core_hitAny_62 ? core_tab_62_sum : _zz_core_oldSum_157);
  assign _zz_core_oldSum_158 = (_zz_core_hitAny_63 ? core_tab_63_sum : _zz_core_oldSum_159);
  assign _zz_core_oldSum_2 = 16'h0;
  assign _zz_core_oldSum_4 = 16'h0;
  assign _zz_core_oldSum_7 = 16'h0;
  assign _zz_core_oldSum_9 = 16'h0;
  assign _zz_core_oldSum_12 = 16'h0;
  assign _zz_core_oldSum_14 = 16'h0;
  assign _zz_core_oldSum_17 = 16'h0;
  assign _zz_core_oldSum_19 = 16'h0;
  assign _zz_core_oldSum_22 = 16'h0;
  assign _zz_core_oldSum_24 = 16'h0;
  assign _zz_core_oldSum_27 = 16'h0;
  assign _zz_core_oldSum_29 = 16'h0;
  assign _zz_core_oldSum_32 = 16'h0;
  assign _zz_core_oldSum_34 = 16'h0;
  assign _zz_core_oldSum_37 = 16'h0;
  assign _zz_core_oldSum_39 = 16'h0;
  assign _zz_core_oldSum_42 = 16'h0;
  assign _zz_core_oldSum_44 = 16'h0;
  assign _zz_core_oldSum_47 = 16'h0;
  assign _zz_core_oldSum_49 = 16'h0;
  assign _zz_core_oldSum_52 = 16'h0;
  assign _zz_core_oldSum_54 = 16'h0;
  assign _zz_core_oldSum_57 = 16'h0;
  assign _zz_core_oldSum_59 = 16'h0;
  assign _zz_core_oldSum_62 = 16'h0;
  assign _zz_core_oldSum_64 = 16'h0;
  assign _zz_core_oldSum_67 = 16'h0;
  assign _zz_core_oldSum_69 = 16'h0;
  assign _zz_core_oldSum_72 = 16'h0;
  assign _zz_core_oldSum_74 = 16'h0;
  assign _zz_core_oldSum_77 = 16'h0;
  assign _zz_core_oldSum_79 = 16'h0;
  assign _zz_core_oldSum_82 = 16'h0;
  assign _zz_core_oldSum_84 = 16'h0;
  assign _zz_core_oldSum_87 = 16'h0;
  assign _zz_core_oldSum_89 = 16'h0;
  assign _zz_core_oldSum_92 = 16'h0;
  assign _zz_core_oldSum_94 = 16'h0;
  assign _zz_core_oldSum_97 = 16'h0;
  assign _zz_core_oldSum_99 = 16'h0;
  assign _zz_core_oldSum_102 = 16'h0;
  assign _zz_core_oldSum_104 = 16'h0;
  assign _zz_core_oldSum_107 = 16'h0;
  assign _zz_core_oldSum_109 = 16'h0;
  assign _zz_core_oldSum_112 = 16'h0;
  assign _zz_core_oldSum_114 = 16'h0;
  assign _zz_core_oldSum_117 = 16'h0;
  assign _zz_core_oldSum_119 = 16'h0;
  assign _zz_core_oldSum_122 = 16'h0;
  assign _zz_core_oldSum_124 = 16'h0;
  assign _zz_core_oldSum_127 = 16'h0;
  assign _zz_core_oldSum_129 = 16'h0;
  assign _zz_core_oldSum_132 = 16'h0;
  assign _zz_core_oldSum_134 = 16'h0;
  assign _zz_core_oldSum_137 = 16'h0;
  assign _zz_core_oldSum_139 = 16'h0;
  assign _zz_core_oldSum_142 = 16'h0;
  assign _zz_core_oldSum_144 = 16'h0;
  assign _zz_core_oldSum_147 = 16'h0;
  assign _zz_core_oldSum_149 = 16'h0;
  assign _zz_core_oldSum_152 = 16'h0;
  assign _zz_core_oldSum_154 = 16'h0;
  assign _zz_core_oldSum_157 = 16'h0;
  assign _zz_core_oldSum_159 = 16'h0;
  always @(*) begin
    case(_zz_core_cnt_13)
      3'b000 : _zz_core_cnt_12 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_12 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_12 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_12 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_12 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_12 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_12 = _zz_core_cnt_6;
      default : _zz_core_cnt_12 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_15)
      3'b000 : _zz_core_cnt_14 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_14 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_14 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_14 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_14 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_14 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_14 = _zz_core_cnt_6;
      default : _zz_core_cnt_14 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_18)
      3'b000 : _zz_core_cnt_17 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_17 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_17 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_17 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_17 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_17 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_17 = _zz_core_cnt_6;
      default : _zz_core_cnt_17 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_20)
      3'b000 : _zz_core_cnt_19 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_19 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_19 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_19 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_19 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_19 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_19 = _zz_core_cnt_6;
      default : _zz_core_cnt_19 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_24)
      3'b000 : _zz_core_cnt_23 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_23 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_23 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_23 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_23 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_23 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_23 = _zz_core_cnt_6;
      default : _zz_core_cnt_23 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_26)
      3'b000 : _zz_core_cnt_25 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_25 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_25 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_25 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_25 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_25 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_25 = _zz_core_cnt_6;
      default : _zz_core_cnt_25 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_29)
      3'b000 : _zz_core_cnt_28 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_28 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_28 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_28 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_28 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_28 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_28 = _zz_core_cnt_6;
      default : _zz_core_cnt_28 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_31)
      3'b000 : _zz_core_cnt_30 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_30 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_30 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_30 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_30 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_30 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_30 = _zz_core_cnt_6;
      default : _zz_core_cnt_30 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_36)
      3'b000 : _zz_core_cnt_35 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_35 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_35 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_35 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_35 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_35 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_35 = _zz_core_cnt_6;
      default : _zz_core_cnt_35 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_38)
      3'b000 : _zz_core_cnt_37 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_37 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_37 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_37 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_37 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_37 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_37 = _zz_core_cnt_6;
      default : _zz_core_cnt_37 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_41)
      3'b000 : _zz_core_cnt_40 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_40 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_40 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_40 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_40 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_40 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_40 = _zz_core_cnt_6;
      default : _zz_core_cnt_40 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_43)
      3'b000 : _zz_core_cnt_42 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_42 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_42 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_42 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_42 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_42 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_42 = _zz_core_cnt_6;
      default : _zz_core_cnt_42 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_47)
      3'b000 : _zz_core_cnt_46 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_46 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_46 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_46 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_46 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_46 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_46 = _zz_core_cnt_6;
      default : _zz_core_cnt_46 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_49)
      3'b000 : _zz_core_cnt_48 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_48 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_48 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_48 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_48 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_48 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_48 = _zz_core_cnt_6;
      default : _zz_core_cnt_48 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_52)
      3'b000 : _zz_core_cnt_51 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_51 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_51 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_51 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_51 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_51 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_51 = _zz_core_cnt_6;
      default : _zz_core_cnt_51 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_54)
      3'b000 : _zz_core_cnt_53 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_53 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_53 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_53 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_53 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_53 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_53 = _zz_core_cnt_6;
      default : _zz_core_cnt_53 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_59)
      3'b000 : _zz_core_cnt_58 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_58 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_58 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_58 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_58 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_58 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_58 = _zz_core_cnt_6;
      default : _zz_core_cnt_58 = _zz_core_cnt_7;
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
    case(_zz_core_cnt_64)
      3'b000 : _zz_core_cnt_63 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_63 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_63 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_63 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_63 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_63 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_63 = _zz_core_cnt_6;
      default : _zz_core_cnt_63 = _zz_core_cnt_7;
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
    case(_zz_core_cnt_69)
      3'b000 : _zz_core_cnt_68 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_68 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_68 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_68 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_68 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_68 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_68 = _zz_core_cnt_6;
      default : _zz_core_cnt_68 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(_zz_core_cnt_71)
      3'b000 : _zz_core_cnt_70 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_70 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_70 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_70 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_70 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_70 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_70 = _zz_core_cnt_6;
      default : _zz_core_cnt_70 = _zz_core_cnt_7;
    endcase
  end

  always @(*) begin
    case(tab_idx)
      6'b000000 : begin
        _zz_core_tabRd_v = core_tab_0_v;
        _zz_core_tabRd_src = core_tab_0_src;
        _zz_core_tabRd_dst = core_tab_0_dst;
        _zz_core_tabRd_sum = core_tab_0_sum;
      end
      6'b000001 : begin
        _zz_core_tabRd_v = core_tab_1_v;
        _zz_core_tabRd_src = core_tab_1_src;
        _zz_core_tabRd_dst = core_tab_1_dst;
        _zz_core_tabRd_sum = core_tab_1_sum;
      end
      6'b000010 : begin
        _zz_core_tabRd_v = core_tab_2_v;
        _zz_core_tabRd_src = core_tab_2_src;
        _zz_core_tabRd_dst = core_tab_2_dst;
        _zz_core_tabRd_sum = core_tab_2_sum;
      end
      6'b000011 : begin
        _zz_core_tabRd_v = core_tab_3_v;
        _zz_core_tabRd_src = core_tab_3_src;
        _zz_core_tabRd_dst = core_tab_3_dst;
        _zz_core_tabRd_sum = core_tab_3_sum;
      end
      6'b000100 : begin
        _zz_core_tabRd_v = core_tab_4_v;
        _zz_core_tabRd_src = core_tab_4_src;
        _zz_core_tabRd_dst = core_tab_4_dst;
        _zz_core_tabRd_sum = core_tab_4_sum;
      end
      6'b000101 : begin
        _zz_core_tabRd_v = core_tab_5_v;
        _zz_core_tabRd_src = core_tab_5_src;
        _zz_core_tabRd_dst = core_tab_5_dst;
        _zz_core_tabRd_sum = core_tab_5_sum;
      end
      6'b000110 : begin
        _zz_core_tabRd_v = core_tab_6_v;
        _zz_core_tabRd_src = core_tab_6_src;
        _zz_core_tabRd_dst = core_tab_6_dst;
        _zz_core_tabRd_sum = core_tab_6_sum;
      end
      6'b000111 : begin
        _zz_core_tabRd_v = core_tab_7_v;
        _zz_core_tabRd_src = core_tab_7_src;
        _zz_core_tabRd_dst = core_tab_7_dst;
        _zz_core_tabRd_sum = core_tab_7_sum;
      end
      6'b001000 : begin
        _zz_core_tabRd_v = core_tab_8_v;
        _zz_core_tabRd_src = core_tab_8_src;
        _zz_core_tabRd_dst = core_tab_8_dst;
        _zz_core_tabRd_sum = core_tab_8_sum;
      end
      6'b001001 : begin
        _zz_core_tabRd_v = core_tab_9_v;
        _zz_core_tabRd_src = core_tab_9_src;
        _zz_core_tabRd_dst = core_tab_9_dst;
        _zz_core_tabRd_sum = core_tab_9_sum;
      end
      6'b001010 : begin
        _zz_core_tabRd_v = core_tab_10_v;
        _zz_core_tabRd_src = core_tab_10_src;
        _zz_core_tabRd_dst = core_tab_10_dst;
        _zz_core_tabRd_sum = core_tab_10_sum;
      end
      6'b001011 : begin
        _zz_core_tabRd_v = core_tab_11_v;
        _zz_core_tabRd_src = core_tab_11_src;
        _zz_core_tabRd_dst = core_tab_11_dst;
        _zz_core_tabRd_sum = core_tab_11_sum;
      end
      6'b001100 : begin
        _zz_core_tabRd_v = core_tab_12_v;
        _zz_core_tabRd_src = core_tab_12_src;
        _zz_core_tabRd_dst = core_tab_12_dst;
        _zz_core_tabRd_sum = core_tab_12_sum;
      end
      6'b001101 : begin
        _zz_core_tabRd_v = core_tab_13_v;
        _zz_core_tabRd_src = core_tab_13_src;
        _zz_core_tabRd_dst = core_tab_13_dst;
        _zz_core_tabRd_sum = core_tab_13_sum;
      end
      6'b001110 : begin
        _zz_core_tabRd_v = core_tab_14_v;
        _zz_core_tabRd_src = core_tab_14_src;
        _zz_core_tabRd_dst = core_tab_14_dst;
        _zz_core_tabRd_sum = core_tab_14_sum;
      end
      6'b001111 : begin
        _zz_core_tabRd_v = core_tab_15_v;
        _zz_core_tabRd_src = core_tab_15_src;
        _zz_core_tabRd_dst = core_tab_15_dst;
        _zz_core_tabRd_sum = core_tab_15_sum;
      end
      6'b010000 : begin
        _zz_core_tabRd_v = core_tab_16_v;
        _zz_core_tabRd_src = core_tab_16_src;
        _zz_core_tabRd_dst = core_tab_16_dst;
        _zz_core_tabRd_sum = core_tab_16_sum;
      end
      6'b010001 : begin
        _zz_core_tabRd_v = core_tab_17_v;
        _zz_core_tabRd_src = core_tab_17_src;
        _zz_core_tabRd_dst = core_tab_17_dst;
        _zz_core_tabRd_sum = core_tab_17_sum;
      end
      6'b010010 : begin
        _zz_core_tabRd_v = core_tab_18_v;
        _zz_core_tabRd_src = core_tab_18_src;
        _zz_core_tabRd_dst = core_tab_18_dst;
        _zz_core_tabRd_sum = core_tab_18_sum;
      end
      6'b010011 : begin
        _zz_core_tabRd_v = core_tab_19_v;
        _zz_core_tabRd_src = core_tab_19_src;
        _zz_core_tabRd_dst = core_tab_19_dst;
        _zz_core_tabRd_sum = core_tab_19_sum;
      end
      6'b010100 : begin
        _zz_core_tabRd_v = core_tab_20_v;
        _zz_core_tabRd_src = core_tab_20_src;
        _zz_core_tabRd_dst = core_tab_20_dst;
        _zz_core_tabRd_sum = core_tab_20_sum;
      end
      6'b010101 : begin
        _zz_core_tabRd_v = core_tab_21_v;
        _zz_core_tabRd_src = core_tab_21_src;
        _zz_core_tabRd_dst = core_tab_21_dst;
        _zz_core_tabRd_sum = core_tab_21_sum;
      end
      6'b010110 : begin
        _zz_core_tabRd_v = core_tab_22_v;
        _zz_core_tabRd_src = core_tab_22_src;
        _zz_core_tabRd_dst = core_tab_22_dst;
        _zz_core_tabRd_sum = core_tab_22_sum;
      end
      6'b010111 : begin
        _zz_core_tabRd_v = core_tab_23_v;
        _zz_core_tabRd_src = core_tab_23_src;
        _zz_core_tabRd_dst = core_tab_23_dst;
        _zz_core_tabRd_sum = core_tab_23_sum;
      end
      6'b011000 : begin
        _zz_core_tabRd_v = core_tab_24_v;
        _zz_core_tabRd_src = core_tab_24_src;
        _zz_core_tabRd_dst = core_tab_24_dst;
        _zz_core_tabRd_sum = core_tab_24_sum;
      end
      6'b011001 : begin
        _zz_core_tabRd_v = core_tab_25_v;
        _zz_core_tabRd_src = core_tab_25_src;
        _zz_core_tabRd_dst = core_tab_25_dst;
        _zz_core_tabRd_sum = core_tab_25_sum;
      end
      6'b011010 : begin
        _zz_core_tabRd_v = core_tab_26_v;
        _zz_core_tabRd_src = core_tab_26_src;
        _zz_core_tabRd_dst = core_tab_26_dst;
        _zz_core_tabRd_sum = core_tab_26_sum;
      end
      6'b011011 : begin
        _zz_core_tabRd_v = core_tab_27_v;
        _zz_core_tabRd_src = core_tab_27_src;
        _zz_core_tabRd_dst = core_tab_27_dst;
        _zz_core_tabRd_sum = core_tab_27_sum;
      end
      6'b011100 : begin
        _zz_core_tabRd_v = core_tab_28_v;
        _zz_core_tabRd_src = core_tab_28_src;
        _zz_core_tabRd_dst = core_tab_28_dst;
        _zz_core_tabRd_sum = core_tab_28_sum;
      end
      6'b011101 : begin
        _zz_core_tabRd_v = core_tab_29_v;
        _zz_core_tabRd_src = core_tab_29_src;
        _zz_core_tabRd_dst = core_tab_29_dst;
        _zz_core_tabRd_sum = core_tab_29_sum;
      end
      6'b011110 : begin
        _zz_core_tabRd_v = core_tab_30_v;
        _zz_core_tabRd_src = core_tab_30_src;
        _zz_core_tabRd_dst = core_tab_30_dst;
        _zz_core_tabRd_sum = core_tab_30_sum;
      end
      6'b011111 : begin
        _zz_core_tabRd_v = core_tab_31_v;
        _zz_core_tabRd_src = core_tab_31_src;
        _zz_core_tabRd_dst = core_tab_31_dst;
        _zz_core_tabRd_sum = core_tab_31_sum;
      end
      6'b100000 : begin
        _zz_core_tabRd_v = core_tab_32_v;
        _zz_core_tabRd_src = core_tab_32_src;
        _zz_core_tabRd_dst = core_tab_32_dst;
        _zz_core_tabRd_sum = core_tab_32_sum;
      end
      6'b100001 : begin
        _zz_core_tabRd_v = core_tab_33_v;
        _zz_core_tabRd_src = core_tab_33_src;
        _zz_core_tabRd_dst = core_tab_33_dst;
        _zz_core_tabRd_sum = core_tab_33_sum;
      end
      6'b100010 : begin
        _zz_core_tabRd_v = core_tab_34_v;
        _zz_core_tabRd_src = core_tab_34_src;
        _zz_core_tabRd_dst = core_tab_34_dst;
        _zz_core_tabRd_sum = core_tab_34_sum;
      end
      6'b100011 : begin
        _zz_core_tabRd_v = core_tab_35_v;
        _zz_core_tabRd_src = core_tab_35_src;
        _zz_core_tabRd_dst = core_tab_35_dst;
        _zz_core_tabRd_sum = core_tab_35_sum;
      end
      6'b100100 : begin
        _zz_core_tabRd_v = core_tab_36_v;
        _zz_core_tabRd_src = core_tab_36_src;
        _zz_core_tabRd_dst = core_tab_36_dst;
        _zz_core_tabRd_sum = core_tab_36_sum;
      end
      6'b100101 : begin
        _zz_core_tabRd_v = core_tab_37_v;
        _zz_core_tabRd_src = core_tab_37_src;
        _zz_core_tabRd_dst = core_tab_37_dst;
        _zz_core_tabRd_sum = core_tab_37_sum;
      end
      6'b100110 : begin
        _zz_core_tabRd_v = core_tab_38_v;
        _zz_core_tabRd_src = core_tab_38_src;
        _zz_core_tabRd_dst = core_tab_38_dst;
        _zz_core_tabRd_sum = core_tab_38_sum;
      end
      6'b100111 : begin
        _zz_core_tabRd_v = core_tab_39_v;
        _zz_core_tabRd_src = core_tab_39_src;
        _zz_core_tabRd_dst = core_tab_39_dst;
        _zz_core_tabRd_sum = core_tab_39_sum;
      end
      6'b101000 : begin
        _zz_core_tabRd_v = core_tab_40_v;
        _zz_core_tabRd_src = core_tab_40_src;
        _zz_core_tabRd_dst = core_tab_40_dst;
        _zz_core_tabRd_sum = core_tab_40_sum;
      end
      6'b101001 : begin
        _zz_core_tabRd_v = core_tab_41_v;
        _zz_core_tabRd_src = core_tab_41_src;
        _zz_core_tabRd_dst = core_tab_41_dst;
        _zz_core_tabRd_sum = core_tab_41_sum;
      end
      6'b101010 : begin
        _zz_core_tabRd_v = core_tab_42_v;
        _zz_core_tabRd_src = core_tab_42_src;
        _zz_core_tabRd_dst = core_tab_42_dst;
        _zz_core_tabRd_sum = core_tab_42_sum;
      end
      6'b101011 : begin
        _zz_core_tabRd_v = core_tab_43_v;
        _zz_core_tabRd_src = core_tab_43_src;
        _zz_core_tabRd_dst = core_tab_43_dst;
        _zz_core_tabRd_sum = core_tab_43_sum;
      end
      6'b101100 : begin
        _zz_core_tabRd_v = core_tab_44_v;
        _zz_core_tabRd_src = core_tab_44_src;
        _zz_core_tabRd_dst = core_tab_44_dst;
        _zz_core_tabRd_sum = core_tab_44_sum;
      end
      6'b101101 : begin
        _zz_core_tabRd_v = core_tab_45_v;
        _zz_core_tabRd_src = core_tab_45_src;
        _zz_core_tabRd_dst = core_tab_45_dst;
        _zz_core_tabRd_sum = core_tab_45_sum;
      end
      6'b101110 : begin
        _zz_core_tabRd_v = core_tab_46_v;
        _zz_core_tabRd_src = core_tab_46_src;
        _zz_core_tabRd_dst = core_tab_46_dst;
        _zz_core_tabRd_sum = core_tab_46_sum;
      end
      6'b101111 : begin
        _zz_core_tabRd_v = core_tab_47_v;
        _zz_core_tabRd_src = core_tab_47_src;
        _zz_core_tabRd_dst = core_tab_47_dst;
        _zz_core_tabRd_sum = core_tab_47_sum;
      end
      6'b110000 : begin
        _zz_core_tabRd_v = core_tab_48_v;
        _zz_core_tabRd_src = core_tab_48_src;
        _zz_core_tabRd_dst = core_tab_48_dst;
        _zz_core_tabRd_sum = core_tab_48_sum;
      end
      6'b110001 : begin
        _zz_core_tabRd_v = core_tab_49_v;
        _zz_core_tabRd_src = core_tab_49_src;
        _zz_core_tabRd_dst = core_tab_49_dst;
        _zz_core_tabRd_sum = core_tab_49_sum;
      end
      6'b110010 : begin
        _zz_core_tabRd_v = core_tab_50_v;
        _zz_core_tabRd_src = core_tab_50_src;
        _zz_core_tabRd_dst = core_tab_50_dst;
        _zz_core_tabRd_sum = core_tab_50_sum;
      end
      6'b110011 : begin
        _zz_core_tabRd_v = core_tab_51_v;
        _zz_core_tabRd_src = core_tab_51_src;
        _zz_core_tabRd_dst = core_tab_51_dst;
        _zz_core_tabRd_sum = core_tab_51_sum;
      end
      6'b110100 : begin
        _zz_core_tabRd_v = core_tab_52_v;
        _zz_core_tabRd_src = core_tab_52_src;
        _zz_core_tabRd_dst = core_tab_52_dst;
        _zz_core_tabRd_sum = core_tab_52_sum;
      end
      6'b110101 : begin
        _zz_core_tabRd_v = core_tab_53_v;
        _zz_core_tabRd_src = core_tab_53_src;
        _zz_core_tabRd_dst = core_tab_53_dst;
        _zz_core_tabRd_sum = core_tab_53_sum;
      end
      6'b110110 : begin
        _zz_core_tabRd_v = core_tab_54_v;
        _zz_core_tabRd_src = core_tab_54_src;
        _zz_core_tabRd_dst = core_tab_54_dst;
        _zz_core_tabRd_sum = core_tab_54_sum;
      end
      6'b110111 : begin
        _zz_core_tabRd_v = core_tab_55_v;
        _zz_core_tabRd_src = core_tab_55_src;
        _zz_core_tabRd_dst = core_tab_55_dst;
        _zz_core_tabRd_sum = core_tab_55_sum;
      end
      6'b111000 : begin
        _zz_core_tabRd_v = core_tab_56_v;
        _zz_core_tabRd_src = core_tab_56_src;
        _zz_core_tabRd_dst = core_tab_56_dst;
        _zz_core_tabRd_sum = core_tab_56_sum;
      end
      6'b111001 : begin
        _zz_core_tabRd_v = core_tab_57_v;
        _zz_core_tabRd_src = core_tab_57_src;
        _zz_core_tabRd_dst = core_tab_57_dst;
        _zz_core_tabRd_sum = core_tab_57_sum;
      end
      6'b111010 : begin
        _zz_core_tabRd_v = core_tab_58_v;
        _zz_core_tabRd_src = core_tab_58_src;
        _zz_core_tabRd_dst = core_tab_58_dst;
        _zz_core_tabRd_sum = core_tab_58_sum;
      end
      6'b111011 : begin
        _zz_core_tabRd_v = core_tab_59_v;
        _zz_core_tabRd_src = core_tab_59_src;
        _zz_core_tabRd_dst = core_tab_59_dst;
        _zz_core_tabRd_sum = core_tab_59_sum;
      end
      6'b111100 : begin
        _zz_core_tabRd_v = core_tab_60_v;
        _zz_core_tabRd_src = core_tab_60_src;
        _zz_core_tabRd_dst = core_tab_60_dst;
        _zz_core_tabRd_sum = core_tab_60_sum;
      end
      6'b111101 : begin
        _zz_core_tabRd_v = core_tab_61_v;
        _zz_core_tabRd_src = core_tab_61_src;
        _zz_core_tabRd_dst = core_tab_61_dst;
        _zz_core_tabRd_sum = core_tab_61_sum;
      end
      6'b111110 : begin
        _zz_core_tabRd_v = core_tab_62_v;
        _zz_core_tabRd_src = core_tab_62_src;
        _zz_core_tabRd_dst = core_tab_62_dst;
        _zz_core_tabRd_sum = core_tab_62_sum;
      end
      default : begin
        _zz_core_tabRd_v = core_tab_63_v;
        _zz_core_tabRd_src = core_tab_63_src;
        _zz_core_tabRd_dst = core_tab_63_dst;
        _zz_core_tabRd_sum = core_tab_63_sum;
      end
    endcase
  end

  always @(*) begin
    case(core_rdGrp)
      4'b0000 : begin
        _zz_core_e0_0_v = core_tab_0_v;
        _zz_core_e0_0_src = core_tab_0_src;
        _zz_core_e0_0_dst = core_tab_0_dst;
        _zz_core_e0_0_sum = core_tab_0_sum;
        _zz_core_e0_1_v = core_tab_1_v;
        _zz_core_e0_1_src = core_tab_1_src;
        _zz_core_e0_1_dst = core_tab_1_dst;
        _zz_core_e0_1_sum = core_tab_1_sum;
        _zz_core_e0_2_v = core_tab_2_v;
        _zz_core_e0_2_src = core_tab_2_src;
        _zz_core_e0_2_dst = core_tab_2_dst;
        _zz_core_e0_2_sum = core_tab_2_sum;
        _zz_core_e0_3_v = core_tab_3_v;
        _zz_core_e0_3_src = core_tab_3_src;
        _zz_core_e0_3_dst = core_tab_3_dst;
        _zz_core_e0_3_sum = core_tab_3_sum;
      end
      4'b0001 : begin
        _zz_core_e0_0_v = core_tab_4_v;
        _zz_core_e0_0_src = core_tab_4_src;
        _zz_core_e0_0_dst = core_tab_4_dst;
        _zz_core_e0_0_sum = core_tab_4_sum;
        _zz_core_e0_1_v = core_tab_5_v;
        _zz_core_e0_1_src = core_tab_5_src;
        _zz_core_e0_1_dst = core_tab_5_dst;
        _zz_core_e0_1_sum = core_tab_5_sum;
        _zz_core_e0_2_v = core_tab_6_v;
        _zz_core_e0_2_src = core_tab_6_src;
        _zz_core_e0_2_dst = core_tab_6_dst;
        _zz_core_e0_2_sum = core_tab_6_sum;
        _zz_core_e0_3_v = core_tab_7_v;
        _zz_core_e0_3_src = core_tab_7_src;
        _zz_core_e0_3_dst = core_tab_7_dst;
        _zz_core_e0_3_sum = core_tab_7_sum;
      end
      4'b0010 : begin
        _zz_core_e0_0_v = core_tab_8_v;
        _zz_core_e0_0_src = core_tab_8_src;
        _zz_core_e0_0_dst = core_tab_8_dst;
        _zz_core_e0_0_sum = core_tab_8_sum;
        _zz_core_e0_1_v = core_tab_9_v;
        _zz_core_e0_1_src = core_tab_9_src;
        _zz_core_e0_1_dst = core_tab_9_dst;
        _zz_core_e0_1_sum = core_tab_9_sum;
        _zz_core_e0_2_v = core_tab_10_v;
        _zz_core_e0_2_src = core_tab_10_src;
        _zz_core_e0_2_dst = core_tab_10_dst;
        _zz_core_e0_2_sum = core_tab_10_sum;
        _zz_core_e0_3_v = core_tab_11_v;
        _zz_core_e0_3_src = core_tab_11_src;
        _zz_core_e0_3_dst = core_tab_11_dst;
        _zz_core_e0_3_sum = core_tab_11_sum;
      end
      4'b0011 : begin
        _zz_core_e0_0_v = core_tab_12_v;
        _zz_core_e0_0_src = core_tab_12_src;
        _zz_core_e0_0_dst = core_tab_12_dst;
        _zz_core_e0_0_sum = core_tab_12_sum;
        _zz_core_e0_1_v = core_tab_13_v;
        _zz_core_e0_1_src = core_tab_13_src;
        _zz_core_e0_1_dst = core_tab_13_dst;
        _zz_core_e0_1_sum = core_tab_13_sum;
        _zz_core_e0_2_v = core_tab_14_v;
        _zz_core_e0_2_src = core_tab_14_src;
        _zz_core_e0_2_dst = core_tab_14_dst;
        _zz_core_e0_2_sum = core_tab_14_sum;
        _zz_core_e0_3_v = core_tab_15_v;
        _zz_core_e0_3_src = core_tab_15_src;
        _zz_core_e0_3_dst = core_tab_15_dst;
        _zz_core_e0_3_sum = core_tab_15_sum;
      end
      4'b0100 : begin
        _zz_core_e0_0_v = core_tab_16_v;
        _zz_core_e0_0_src = core_tab_16_src;
        _zz_core_e0_0_dst = core_tab_16_dst;
        _zz_core_e0_0_sum = core_tab_16_sum;
        _zz_core_e0_1_v = core_tab_17_v;
        _zz_core_e0_1_src = core_tab_17_src;
        _zz_core_e0_1_dst = core_tab_17_dst;
        _zz_core_e0_1_sum = core_tab_17_sum;
        _zz_core_e0_2_v = core_tab_18_v;
        _zz_core_e0_2_src = core_tab_18_src;
        _zz_core_e0_2_dst = core_tab_18_dst;
        _zz_core_e0_2_sum = core_tab_18_sum;
        _zz_core_e0_3_v = core_tab_19_v;
        _zz_core_e0_3_src = core_tab_19_src;
        _zz_core_e0_3_dst = core_tab_19_dst;
        _zz_core_e0_3_sum = core_tab_19_sum;
      end
      4'b0101 : begin
        _zz_core_e0_0_v = core_tab_20_v;
        _zz_core_e0_0_src = core_tab_20_src;
        _zz_core_e0_0_dst = core_tab_20_dst;
        _zz_core_e0_0_sum = core_tab_20_sum;
        _zz_core_e0_1_v = core_tab_21_v;
        _zz_core_e0_1_src = core_tab_21_src;
        _zz_core_e0_1_dst = core_tab_21_dst;
        _zz_core_e0_1_sum = core_tab_21_sum;
        _zz_core_e0_2_v = core_tab_22_v;
        _zz_core_e0_2_src = core_tab_22_src;
        _zz_core_e0_2_dst = core_tab_22_dst;
        _zz_core_e0_2_sum = core_tab_22_sum;
        _zz_core_e0_3_v = core_tab_23_v;
        _zz_core_e0_3_src = core_tab_23_src;
        _zz_core_e0_3_dst = core_tab_23_dst;
        _zz_core_e0_3_sum = core_tab_23_sum;
      end
      4'b0110 : begin
        _zz_core_e0_0_v = core_tab_24_v;
        _zz_core_e0_0_src = core_tab_24_src;
        _zz_core_e0_0_dst = core_tab_24_dst;
        _zz_core_e0_0_sum = core_tab_24_sum;
        _zz_core_e0_1_v = core_tab_25_v;
        _zz_core_e0_1_src = core_tab_25_src;
        _zz_core_e0_1_dst = core_tab_25_dst;
        _zz_core_e0_1_sum = core_tab_25_sum;
        _zz_core_e0_2_v = core_tab_26_v;
        _zz_core_e0_2_src = core_tab_26_src;
        _zz_core_e0_2_dst = core_tab_26_dst;
        _zz_core_e0_2_sum = core_tab_26_sum;
        _zz_core_e0_3_v = core_tab_27_v;
        _zz_core_e0_3_src = core_tab_27_src;
        _zz_core_e0_3_dst = core_tab_27_dst;
        _zz_core_e0_3_sum = core_tab_27_sum;
      end
      4'b0111 : begin
        _zz_core_e0_0_v = core_tab_28_v;
        _zz_core_e0_0_src = core_tab_28_src;
        _zz_core_e0_0_dst = core_tab_28_dst;
        _zz_core_e0_0_sum = core_tab_28_sum;
        _zz_core_e0_1_v = core_tab_29_v;
        _zz_core_e0_1_src = core_tab_29_src;
        _zz_core_e0_1_dst = core_tab_29_dst;
        _zz_core_e0_1_sum = core_tab_29_sum;
        _zz_core_e0_2_v = core_tab_30_v;
        _zz_core_e0_2_src = core_tab_30_src;
        _zz_core_e0_2_dst = core_tab_30_dst;
        _zz_core_e0_2_sum = core_tab_30_sum;
        _zz_core_e0_3_v = core_tab_31_v;
        _zz_core_e0_3_src = core_tab_31_src;
        _zz_core_e0_3_dst = core_tab_31_dst;
        _zz_core_e0_3_sum = core_tab_31_sum;
      end
      4'b1000 : begin
        _zz_core_e0_0_v = core_tab_32_v;
        _zz_core_e0_0_src = core_tab_32_src;
        _zz_core_e0_0_dst = core_tab_32_dst;
        _zz_core_e0_0_sum = core_tab_32_sum;
        _zz_core_e0_1_v = core_tab_33_v;
        _zz_core_e0_1_src = core_tab_33_src;
        _zz_core_e0_1_dst = core_tab_33_dst;
        _zz_core_e0_1_sum = core_tab_33_sum;
        _zz_core_e0_2_v = core_tab_34_v;
        _zz_core_e0_2_src = core_tab_34_src;
        _zz_core_e0_2_dst = core_tab_34_dst;
        _zz_core_e0_2_sum = core_tab_34_sum;
        _zz_core_e0_3_v = core_tab_35_v;
        _zz_core_e0_3_src = core_tab_35_src;
        _zz_core_e0_3_dst = core_tab_35_dst;
        _zz_core_e0_3_sum = core_tab_35_sum;
      end
      4'b1001 : begin
        _zz_core_e0_0_v = core_tab_36_v;
        _zz_core_e0_0_src = core_tab_36_src;
        _zz_core_e0_0_dst = core_tab_36_dst;
        _zz_core_e0_0_sum = core_tab_36_sum;
        _zz_core_e0_1_v = core_tab_37_v;
        _zz_core_e0_1_src = core_tab_37_src;
        _zz_core_e0_1_dst = core_tab_37_dst;
        _zz_core_e0_1_sum = core_tab_37_sum;
        _zz_core_e0_2_v = core_tab_38_v;
        _zz_core_e0_2_src = core_tab_38_src;
        _zz_core_e0_2_dst = core_tab_38_dst;
        _zz_core_e0_2_sum = core_tab_38_sum;
        _zz_core_e0_3_v = core_tab_39_v;
        _zz_core_e0_3_src = core_tab_39_src;
        _zz_core_e0_3_dst = core_tab_39_dst;
        _zz_core_e0_3_sum = core_tab_39_sum;
      end
      4'b1010 : begin
        _zz_core_e0_0_v = core_tab_40_v;
        _zz_core_e0_0_src = core_tab_40_src;
        _zz_core_e0_0_dst = core_tab_40_dst;
        _zz_core_e0_0_sum = core_tab_40_sum;
        _zz_core_e0_1_v = core_tab_41_v;
        _zz_core_e0_1_src = core_tab_41_src;
        _zz_core_e0_1_dst = core_tab_41_dst;
        _zz_core_e0_1_sum = core_tab_41_sum;
        _zz_core_e0_2_v = core_tab_42_v;
        _zz_core_e0_2_src = core_tab_42_src;
        _zz_core_e0_2_dst = core_tab_42_dst;
        _zz_core_e0_2_sum = core_tab_42_sum;
        _zz_core_e0_3_v = core_tab_43_v;
        _zz_core_e0_3_src = core_tab_43_src;
        _zz_core_e0_3_dst = core_tab_43_dst;
        _zz_core_e0_3_sum = core_tab_43_sum;
      end
      4'b1011 : begin
        _zz_core_e0_0_v = core_tab_44_v;
        _zz_core_e0_0_src = core_tab_44_src;
        _zz_core_e0_0_dst = core_tab_44_dst;
        _zz_core_e0_0_sum = core_tab_44_sum;
        _zz_core_e0_1_v = core_tab_45_v;
        _zz_core_e0_1_src = core_tab_45_src;
        _zz_core_e0_1_dst = core_tab_45_dst;
        _zz_core_e0_1_sum = core_tab_45_sum;
        _zz_core_e0_2_v = core_tab_46_v;
        _zz_core_e0_2_src = core_tab_46_src;
        _zz_core_e0_2_dst = core_tab_46_dst;
        _zz_core_e0_2_sum = core_tab_46_sum;
        _zz_core_e0_3_v = core_tab_47_v;
        _zz_core_e0_3_src = core_tab_47_src;
        _zz_core_e0_3_dst = core_tab_47_dst;
        _zz_core_e0_3_sum = core_tab_47_sum;
      end
      4'b1100 : begin
        _zz_core_e0_0_v = core_tab_48_v;
        _zz_core_e0_0_src = core_tab_48_src;
        _zz_core_e0_0_dst = core_tab_48_dst;
        _zz_core_e0_0_sum = core_tab_48_sum;
        _zz_core_e0_1_v = core_tab_49_v;
        _zz_core_e0_1_src = core_tab_49_src;
        _zz_core_e0_1_dst = core_tab_49_dst;
        _zz_core_e0_1_sum = core_tab_49_sum;
        _zz_core_e0_2_v = core_tab_50_v;
        _zz_core_e0_2_src = core_tab_50_src;
        _zz_core_e0_2_dst = core_tab_50_dst;
        _zz_core_e0_2_sum = core_tab_50_sum;
        _zz_core_e0_3_v = core_tab_51_v;
        _zz_core_e0_3_src = core_tab_51_src;
        _zz_core_e0_3_dst = core_tab_51_dst;
        _zz_core_e0_3_sum = core_tab_51_sum;
      end
      4'b1101 : begin
        _zz_core_e0_0_v = core_tab_52_v;
        _zz_core_e0_0_src = core_tab_52_src;
        _zz_core_e0_0_dst = core_tab_52_dst;
        _zz_core_e0_0_sum = core_tab_52_sum;
        _zz_core_e0_1_v = core_tab_53_v;
        _zz_core_e0_1_src = core_tab_53_src;
        _zz_core_e0_1_dst = core_tab_53_dst;
        _zz_core_e0_1_sum = core_tab_53_sum;
        _zz_core_e0_2_v = core_tab_54_v;
        _zz_core_e0_2_src = core_tab_54_src;
        _zz_core_e0_2_dst = core_tab_54_dst;
        _zz_core_e0_2_sum = core_tab_54_sum;
        _zz_core_e0_3_v = core_tab_55_v;
        _zz_core_e0_3_src = core_tab_55_src;
        _zz_core_e0_3_dst = core_tab_55_dst;
        _zz_core_e0_3_sum = core_tab_55_sum;
      end
      4'b1110 : begin
        _zz_core_e0_0_v = core_tab_56_v;
        _zz_core_e0_0_src = core_tab_56_src;
        _zz_core_e0_0_dst = core_tab_56_dst;
        _zz_core_e0_0_sum = core_tab_56_sum;
        _zz_core_e0_1_v = core_tab_57_v;
        _zz_core_e0_1_src = core_tab_57_src;
        _zz_core_e0_1_dst = core_tab_57_dst;
        _zz_core_e0_1_sum = core_tab_57_sum;
        _zz_core_e0_2_v = core_tab_58_v;
        _zz_core_e0_2_src = core_tab_58_src;
        _zz_core_e0_2_dst = core_tab_58_dst;
        _zz_core_e0_2_sum = core_tab_58_sum;
        _zz_core_e0_3_v = core_tab_59_v;
        _zz_core_e0_3_src = core_tab_59_src;
        _zz_core_e0_3_dst = core_tab_59_dst;
        _zz_core_e0_3_sum = core_tab_59_sum;
      end
      default : begin
        _zz_core_e0_0_v = core_tab_60_v;
        _zz_core_e0_0_src = core_tab_60_src;
        _zz_core_e0_0_dst = core_tab_60_dst;
        _zz_core_e0_0_sum = core_tab_60_sum;
        _zz_core_e0_1_v = core_tab_61_v;
        _zz_core_e0_1_src = core_tab_61_src;
        _zz_core_e0_1_dst = core_tab_61_dst;
        _zz_core_e0_1_sum = core_tab_61_sum;
        _zz_core_e0_2_v = core_tab_62_v;
        _zz_core_e0_2_src = core_tab_62_src;
        _zz_core_e0_2_dst = core_tab_62_dst;
        _zz_core_e0_2_sum = core_tab_62_sum;
        _zz_core_e0_3_v = core_tab_63_v;
        _zz_core_e0_3_src = core_tab_63_src;
        _zz_core_e0_3_dst = core_tab_63_dst;
        _zz_core_e0_3_sum = core_tab_63_sum;
      end
    endcase
  end

  always @(*) begin
    case(core_rs_qB)
      5'b00000 : begin
        _zz_core_rs_wy = core_aDw_0;
        _zz_core_rs_pY = core_aDy_0;
      end
      5'b00001 : begin
        _zz_core_rs_wy = core_aDw_1;
        _zz_core_rs_pY = core_aDy_1;
      end
      5'b00010 : begin
        _zz_core_rs_wy = core_aDw_2;
        _zz_core_rs_pY = core_aDy_2;
      end
      5'b00011 : begin
        _zz_core_rs_wy = core_aDw_3;
        _zz_core_rs_pY = core_aDy_3;
      end
      5'b00100 : begin
        _zz_core_rs_wy = core_aDw_4;
        _zz_core_rs_pY = core_aDy_4;
      end
      5'b00101 : begin
        _zz_core_rs_wy = core_aDw_5;
        _zz_core_rs_pY = core_aDy_5;
      end
      5'b00110 : begin
        _zz_core_rs_wy = core_aDw_6;
        _zz_core_rs_pY = core_aDy_6;
      end
      5'b00111 : begin
        _zz_core_rs_wy = core_aDw_7;
        _zz_core_rs_pY = core_aDy_7;
      end
      5'b01000 : begin
        _zz_core_rs_wy = core_aDw_8;
        _zz_core_rs_pY = core_aDy_8;
      end
      5'b01001 : begin
        _zz_core_rs_wy = core_aDw_9;
        _zz_core_rs_pY = core_aDy_9;
      end
      5'b01010 : begin
        _zz_core_rs_wy = core_aDw_10;
        _zz_core_rs_pY = core_aDy_10;
      end
      5'b01011 : begin
        _zz_core_rs_wy = core_aDw_11;
        _zz_core_rs_pY = core_aDy_11;
      end
      5'b01100 : begin
        _zz_core_rs_wy = core_aDw_12;
        _zz_core_rs_pY = core_aDy_12;
      end
      5'b01101 : begin
        _zz_core_rs_wy = core_aDw_13;
        _zz_core_rs_pY = core_aDy_13;
      end
      5'b01110 : begin
        _zz_core_rs_wy = core_aDw_14;
        _zz_core_rs_pY = core_aDy_14;
      end
      5'b01111 : begin
        _zz_core_rs_wy = core_aDw_15;
        _zz_core_rs_pY = core_aDy_15;
      end
      5'b10000 : begin
        _zz_core_rs_wy = core_aDw_16;
        _zz_core_rs_pY = core_aDy_16;
      end
      5'b10001 : begin
        _zz_core_rs_wy = core_aDw_17;
        _zz_core_rs_pY = core_aDy_17;
      end
      5'b10010 : begin
        _zz_core_rs_wy = core_aDw_18;
        _zz_core_rs_pY = core_aDy_18;
      end
      5'b10011 : begin
        _zz_core_rs_wy = core_aDw_19;
        _zz_core_rs_pY = core_aDy_19;
      end
      5'b10100 : begin
        _zz_core_rs_wy = core_aDw_20;
        _zz_core_rs_pY = core_aDy_20;
      end
      5'b10101 : begin
        _zz_core_rs_wy = core_aDw_21;
        _zz_core_rs_pY = core_aDy_21;
      end
      5'b10110 : begin
        _zz_core_rs_wy = core_aDw_22;
        _zz_core_rs_pY = core_aDy_22;
      end
      5'b10111 : begin
        _zz_core_rs_wy = core_aDw_23;
        _zz_core_rs_pY = core_aDy_23;
      end
      5'b11000 : begin
        _zz_core_rs_wy = core_aDw_24;
        _zz_core_rs_pY = core_aDy_24;
      end
      5'b11001 : begin
        _zz_core_rs_wy = core_aDw_25;
        _zz_core_rs_pY = core_aDy_25;
      end
      5'b11010 : begin
        _zz_core_rs_wy = core_aDw_26;
        _zz_core_rs_pY = core_aDy_26;
      end
      5'b11011 : begin
        _zz_core_rs_wy = core_aDw_27;
        _zz_core_rs_pY = core_aDy_27;
      end
      5'b11100 : begin
        _zz_core_rs_wy = core_aDw_28;
        _zz_core_rs_pY = core_aDy_28;
      end
      5'b11101 : begin
        _zz_core_rs_wy = core_aDw_29;
        _zz_core_rs_pY = core_aDy_29;
      end
      5'b11110 : begin
        _zz_core_rs_wy = core_aDw_30;
        _zz_core_rs_pY = core_aDy_30;
      end
      default : begin
        _zz_core_rs_wy = core_aDw_31;
        _zz_core_rs_pY = core_aDy_31;
      end
    endcase
  end

  always @(*) begin
    case(core_rs_a)
      5'b00000 : begin
        _zz_core_rs_qB = core_mS_0;
        _zz_core_rs_qX = core_aSx_0;
        _zz_core_rs_qWx = core_aSw_0;
        _zz_core_rs_qWab = core_mW_0;
      end
      5'b00001 : begin
        _zz_core_rs_qB = core_mS_1;
        _zz_core_rs_qX = core_aSx_1;
        _zz_core_rs_qWx = core_aSw_1;
        _zz_core_rs_qWab = core_mW_1;
      end
      5'b00010 : begin
        _zz_core_rs_qB = core_mS_2;
        _zz_core_rs_qX = core_aSx_2;
        _zz_core_rs_qWx = core_aSw_2;
        _zz_core_rs_qWab = core_mW_2;
      end
      5'b00011 : begin
        _zz_core_rs_qB = core_mS_3;
        _zz_core_rs_qX = core_aSx_3;
        _zz_core_rs_qWx = core_aSw_3;
        _zz_core_rs_qWab = core_mW_3;
      end
      5'b00100 : begin
        _zz_core_rs_qB = core_mS_4;
        _zz_core_rs_qX = core_aSx_4;
        _zz_core_rs_qWx = core_aSw_4;
        _zz_core_rs_qWab = core_mW_4;
      end
      5'b00101 : begin
        _zz_core_rs_qB = core_mS_5;
        _zz_core_rs_qX = core_aSx_5;
        _zz_core_rs_qWx = core_aSw_5;
        _zz_core_rs_qWab = core_mW_5;
      end
      5'b00110 : begin
        _zz_core_rs_qB = core_mS_6;
        _zz_core_rs_qX = core_aSx_6;
        _zz_core_rs_qWx = core_aSw_6;
        _zz_core_rs_qWab = core_mW_6;
      end
      5'b00111 : begin
        _zz_core_rs_qB = core_mS_7;
        _zz_core_rs_qX = core_aSx_7;
        _zz_core_rs_qWx = core_aSw_7;
        _zz_core_rs_qWab = core_mW_7;
      end
      5'b01000 : begin
        _zz_core_rs_qB = core_mS_8;
        _zz_core_rs_qX = core_aSx_8;
        _zz_core_rs_qWx = core_aSw_8;
        _zz_core_rs_qWab = core_mW_8;
      end
      5'b01001 : begin
        _zz_core_rs_qB = core_mS_9;
        _zz_core_rs_qX = core_aSx_9;
        _zz_core_rs_qWx = core_aSw_9;
        _zz_core_rs_qWab = core_mW_9;
      end
      5'b01010 : begin
        _zz_core_rs_qB = core_mS_10;
        _zz_core_rs_qX = core_aSx_10;
        _zz_core_rs_qWx = core_aSw_10;
        _zz_core_rs_qWab = core_mW_10;
      end
      5'b01011 : begin
        _zz_core_rs_qB = core_mS_11;
        _zz_core_rs_qX = core_aSx_11;
        _zz_core_rs_qWx = core_aSw_11;
        _zz_core_rs_qWab = core_mW_11;
      end
      5'b01100 : begin
        _zz_core_rs_qB = core_mS_12;
        _zz_core_rs_qX = core_aSx_12;
        _zz_core_rs_qWx = core_aSw_12;
        _zz_core_rs_qWab = core_mW_12;
      end
      5'b01101 : begin
        _zz_core_rs_qB = core_mS_13;
        _zz_core_rs_qX = core_aSx_13;
        _zz_core_rs_qWx = core_aSw_13;
        _zz_core_rs_qWab = core_mW_13;
      end
      5'b01110 : begin
        _zz_core_rs_qB = core_mS_14;
        _zz_core_rs_qX = core_aSx_14;
        _zz_core_rs_qWx = core_aSw_14;
        _zz_core_rs_qWab = core_mW_14;
      end
      5'b01111 : begin
        _zz_core_rs_qB = core_mS_15;
        _zz_core_rs_qX = core_aSx_15;
        _zz_core_rs_qWx = core_aSw_15;
        _zz_core_rs_qWab = core_mW_15;
      end
      5'b10000 : begin
        _zz_core_rs_qB = core_mS_16;
        _zz_core_rs_qX = core_aSx_16;
        _zz_core_rs_qWx = core_aSw_16;
        _zz_core_rs_qWab = core_mW_16;
      end
      5'b10001 : begin
        _zz_core_rs_qB = core_mS_17;
        _zz_core_rs_qX = core_aSx_17;
        _zz_core_rs_qWx = core_aSw_17;
        _zz_core_rs_qWab = core_mW_17;
      end
      5'b10010 : begin
        _zz_core_rs_qB = core_mS_18;
        _zz_core_rs_qX = core_aSx_18;
        _zz_core_rs_qWx = core_aSw_18;
        _zz_core_rs_qWab = core_mW_18;
      end
      5'b10011 : begin
        _zz_core_rs_qB = core_mS_19;
        _zz_core_rs_qX = core_aSx_19;
        _zz_core_rs_qWx = core_aSw_19;
        _zz_core_rs_qWab = core_mW_19;
      end
      5'b10100 : begin
        _zz_core_rs_qB = core_mS_20;
        _zz_core_rs_qX = core_aSx_20;
        _zz_core_rs_qWx = core_aSw_20;
        _zz_core_rs_qWab = core_mW_20;
      end
      5'b10101 : begin
        _zz_core_rs_qB = core_mS_21;
        _zz_core_rs_qX = core_aSx_21;
        _zz_core_rs_qWx = core_aSw_21;
        _zz_core_rs_qWab = core_mW_21;
      end
      5'b10110 : begin
        _zz_core_rs_qB = core_mS_22;
        _zz_core_rs_qX = core_aSx_22;
        _zz_core_rs_qWx = core_aSw_22;
        _zz_core_rs_qWab = core_mW_22;
      end
      5'b10111 : begin
        _zz_core_rs_qB = core_mS_23;
        _zz_core_rs_qX = core_aSx_23;
        _zz_core_rs_qWx = core_aSw_23;
        _zz_core_rs_qWab = core_mW_23;
      end
      5'b11000 : begin
        _zz_core_rs_qB = core_mS_24;
        _zz_core_rs_qX = core_aSx_24;
        _zz_core_rs_qWx = core_aSw_24;
        _zz_core_rs_qWab = core_mW_24;
      end
      5'b11001 : begin
        _zz_core_rs_qB = core_mS_25;
        _zz_core_rs_qX = core_aSx_25;
        _zz_core_rs_qWx = core_aSw_25;
        _zz_core_rs_qWab = core_mW_25;
      end
      5'b11010 : begin
        _zz_core_rs_qB = core_mS_26;
        _zz_core_rs_qX = core_aSx_26;
        _zz_core_rs_qWx = core_aSw_26;
        _zz_core_rs_qWab = core_mW_26;
      end
      5'b11011 : begin
        _zz_core_rs_qB = core_mS_27;
        _zz_core_rs_qX = core_aSx_27;
        _zz_core_rs_qWx = core_aSw_27;
        _zz_core_rs_qWab = core_mW_27;
      end
      5'b11100 : begin
        _zz_core_rs_qB = core_mS_28;
        _zz_core_rs_qX = core_aSx_28;
        _zz_core_rs_qWx = core_aSw_28;
        _zz_core_rs_qWab = core_mW_28;
      end
      5'b11101 : begin
        _zz_core_rs_qB = core_mS_29;
        _zz_core_rs_qX = core_aSx_29;
        _zz_core_rs_qWx = core_aSw_29;
        _zz_core_rs_qWab = core_mW_29;
      end
      5'b11110 : begin
        _zz_core_rs_qB = core_mS_30;
        _zz_core_rs_qX = core_aSx_30;
        _zz_core_rs_qWx = core_aSw_30;
        _zz_core_rs_qWab = core_mW_30;
      end
      default : begin
        _zz_core_rs_qB = core_mS_31;
        _zz_core_rs_qX = core_aSx_31;
        _zz_core_rs_qWx = core_aSw_31;
        _zz_core_rs_qWab = core_mW_31;
      end
    endcase
  end

  always @(*) begin
    case(res_idx)
      5'b00000 : begin
        _zz_core_resD = core_mS_0;
        _zz_core_resW = core_mW_0;
      end
      5'b00001 : begin
        _zz_core_resD = core_mS_1;
        _zz_core_resW = core_mW_1;
      end
      5'b00010 : begin
        _zz_core_resD = core_mS_2;
        _zz_core_resW = core_mW_2;
      end
      5'b00011 : begin
        _zz_core_resD = core_mS_3;
        _zz_core_resW = core_mW_3;
      end
      5'b00100 : begin
        _zz_core_resD = core_mS_4;
        _zz_core_resW = core_mW_4;
      end
      5'b00101 : begin
        _zz_core_resD = core_mS_5;
        _zz_core_resW = core_mW_5;
      end
      5'b00110 : begin
        _zz_core_resD = core_mS_6;
        _zz_core_resW = core_mW_6;
      end
      5'b00111 : begin
        _zz_core_resD = core_mS_7;
        _zz_core_resW = core_mW_7;
      end
      5'b01000 : begin
        _zz_core_resD = core_mS_8;
        _zz_core_resW = core_mW_8;
      end
      5'b01001 : begin
        _zz_core_resD = core_mS_9;
        _zz_core_resW = core_mW_9;
      end
      5'b01010 : begin
        _zz_core_resD = core_mS_10;
        _zz_core_resW = core_mW_10;
      end
      5'b01011 : begin
        _zz_core_resD = core_mS_11;
        _zz_core_resW = core_mW_11;
      end
      5'b01100 : begin
        _zz_core_resD = core_mS_12;
        _zz_core_resW = core_mW_12;
      end
      5'b01101 : begin
        _zz_core_resD = core_mS_13;
        _zz_core_resW = core_mW_13;
      end
      5'b01110 : begin
        _zz_core_resD = core_mS_14;
        _zz_core_resW = core_mW_14;
      end
      5'b01111 : begin
        _zz_core_resD = core_mS_15;
        _zz_core_resW = core_mW_15;
      end
      5'b10000 : begin
        _zz_core_resD = core_mS_16;
        _zz_core_resW = core_mW_16;
      end
      5'b10001 : begin
        _zz_core_resD = core_mS_17;
        _zz_core_resW = core_mW_17;
      end
      5'b10010 : begin
        _zz_core_resD = core_mS_18;
        _zz_core_resW = core_mW_18;
      end
      5'b10011 : begin
        _zz_core_resD = core_mS_19;
        _zz_core_resW = core_mW_19;
      end
      5'b10100 : begin
        _zz_core_resD = core_mS_20;
        _zz_core_resW = core_mW_20;
      end
      5'b10101 : begin
        _zz_core_resD = core_mS_21;
        _zz_core_resW = core_mW_21;
      end
      5'b10110 : begin
        _zz_core_resD = core_mS_22;
        _zz_core_resW = core_mW_22;
      end
      5'b10111 : begin
        _zz_core_resD = core_mS_23;
        _zz_core_resW = core_mW_23;
      end
      5'b11000 : begin
        _zz_core_resD = core_mS_24;
        _zz_core_resW = core_mW_24;
      end
      5'b11001 : begin
        _zz_core_resD = core_mS_25;
        _zz_core_resW = core_mW_25;
      end
      5'b11010 : begin
        _zz_core_resD = core_mS_26;
        _zz_core_resW = core_mW_26;
      end
      5'b11011 : begin
        _zz_core_resD = core_mS_27;
        _zz_core_resW = core_mW_27;
      end
      5'b11100 : begin
        _zz_core_resD = core_mS_28;
        _zz_core_resW = core_mW_28;
      end
      5'b11101 : begin
        _zz_core_resD = core_mS_29;
        _zz_core_resW = core_mW_29;
      end
      5'b11110 : begin
        _zz_core_resD = core_mS_30;
        _zz_core_resW = core_mW_30;
      end
      default : begin
        _zz_core_resD = core_mS_31;
        _zz_core_resW = core_mW_31;
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
  assign core_none_src = 5'h0;
  assign core_none_dst = 5'h0;
  assign core_none_sum = 16'h0;
  assign upd_ready = ((((core_op == 2'b00) && (core_ph == Ph_idle)) && (! core_startPend)) && (! start));
  assign when_LpMepcEngine_l139 = (upd_valid && upd_ready);
  assign when_LpMepcEngine_l153 = (core_op == 2'b00);
  assign when_LpMepcEngine_l156 = (core_op == 2'b01);
  assign _zz_core_hitAny = core_hitRow[0];
  assign _zz_core_hitAny_1 = core_hitRow[1];
  assign _zz_core_hitAny_2 = core_hitRow[2];
  assign _zz_core_hitAny_3 = core_hitRow[3];
  assign _zz_core_hitAny_4 = core_hitRow[4];
  assign _zz_core_hitAny_5 = core_hitRow[5];
  assign _zz_core_hitAny_6 = core_hitRow[6];
  assign _zz_core_hitAny_7 = core_hitRow[7];
  assign _zz_core_hitAny_8 = core_hitRow[8];
  assign _zz_core_hitAny_9 = core_hitRow[9];
  assign _zz_core_hitAny_10 = core_hitRow[10];
  assign _zz_core_hitAny_11 = core_hitRow[11];
  assign _zz_core_hitAny_12 = core_hitRow[12];
  assign _zz_core_hitAny_13 = core_hitRow[13];
  assign _zz_core_hitAny_14 = core_hitRow[14];
  assign _zz_core_hitAny_15 = core_hitRow[15];
  assign _zz_core_hitAny_16 = core_hitRow[16];
  assign _zz_core_hitAny_17 = core_hitRow[17];
  assign _zz_core_hitAny_18 = core_hitRow[18];
  assign _zz_core_hitAny_19 = core_hitRow[19];
  assign _zz_core_hitAny_20 = core_hitRow[20];
  assign _zz_core_hitAny_21 = core_hitRow[21];
  assign _zz_core_hitAny_22 = core_hitRow[22];
  assign _zz_core_hitAny_23 = core_hitRow[23];
  assign _zz_core_hitAny_24 = core_hitRow[24];
  assign _zz_core_hitAny_25 = core_hitRow[25];
  assign _zz_core_hitAny_26 = core_hitRow[26];
  assign _zz_core_hitAny_27 = core_hitRow[27];
  assign _zz_core_hitAny_28 = core_hitRow[28];
  assign _zz_core_hitAny_29 = core_hitRow[29];
  assign _zz_core_hitAny_30 = core_hitRow[30];
  assign _zz_core_hitAny_31 = core_hitRow[31];
  assign _zz_core_hitAny_32 = core_hitRow[32];
  assign _zz_core_hitAny_33 = core_hitRow[33];
  assign _zz_core_hitAny_34 = core_hitRow[34];
  assign _zz_core_hitAny_35 = core_hitRow[35];
  assign _zz_core_hitAny_36 = core_hitRow[36];
  assign _zz_core_hitAny_37 = core_hitRow[37];
  assign _zz_core_hitAny_38 = core_hitRow[38];
  assign _zz_core_hitAny_39 = core_hitRow[39];
  assign _zz_core_hitAny_40 = core_hitRow[40];
  assign _zz_core_hitAny_41 = core_hitRow[41];
  assign _zz_core_hitAny_42 = core_hitRow[42];
  assign _zz_core_hitAny_43 = core_hitRow[43];
  assign _zz_core_hitAny_44 = core_hitRow[44];
  assign _zz_core_hitAny_45 = core_hitRow[45];
  assign _zz_core_hitAny_46 = core_hitRow[46];
  assign _zz_core_hitAny_47 = core_hitRow[47];
  assign _zz_core_hitAny_48 = core_hitRow[48];
  assign _zz_core_hitAny_49 = core_hitRow[49];
  assign _zz_core_hitAny_50 = core_hitRow[50];
  assign _zz_core_hitAny_51 = core_hitRow[51];
  assign _zz_core_hitAny_52 = core_hitRow[52];
  assign _zz_core_hitAny_53 = core_hitRow[53];
  assign _zz_core_hitAny_54 = core_hitRow[54];
  assign _zz_core_hitAny_55 = core_hitRow[55];
  assign _zz_core_hitAny_56 = core_hitRow[56];
  assign _zz_core_hitAny_57 = core_hitRow[57];
  assign _zz_core_hitAny_58 = core_hitRow[58];
  assign _zz_core_hitAny_59 = core_hitRow[59];
  assign _zz_core_hitAny_60 = core_hitRow[60];
  assign _zz_core_hitAny_61 = core_hitRow[61];
  assign _zz_core_hitAny_62 = core_hitRow[62];
  assign _zz_core_hitAny_63 = core_hitRow[63];
  assign core_wr_newRaw = ($signed(_zz_core_wr_newRaw) + $signed(_zz_core_wr_newRaw_2));
  assign core_wr_newPos = ($signed(18'h0) < $signed(core_wr_newRaw));
  assign core_wr_newSat = ($signed(_zz_core_wr_newSat) < $signed(core_wr_newRaw));
  assign core_wr_newSum = (core_wr_newSat ? core_sumMax : _zz_core_wr_newSum);
  assign core_wr_below_0 = ((! core_hitAny) || (6'h0 < core_hitIdx));
  assign core_wr_below_1 = ((! core_hitAny) || (6'h01 < core_hitIdx));
  assign core_wr_below_2 = ((! core_hitAny) || (6'h02 < core_hitIdx));
  assign core_wr_below_3 = ((! core_hitAny) || (6'h03 < core_hitIdx));
  assign core_wr_below_4 = ((! core_hitAny) || (6'h04 < core_hitIdx));
  assign core_wr_below_5 = ((! core_hitAny) || (6'h05 < core_hitIdx));
  assign core_wr_below_6 = ((! core_hitAny) || (6'h06 < core_hitIdx));
  assign core_wr_below_7 = ((! core_hitAny) || (6'h07 < core_hitIdx));
  assign core_wr_below_8 = ((! core_hitAny) || (6'h08 < core_hitIdx));
  assign core_wr_below_9 = ((! core_hitAny) || (6'h09 < core_hitIdx));
  assign core_wr_below_10 = ((! core_hitAny) || (6'h0a < core_hitIdx));
  assign core_wr_below_11 = ((! core_hitAny) || (6'h0b < core_hitIdx));
  assign core_wr_below_12 = ((! core_hitAny) || (6'h0c < core_hitIdx));
  assign core_wr_below_13 = ((! core_hitAny) || (6'h0d < core_hitIdx));
  assign core_wr_below_14 = ((! core_hitAny) || (6'h0e < core_hitIdx));
  assign core_wr_below_15 = ((! core_hitAny) || (6'h0f < core_hitIdx));
  assign core_wr_below_16 = ((! core_hitAny) || (6'h10 < core_hitIdx));
  assign core_wr_below_17 = ((! core_hitAny) || (6'h11 < core_hitIdx));
  assign core_wr_below_18 = ((! core_hitAny) || (6'h12 < core_hitIdx));
  assign core_wr_below_19 = ((! core_hitAny) || (6'h13 < core_hitIdx));
  assign core_wr_below_20 = ((! core_hitAny) || (6'h14 < core_hitIdx));
  assign core_wr_below_21 = ((! core_hitAny) || (6'h15 < core_hitIdx));
  assign core_wr_below_22 = ((! core_hitAny) || (6'h16 < core_hitIdx));
  assign core_wr_below_23 = ((! core_hitAny) || (6'h17 < core_hitIdx));
  assign core_wr_below_24 = ((! core_hitAny) || (6'h18 < core_hitIdx));
  assign core_wr_below_25 = ((! core_hitAny) || (6'h19 < core_hitIdx));
  assign core_wr_below_26 = ((! core_hitAny) || (6'h1a < core_hitIdx));
  assign core_wr_below_27 = ((! core_hitAny) || (6'h1b < core_hitIdx));
  assign core_wr_below_28 = ((! core_hitAny) || (6'h1c < core_hitIdx));
  assign core_wr_below_29 = ((! core_hitAny) || (6'h1d < core_hitIdx));
  assign core_wr_below_30 = ((! core_hitAny) || (6'h1e < core_hitIdx));
  assign core_wr_below_31 = ((! core_hitAny) || (6'h1f < core_hitIdx));
  assign core_wr_below_32 = ((! core_hitAny) || (6'h20 < core_hitIdx));
  assign core_wr_below_33 = ((! core_hitAny) || (6'h21 < core_hitIdx));
  assign core_wr_below_34 = ((! core_hitAny) || (6'h22 < core_hitIdx));
  assign core_wr_below_35 = ((! core_hitAny) || (6'h23 < core_hitIdx));
  assign core_wr_below_36 = ((! core_hitAny) || (6'h24 < core_hitIdx));
  assign core_wr_below_37 = ((! core_hitAny) || (6'h25 < core_hitIdx));
  assign core_wr_below_38 = ((! core_hitAny) || (6'h26 < core_hitIdx));
  assign core_wr_below_39 = ((! core_hitAny) || (6'h27 < core_hitIdx));
  assign core_wr_below_40 = ((! core_hitAny) || (6'h28 < core_hitIdx));
  assign core_wr_below_41 = ((! core_hitAny) || (6'h29 < core_hitIdx));
  assign core_wr_below_42 = ((! core_hitAny) || (6'h2a < core_hitIdx));
  assign core_wr_below_43 = ((! core_hitAny) || (6'h2b < core_hitIdx));
  assign core_wr_below_44 = ((! core_hitAny) || (6'h2c < core_hitIdx));
  assign core_wr_below_45 = ((! core_hitAny) || (6'h2d < core_hitIdx));
  assign core_wr_below_46 = ((! core_hitAny) || (6'h2e < core_hitIdx));
  assign core_wr_below_47 = ((! core_hitAny) || (6'h2f < core_hitIdx));
  assign core_wr_below_48 = ((! core_hitAny) || (6'h30 < core_hitIdx));
  assign core_wr_below_49 = ((! core_hitAny) || (6'h31 < core_hitIdx));
  assign core_wr_below_50 = ((! core_hitAny) || (6'h32 < core_hitIdx));
  assign core_wr_below_51 = ((! core_hitAny) || (6'h33 < core_hitIdx));
  assign core_wr_below_52 = ((! core_hitAny) || (6'h34 < core_hitIdx));
  assign core_wr_below_53 = ((! core_hitAny) || (6'h35 < core_hitIdx));
  assign core_wr_below_54 = ((! core_hitAny) || (6'h36 < core_hitIdx));
  assign core_wr_below_55 = ((! core_hitAny) || (6'h37 < core_hitIdx));
  assign core_wr_below_56 = ((! core_hitAny) || (6'h38 < core_hitIdx));
  assign core_wr_below_57 = ((! core_hitAny) || (6'h39 < core_hitIdx));
  assign core_wr_below_58 = ((! core_hitAny) || (6'h3a < core_hitIdx));
  assign core_wr_below_59 = ((! core_hitAny) || (6'h3b < core_hitIdx));
  assign core_wr_below_60 = ((! core_hitAny) || (6'h3c < core_hitIdx));
  assign core_wr_below_61 = ((! core_hitAny) || (6'h3d < core_hitIdx));
  assign core_wr_below_62 = ((! core_hitAny) || (6'h3e < core_hitIdx));
  assign core_wr_below_63 = (! core_hitAny);
  assign core_wr_ins = (core_wr_newPos && (core_hitAny || (! core_tab_63_v)));
  assign core_wr_change = (core_hitAny || core_wr_ins);
  assign core_wr_ent_v = 1'b1;
  assign core_wr_ent_src = core_opSrc;
  assign core_wr_ent_dst = core_opDst;
  assign core_wr_ent_sum = core_wr_newSum;
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
  assign core_wr_rest_63_v = (core_wr_below_63 ? core_tab_63_v : core_none_v);
  assign core_wr_rest_63_src = (core_wr_below_63 ? core_tab_63_src : core_none_src);
  assign core_wr_rest_63_dst = (core_wr_below_63 ? core_tab_63_dst : core_none_dst);
  assign core_wr_rest_63_sum = (core_wr_below_63 ? core_tab_63_sum : core_none_sum);
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
  assign core_wr_ge_64 = 1'b0;
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
  assign when_LpMepcEngine_l186 = (core_op == 2'b10);
  assign when_LpMepcEngine_l197 = ((! core_wr_ins) || core_wr_restGe_0);
  assign when_LpMepcEngine_l199 = 1'b1;
  assign when_LpMepcEngine_l197_1 = ((! core_wr_ins) || core_wr_restGe_1);
  assign when_LpMepcEngine_l197_2 = ((! core_wr_ins) || core_wr_restGe_2);
  assign when_LpMepcEngine_l197_3 = ((! core_wr_ins) || core_wr_restGe_3);
  assign when_LpMepcEngine_l197_4 = ((! core_wr_ins) || core_wr_restGe_4);
  assign when_LpMepcEngine_l197_5 = ((! core_wr_ins) || core_wr_restGe_5);
  assign when_LpMepcEngine_l197_6 = ((! core_wr_ins) || core_wr_restGe_6);
  assign when_LpMepcEngine_l197_7 = ((! core_wr_ins) || core_wr_restGe_7);
  assign when_LpMepcEngine_l197_8 = ((! core_wr_ins) || core_wr_restGe_8);
  assign when_LpMepcEngine_l197_9 = ((! core_wr_ins) || core_wr_restGe_9);
  assign when_LpMepcEngine_l197_10 = ((! core_wr_ins) || core_wr_restGe_10);
  assign when_LpMepcEngine_l197_11 = ((! core_wr_ins) || core_wr_restGe_11);
  assign when_LpMepcEngine_l197_12 = ((! core_wr_ins) || core_wr_restGe_12);
  assign when_LpMepcEngine_l197_13 = ((! core_wr_ins) || core_wr_restGe_13);
  assign when_LpMepcEngine_l197_14 = ((! core_wr_ins) || core_wr_restGe_14);
  assign when_LpMepcEngine_l197_15 = ((! core_wr_ins) || core_wr_restGe_15);
  assign when_LpMepcEngine_l197_16 = ((! core_wr_ins) || core_wr_restGe_16);
  assign when_LpMepcEngine_l197_17 = ((! core_wr_ins) || core_wr_restGe_17);
  assign when_LpMepcEngine_l197_18 = ((! core_wr_ins) || core_wr_restGe_18);
  assign when_LpMepcEngine_l197_19 = ((! core_wr_ins) || core_wr_restGe_19);
  assign when_LpMepcEngine_l197_20 = ((! core_wr_ins) || core_wr_restGe_20);
  assign when_LpMepcEngine_l197_21 = ((! core_wr_ins) || core_wr_restGe_21);
  assign when_LpMepcEngine_l197_22 = ((! core_wr_ins) || core_wr_restGe_22);
  assign when_LpMepcEngine_l197_23 = ((! core_wr_ins) || core_wr_restGe_23);
  assign when_LpMepcEngine_l197_24 = ((! core_wr_ins) || core_wr_restGe_24);
  assign when_LpMepcEngine_l197_25 = ((! core_wr_ins) || core_wr_restGe_25);
  assign when_LpMepcEngine_l197_26 = ((! core_wr_ins) || core_wr_restGe_26);
  assign when_LpMepcEngine_l197_27 = ((! core_wr_ins) || core_wr_restGe_27);
  assign when_LpMepcEngine_l197_28 = ((! core_wr_ins) || core_wr_restGe_28);
  assign when_LpMepcEngine_l197_29 = ((! core_wr_ins) || core_wr_restGe_29);
  assign when_LpMepcEngine_l197_30 = ((! core_wr_ins) || core_wr_restGe_30);
  assign when_LpMepcEngine_l197_31 = ((! core_wr_ins) || core_wr_restGe_31);
  assign when_LpMepcEngine_l197_32 = ((! core_wr_ins) || core_wr_restGe_32);
  assign when_LpMepcEngine_l197_33 = ((! core_wr_ins) || core_wr_restGe_33);
  assign when_LpMepcEngine_l197_34 = ((! core_wr_ins) || core_wr_restGe_34);
  assign when_LpMepcEngine_l197_35 = ((! core_wr_ins) || core_wr_restGe_35);
  assign when_LpMepcEngine_l197_36 = ((! core_wr_ins) || core_wr_restGe_36);
  assign when_LpMepcEngine_l197_37 = ((! core_wr_ins) || core_wr_restGe_37);
  assign when_LpMepcEngine_l197_38 = ((! core_wr_ins) || core_wr_restGe_38);
  assign when_LpMepcEngine_l197_39 = ((! core_wr_ins) || core_wr_restGe_39);
  assign when_LpMepcEngine_l197_40 = ((! core_wr_ins) || core_wr_restGe_40);
  assign when_LpMepcEngine_l197_41 = ((! core_wr_ins) || core_wr_restGe_41);
  assign when_LpMepcEngine_l197_42 = ((! core_wr_ins) || core_wr_restGe_42);
  assign when_LpMepcEngine_l197_43 = ((! core_wr_ins) || core_wr_restGe_43);
  assign when_LpMepcEngine_l197_44 = ((! core_wr_ins) || core_wr_restGe_44);
  assign when_LpMepcEngine_l197_45 = ((! core_wr_ins) || core_wr_restGe_45);
  assign when_LpMepcEngine_l197_46 = ((! core_wr_ins) || core_wr_restGe_46);
  assign when_LpMepcEngine_l197_47 = ((! core_wr_ins) || core_wr_restGe_47);
  assign when_LpMepcEngine_l197_48 = ((! core_wr_ins) || core_wr_restGe_48);
  assign when_LpMepcEngine_l197_49 = ((! core_wr_ins) || core_wr_restGe_49);
  assign when_LpMepcEngine_l197_50 = ((! core_wr_ins) || core_wr_restGe_50);
  assign when_LpMepcEngine_l197_51 = ((! core_wr_ins) || core_wr_restGe_51);
  assign when_LpMepcEngine_l197_52 = ((! core_wr_ins) || core_wr_restGe_52);
  assign when_LpMepcEngine_l197_53 = ((! core_wr_ins) || core_wr_restGe_53);
  assign when_LpMepcEngine_l197_54 = ((! core_wr_ins) || core_wr_restGe_54);
  assign when_LpMepcEngine_l197_55 = ((! core_wr_ins) || core_wr_restGe_55);
  assign when_LpMepcEngine_l197_56 = ((! core_wr_ins) || core_wr_restGe_56);
  assign when_LpMepcEngine_l197_57 = ((! core_wr_ins) || core_wr_restGe_57);
  assign when_LpMepcEngine_l197_58 = ((! core_wr_ins) || core_wr_restGe_58);
  assign when_LpMepcEngine_l197_59 = ((! core_wr_ins) || core_wr_restGe_59);
  assign when_LpMepcEngine_l197_60 = ((! core_wr_ins) || core_wr_restGe_60);
  assign when_LpMepcEngine_l197_61 = ((! core_wr_ins) || core_wr_restGe_61);
  assign when_LpMepcEngine_l197_62 = ((! core_wr_ins) || core_wr_restGe_62);
  assign when_LpMepcEngine_l197_63 = ((! core_wr_ins) || core_wr_restGe_63);
  assign ev_overflow = core_evOverflow;
  assign ev_miss = core_evMiss;
  assign ev_sat = core_evSat;
  assign wr_v = core_wrV;
  assign wr_src = core_wrSrc;
  assign wr_dst = core_wrDst;
  assign wr_sum = core_wrSum;
  assign _zz_core_cnt = 7'h0;
  assign _zz_core_cnt_1 = 7'h01;
  assign _zz_core_cnt_2 = 7'h01;
  assign _zz_core_cnt_3 = 7'h02;
  assign _zz_core_cnt_4 = 7'h01;
  assign _zz_core_cnt_5 = 7'h02;
  assign _zz_core_cnt_6 = 7'h02;
  assign _zz_core_cnt_7 = 7'h03;
  assign tab_count = core_cnt;
  assign tab_v = core_tabRd_v;
  assign tab_src = core_tabRd_src;
  assign tab_dst = core_tabRd_dst;
  assign tab_sum = core_tabRd_sum;
  assign core_rdEnd = (core_cnt <= core_rdPtr);
  assign core_rdGrp = core_rdPtr[5 : 2];
  assign core_scanning = ((core_ph == Ph_greedy) || (core_ph == Ph_aug));
  assign when_LpMepcEngine_l286 = (((core_ph == Ph_idle) && (core_op == 2'b00)) && (core_startPend || start));
  assign when_LpMepcEngine_l307 = (core_ph != Ph_idle);
  assign when_LpMepcEngine_l311 = (! core_rdEnd);
  assign when_LpMepcEngine_l339 = ((core_rdEnd && (! core_pv0)) && (! core_pv));
  assign when_LpMepcEngine_l341 = (core_ph == Ph_greedy);
  assign core_g_fs_0 = (core_rFs_0 && (! ((((core_g_gTake[0] && core_pSEq_0_0) || (core_g_gTake[1] && core_pSEq_1_0)) || (core_g_gTake[2] && core_pSEq_2_0)) || (core_g_gTake[3] && core_pSEq_3_0))));
  assign core_g_fs_1 = (core_rFs_1 && (! ((((core_g_gTake[0] && core_pSEq_0_1) || (core_g_gTake[1] && core_pSEq_1_1)) || (core_g_gTake[2] && core_pSEq_2_1)) || (core_g_gTake[3] && core_pSEq_3_1))));
  assign core_g_fs_2 = (core_rFs_2 && (! ((((core_g_gTake[0] && core_pSEq_0_2) || (core_g_gTake[1] && core_pSEq_1_2)) || (core_g_gTake[2] && core_pSEq_2_2)) || (core_g_gTake[3] && core_pSEq_3_2))));
  assign core_g_fs_3 = (core_rFs_3 && (! ((((core_g_gTake[0] && core_pSEq_0_3) || (core_g_gTake[1] && core_pSEq_1_3)) || (core_g_gTake[2] && core_pSEq_2_3)) || (core_g_gTake[3] && core_pSEq_3_3))));
  assign core_g_fd_0 = (core_rFd_0 && (! ((((core_g_gTake[0] && core_pDEq_0_0) || (core_g_gTake[1] && core_pDEq_1_0)) || (core_g_gTake[2] && core_pDEq_2_0)) || (core_g_gTake[3] && core_pDEq_3_0))));
  assign core_g_fd_1 = (core_rFd_1 && (! ((((core_g_gTake[0] && core_pDEq_0_1) || (core_g_gTake[1] && core_pDEq_1_1)) || (core_g_gTake[2] && core_pDEq_2_1)) || (core_g_gTake[3] && core_pDEq_3_1))));
  assign core_g_fd_2 = (core_rFd_2 && (! ((((core_g_gTake[0] && core_pDEq_0_2) || (core_g_gTake[1] && core_pDEq_1_2)) || (core_g_gTake[2] && core_pDEq_2_2)) || (core_g_gTake[3] && core_pDEq_3_2))));
  assign core_g_fd_3 = (core_rFd_3 && (! ((((core_g_gTake[0] && core_pDEq_0_3) || (core_g_gTake[1] && core_pDEq_1_3)) || (core_g_gTake[2] && core_pDEq_2_3)) || (core_g_gTake[3] && core_pDEq_3_3))));
  assign core_g_take_0 = (((core_l_0_v && core_g_fs_0) && core_g_fd_0) && (! 1'b0));
  assign core_g_take_1 = (((core_l_1_v && core_g_fs_1) && core_g_fd_1) && (! (1'b0 || (core_g_take_0 && (core_sEq_0_1 || core_dEq_0_1)))));
  assign core_g_take_2 = (((core_l_2_v && core_g_fs_2) && core_g_fd_2) && (! ((1'b0 || (core_g_take_0 && (core_sEq_0_2 || core_dEq_0_2))) || (core_g_take_1 && (core_sEq_1_2 || core_dEq_1_2)))));
  assign core_g_take_3 = (((core_l_3_v && core_g_fs_3) && core_g_fd_3) && (! (((1'b0 || (core_g_take_0 && (core_sEq_0_3 || core_dEq_0_3))) || (core_g_take_1 && (core_sEq_1_3 || core_dEq_1_3))) || (core_g_take_2 && (core_sEq_2_3 || core_dEq_2_3)))));
  assign core_g_on = ((core_ph == Ph_greedy) && core_pv);
  assign when_LpMepcEngine_l382 = ((((core_g_take_0 && core_lS_0[0]) || (core_g_take_1 && core_lS_1[0])) || (core_g_take_2 && core_lS_2[0])) || (core_g_take_3 && core_lS_3[0]));
  assign when_LpMepcEngine_l383 = ((((core_g_take_0 && core_lD_0[0]) || (core_g_take_1 && core_lD_1[0])) || (core_g_take_2 && core_lD_2[0])) || (core_g_take_3 && core_lD_3[0]));
  assign when_LpMepcEngine_l382_1 = ((((core_g_take_0 && core_lS_0[1]) || (core_g_take_1 && core_lS_1[1])) || (core_g_take_2 && core_lS_2[1])) || (core_g_take_3 && core_lS_3[1]));
  assign when_LpMepcEngine_l383_1 = ((((core_g_take_0 && core_lD_0[1]) || (core_g_take_1 && core_lD_1[1])) || (core_g_take_2 && core_lD_2[1])) || (core_g_take_3 && core_lD_3[1]));
  assign when_LpMepcEngine_l382_2 = ((((core_g_take_0 && core_lS_0[2]) || (core_g_take_1 && core_lS_1[2])) || (core_g_take_2 && core_lS_2[2])) || (core_g_take_3 && core_lS_3[2]));
  assign when_LpMepcEngine_l383_2 = ((((core_g_take_0 && core_lD_0[2]) || (core_g_take_1 && core_lD_1[2])) || (core_g_take_2 && core_lD_2[2])) || (core_g_take_3 && core_lD_3[2]));
  assign when_LpMepcEngine_l382_3 = ((((core_g_take_0 && core_lS_0[3]) || (core_g_take_1 && core_lS_1[3])) || (core_g_take_2 && core_lS_2[3])) || (core_g_take_3 && core_lS_3[3]));
  assign when_LpMepcEngine_l383_3 = ((((core_g_take_0 && core_lD_0[3]) || (core_g_take_1 && core_lD_1[3])) || (core_g_take_2 && core_lD_2[3])) || (core_g_take_3 && core_lD_3[3]));
  assign when_LpMepcEngine_l382_4 = ((((core_g_take_0 && core_lS_0[4]) || (core_g_take_1 && core_lS_1[4])) || (core_g_take_2 && core_lS_2[4])) || (core_g_take_3 && core_lS_3[4]));
  assign when_LpMepcEngine_l383_4 = ((((core_g_take_0 && core_lD_0[4]) || (core_g_take_1 && core_lD_1[4])) || (core_g_take_2 && core_lD_2[4])) || (core_g_take_3 && core_lD_3[4]));
  assign when_LpMepcEngine_l382_5 = ((((core_g_take_0 && core_lS_0[5]) || (core_g_take_1 && core_lS_1[5])) || (core_g_take_2 && core_lS_2[5])) || (core_g_take_3 && core_lS_3[5]));
  assign when_LpMepcEngine_l383_5 = ((((core_g_take_0 && core_lD_0[5]) || (core_g_take_1 && core_lD_1[5])) || (core_g_take_2 && core_lD_2[5])) || (core_g_take_3 && core_lD_3[5]));
  assign when_LpMepcEngine_l382_6 = ((((core_g_take_0 && core_lS_0[6]) || (core_g_take_1 && core_lS_1[6])) || (core_g_take_2 && core_lS_2[6])) || (core_g_take_3 && core_lS_3[6]));
  assign when_LpMepcEngine_l383_6 = ((((core_g_take_0 && core_lD_0[6]) || (core_g_take_1 && core_lD_1[6])) || (core_g_take_2 && core_lD_2[6])) || (core_g_take_3 && core_lD_3[6]));
  assign when_LpMepcEngine_l382_7 = ((((core_g_take_0 && core_lS_0[7]) || (core_g_take_1 && core_lS_1[7])) || (core_g_take_2 && core_lS_2[7])) || (core_g_take_3 && core_lS_3[7]));
  assign when_LpMepcEngine_l383_7 = ((((core_g_take_0 && core_lD_0[7]) || (core_g_take_1 && core_lD_1[7])) || (core_g_take_2 && core_lD_2[7])) || (core_g_take_3 && core_lD_3[7]));
  assign when_LpMepcEngine_l382_8 = ((((core_g_take_0 && core_lS_0[8]) || (core_g_take_1 && core_lS_1[8])) || (core_g_take_2 && core_lS_2[8])) || (core_g_take_3 && core_lS_3[8]));
  assign when_LpMepcEngine_l383_8 = ((((core_g_take_0 && core_lD_0[8]) || (core_g_take_1 && core_lD_1[8])) || (core_g_take_2 && core_lD_2[8])) || (core_g_take_3 && core_lD_3[8]));
  assign when_LpMepcEngine_l382_9 = ((((core_g_take_0 && core_lS_0[9]) || (core_g_take_1 && core_lS_1[9])) || (core_g_take_2 && core_lS_2[9])) || (core_g_take_3 && core_lS_3[9]));
  assign when_LpMepcEngine_l383_9 = ((((core_g_take_0 && core_lD_0[9]) || (core_g_take_1 && core_lD_1[9])) || (core_g_take_2 && core_lD_2[9])) || (core_g_take_3 && core_lD_3[9]));
  assign when_LpMepcEngine_l382_10 = ((((core_g_take_0 && core_lS_0[10]) || (core_g_take_1 && core_lS_1[10])) || (core_g_take_2 && core_lS_2[10])) || (core_g_take_3 && core_lS_3[10]));
  assign when_LpMepcEngine_l383_10 = ((((core_g_take_0 && core_lD_0[10]) || (core_g_take_1 && core_lD_1[10])) || (core_g_take_2 && core_lD_2[10])) || (core_g_take_3 && core_lD_3[10]));
  assign when_LpMepcEngine_l382_11 = ((((core_g_take_0 && core_lS_0[11]) || (core_g_take_1 && core_lS_1[11])) || (core_g_take_2 && core_lS_2[11])) || (core_g_take_3 && core_lS_3[11]));
  assign when_LpMepcEngine_l383_11 = ((((core_g_take_0 && core_lD_0[11]) || (core_g_take_1 && core_lD_1[11])) || (core_g_take_2 && core_lD_2[11])) || (core_g_take_3 && core_lD_3[11]));
  assign when_LpMepcEngine_l382_12 = ((((core_g_take_0 && core_lS_0[12]) || (core_g_take_1 && core_lS_1[12])) || (core_g_take_2 && core_lS_2[12])) || (core_g_take_3 && core_lS_3[12]));
  assign when_LpMepcEngine_l383_12 = ((((core_g_take_0 && core_lD_0[12]) || (core_g_take_1 && core_lD_1[12])) || (core_g_take_2 && core_lD_2[12])) || (core_g_take_3 && core_lD_3[12]));
  assign when_LpMepcEngine_l382_13 = ((((core_g_take_0 && core_lS_0[13]) || (core_g_take_1 && core_lS_1[13])) || (core_g_take_2 && core_lS_2[13])) || (core_g_take_3 && core_lS_3[13]));
  assign when_LpMepcEngine_l383_13 = ((((core_g_take_0 && core_lD_0[13]) || (core_g_take_1 && core_lD_1[13])) || (core_g_take_2 && core_lD_2[13])) || (core_g_take_3 && core_lD_3[13]));
  assign when_LpMepcEngine_l382_14 = ((((core_g_take_0 && core_lS_0[14]) || (core_g_take_1 && core_lS_1[14])) || (core_g_take_2 && core_lS_2[14])) || (core_g_take_3 && core_lS_3[14]));
  assign when_LpMepcEngine_l383_14 = ((((core_g_take_0 && core_lD_0[14]) || (core_g_take_1 && core_lD_1[14])) || (core_g_take_2 && core_lD_2[14])) || (core_g_take_3 && core_lD_3[14]));
  assign when_LpMepcEngine_l382_15 = ((((core_g_take_0 && core_lS_0[15]) || (core_g_take_1 && core_lS_1[15])) || (core_g_take_2 && core_lS_2[15])) || (core_g_take_3 && core_lS_3[15]));
  assign when_LpMepcEngine_l383_15 = ((((core_g_take_0 && core_lD_0[15]) || (core_g_take_1 && core_lD_1[15])) || (core_g_take_2 && core_lD_2[15])) || (core_g_take_3 && core_lD_3[15]));
  assign when_LpMepcEngine_l382_16 = ((((core_g_take_0 && core_lS_0[16]) || (core_g_take_1 && core_lS_1[16])) || (core_g_take_2 && core_lS_2[16])) || (core_g_take_3 && core_lS_3[16]));
  assign when_LpMepcEngine_l383_16 = ((((core_g_take_0 && core_lD_0[16]) || (core_g_take_1 && core_lD_1[16])) || (core_g_take_2 && core_lD_2[16])) || (core_g_take_3 && core_lD_3[16]));
  assign when_LpMepcEngine_l382_17 = ((((core_g_take_0 && core_lS_0[17]) || (core_g_take_1 && core_lS_1[17])) || (core_g_take_2 && core_lS_2[17])) || (core_g_take_3 && core_lS_3[17]));
  assign when_LpMepcEngine_l383_17 = ((((core_g_take_0 && core_lD_0[17]) || (core_g_take_1 && core_lD_1[17])) || (core_g_take_2 && core_lD_2[17])) || (core_g_take_3 && core_lD_3[17]));
  assign when_LpMepcEngine_l382_18 = ((((core_g_take_0 && core_lS_0[18]) || (core_g_take_1 && core_lS_1[18])) || (core_g_take_2 && core_lS_2[18])) || (core_g_take_3 && core_lS_3[18]));
  assign when_LpMepcEngine_l383_18 = ((((core_g_take_0 && core_lD_0[18]) || (core_g_take_1 && core_lD_1[18])) || (core_g_take_2 && core_lD_2[18])) || (core_g_take_3 && core_lD_3[18]));
  assign when_LpMepcEngine_l382_19 = ((((core_g_take_0 && core_lS_0[19]) || (core_g_take_1 && core_lS_1[19])) || (core_g_take_2 && core_lS_2[19])) || (core_g_take_3 && core_lS_3[19]));
  assign when_LpMepcEngine_l383_19 = ((((core_g_take_0 && core_lD_0[19]) || (core_g_take_1 && core_lD_1[19])) || (core_g_take_2 && core_lD_2[19])) || (core_g_take_3 && core_lD_3[19]));
  assign when_LpMepcEngine_l382_20 = ((((core_g_take_0 && core_lS_0[20]) || (core_g_take_1 && core_lS_1[20])) || (core_g_take_2 && core_lS_2[20])) || (core_g_take_3 && core_lS_3[20]));
  assign when_LpMepcEngine_l383_20 = ((((core_g_take_0 && core_lD_0[20]) || (core_g_take_1 && core_lD_1[20])) || (core_g_take_2 && core_lD_2[20])) || (core_g_take_3 && core_lD_3[20]));
  assign when_LpMepcEngine_l382_21 = ((((core_g_take_0 && core_lS_0[21]) || (core_g_take_1 && core_lS_1[21])) || (core_g_take_2 && core_lS_2[21])) || (core_g_take_3 && core_lS_3[21]));
  assign when_LpMepcEngine_l383_21 = ((((core_g_take_0 && core_lD_0[21]) || (core_g_take_1 && core_lD_1[21])) || (core_g_take_2 && core_lD_2[21])) || (core_g_take_3 && core_lD_3[21]));
  assign when_LpMepcEngine_l382_22 = ((((core_g_take_0 && core_lS_0[22]) || (core_g_take_1 && core_lS_1[22])) || (core_g_take_2 && core_lS_2[22])) || (core_g_take_3 && core_lS_3[22]));
  assign when_LpMepcEngine_l383_22 = ((((core_g_take_0 && core_lD_0[22]) || (core_g_take_1 && core_lD_1[22])) || (core_g_take_2 && core_lD_2[22])) || (core_g_take_3 && core_lD_3[22]));
  assign when_LpMepcEngine_l382_23 = ((((core_g_take_0 && core_lS_0[23]) || (core_g_take_1 && core_lS_1[23])) || (core_g_take_2 && core_lS_2[23])) || (core_g_take_3 && core_lS_3[23]));
  assign when_LpMepcEngine_l383_23 = ((((core_g_take_0 && core_lD_0[23]) || (core_g_take_1 && core_lD_1[23])) || (core_g_take_2 && core_lD_2[23])) || (core_g_take_3 && core_lD_3[23]));
  assign when_LpMepcEngine_l382_24 = ((((core_g_take_0 && core_lS_0[24]) || (core_g_take_1 && core_lS_1[24])) || (core_g_take_2 && core_lS_2[24])) || (core_g_take_3 && core_lS_3[24]));
  assign when_LpMepcEngine_l383_24 = ((((core_g_take_0 && core_lD_0[24]) || (core_g_take_1 && core_lD_1[24])) || (core_g_take_2 && core_lD_2[24])) || (core_g_take_3 && core_lD_3[24]));
  assign when_LpMepcEngine_l382_25 = ((((core_g_take_0 && core_lS_0[25]) || (core_g_take_1 && core_lS_1[25])) || (core_g_take_2 && core_lS_2[25])) || (core_g_take_3 && core_lS_3[25]));
  assign when_LpMepcEngine_l383_25 = ((((core_g_take_0 && core_lD_0[25]) || (core_g_take_1 && core_lD_1[25])) || (core_g_take_2 && core_lD_2[25])) || (core_g_take_3 && core_lD_3[25]));
  assign when_LpMepcEngine_l382_26 = ((((core_g_take_0 && core_lS_0[26]) || (core_g_take_1 && core_lS_1[26])) || (core_g_take_2 && core_lS_2[26])) || (core_g_take_3 && core_lS_3[26]));
  assign when_LpMepcEngine_l383_26 = ((((core_g_take_0 && core_lD_0[26]) || (core_g_take_1 && core_lD_1[26])) || (core_g_take_2 && core_lD_2[26])) || (core_g_take_3 && core_lD_3[26]));
  assign when_LpMepcEngine_l382_27 = ((((core_g_take_0 && core_lS_0[27]) || (core_g_take_1 && core_lS_1[27])) || (core_g_take_2 && core_lS_2[27])) || (core_g_take_3 && core_lS_3[27]));
  assign when_LpMepcEngine_l383_27 = ((((core_g_take_0 && core_lD_0[27]) || (core_g_take_1 && core_lD_1[27])) || (core_g_take_2 && core_lD_2[27])) || (core_g_take_3 && core_lD_3[27]));
  assign when_LpMepcEngine_l382_28 = ((((core_g_take_0 && core_lS_0[28]) || (core_g_take_1 && core_lS_1[28])) || (core_g_take_2 && core_lS_2[28])) || (core_g_take_3 && core_lS_3[28]));
  assign when_LpMepcEngine_l383_28 = ((((core_g_take_0 && core_lD_0[28]) || (core_g_take_1 && core_lD_1[28])) || (core_g_take_2 && core_lD_2[28])) || (core_g_take_3 && core_lD_3[28]));
  assign when_LpMepcEngine_l382_29 = ((((core_g_take_0 && core_lS_0[29]) || (core_g_take_1 && core_lS_1[29])) || (core_g_take_2 && core_lS_2[29])) || (core_g_take_3 && core_lS_3[29]));
  assign when_LpMepcEngine_l383_29 = ((((core_g_take_0 && core_lD_0[29]) || (core_g_take_1 && core_lD_1[29])) || (core_g_take_2 && core_lD_2[29])) || (core_g_take_3 && core_lD_3[29]));
  assign when_LpMepcEngine_l382_30 = ((((core_g_take_0 && core_lS_0[30]) || (core_g_take_1 && core_lS_1[30])) || (core_g_take_2 && core_lS_2[30])) || (core_g_take_3 && core_lS_3[30]));
  assign when_LpMepcEngine_l383_30 = ((((core_g_take_0 && core_lD_0[30]) || (core_g_take_1 && core_lD_1[30])) || (core_g_take_2 && core_lD_2[30])) || (core_g_take_3 && core_lD_3[30]));
  assign when_LpMepcEngine_l382_31 = ((((core_g_take_0 && core_lS_0[31]) || (core_g_take_1 && core_lS_1[31])) || (core_g_take_2 && core_lS_2[31])) || (core_g_take_3 && core_lS_3[31]));
  assign when_LpMepcEngine_l383_31 = ((((core_g_take_0 && core_lD_0[31]) || (core_g_take_1 && core_lD_1[31])) || (core_g_take_2 && core_lD_2[31])) || (core_g_take_3 && core_lD_3[31]));
  assign _zz_core_mS_0 = (core_g_gTake[0] && core_g_gS_0[0]);
  assign _zz_core_mS_0_1 = (core_g_gTake[1] && core_g_gS_1[0]);
  assign _zz_core_mS_0_2 = (core_g_gTake[2] && core_g_gS_2[0]);
  assign _zz_core_mS_0_3 = (core_g_gTake[3] && core_g_gS_3[0]);
  assign when_LpMepcEngine_l391 = (((_zz_core_mS_0 || _zz_core_mS_0_1) || _zz_core_mS_0_2) || _zz_core_mS_0_3);
  assign when_LpMepcEngine_l397 = ((((core_g_gTake[0] && core_g_gD_0[0]) || (core_g_gTake[1] && core_g_gD_1[0])) || (core_g_gTake[2] && core_g_gD_2[0])) || (core_g_gTake[3] && core_g_gD_3[0]));
  assign _zz_core_mS_1 = (core_g_gTake[0] && core_g_gS_0[1]);
  assign _zz_core_mS_1_1 = (core_g_gTake[1] && core_g_gS_1[1]);
  assign _zz_core_mS_1_2 = (core_g_gTake[2] && core_g_gS_2[1]);
  assign _zz_core_mS_1_3 = (core_g_gTake[3] && core_g_gS_3[1]);
  assign when_LpMepcEngine_l391_1 = (((_zz_core_mS_1 || _zz_core_mS_1_1) || _zz_core_mS_1_2) || _zz_core_mS_1_3);
  assign when_LpMepcEngine_l397_1 = ((((core_g_gTake[0] && core_g_gD_0[1]) || (core_g_gTake[1] && core_g_gD_1[1])) || (core_g_gTake[2] && core_g_gD_2[1])) || (core_g_gTake[3] && core_g_gD_3[1]));
  assign _zz_core_mS_2 = (core_g_gTake[0] && core_g_gS_0[2]);
  assign _zz_core_mS_2_1 = (core_g_gTake[1] && core_g_gS_1[2]);
  assign _zz_core_mS_2_2 = (core_g_gTake[2] && core_g_gS_2[2]);
  assign _zz_core_mS_2_3 = (core_g_gTake[3] && core_g_gS_3[2]);
  assign when_LpMepcEngine_l391_2 = (((_zz_core_mS_2 || _zz_core_mS_2_1) || _zz_core_mS_2_2) || _zz_core_mS_2_3);
  assign when_LpMepcEngine_l397_2 = ((((core_g_gTake[0] && core_g_gD_0[2]) || (core_g_gTake[1] && core_g_gD_1[2])) || (core_g_gTake[2] && core_g_gD_2[2])) || (core_g_gTake[3] && core_g_gD_3[2]));
  assign _zz_core_mS_3 = (core_g_gTake[0] && core_g_gS_0[3]);
  assign _zz_core_mS_3_1 = (core_g_gTake[1] && core_g_gS_1[3]);
  assign _zz_core_mS_3_2 = (core_g_gTake[2] && core_g_gS_2[3]);
  assign _zz_core_mS_3_3 = (core_g_gTake[3] && core_g_gS_3[3]);
  assign when_LpMepcEngine_l391_3 = (((_zz_core_mS_3 || _zz_core_mS_3_1) || _zz_core_mS_3_2) || _zz_core_mS_3_3);
  assign when_LpMepcEngine_l397_3 = ((((core_g_gTake[0] && core_g_gD_0[3]) || (core_g_gTake[1] && core_g_gD_1[3])) || (core_g_gTake[2] && core_g_gD_2[3])) || (core_g_gTake[3] && core_g_gD_3[3]));
  assign _zz_core_mS_4 = (core_g_gTake[0] && core_g_gS_0[4]);
  assign _zz_core_mS_4_1 = (core_g_gTake[1] && core_g_gS_1[4]);
  assign _zz_core_mS_4_2 = (core_g_gTake[2] && core_g_gS_2[4]);
  assign _zz_core_mS_4_3 = (core_g_gTake[3] && core_g_gS_3[4]);
  assign when_LpMepcEngine_l391_4 = (((_zz_core_mS_4 || _zz_core_mS_4_1) || _zz_core_mS_4_2) || _zz_core_mS_4_3);
  assign when_LpMepcEngine_l397_4 = ((((core_g_gTake[0] && core_g_gD_0[4]) || (core_g_gTake[1] && core_g_gD_1[4])) || (core_g_gTake[2] && core_g_gD_2[4])) || (core_g_gTake[3] && core_g_gD_3[4]));
  assign _zz_core_mS_5 = (core_g_gTake[0] && core_g_gS_0[5]);
  assign _zz_core_mS_5_1 = (core_g_gTake[1] && core_g_gS_1[5]);
  assign _zz_core_mS_5_2 = (core_g_gTake[2] && core_g_gS_2[5]);
  assign _zz_core_mS_5_3 = (core_g_gTake[3] && core_g_gS_3[5]);
  assign when_LpMepcEngine_l391_5 = (((_zz_core_mS_5 || _zz_core_mS_5_1) || _zz_core_mS_5_2) || _zz_core_mS_5_3);
  assign when_LpMepcEngine_l397_5 = ((((core_g_gTake[0] && core_g_gD_0[5]) || (core_g_gTake[1] && core_g_gD_1[5])) || (core_g_gTake[2] && core_g_gD_2[5])) || (core_g_gTake[3] && core_g_gD_3[5]));
  assign _zz_core_mS_6 = (core_g_gTake[0] && core_g_gS_0[6]);
  assign _zz_core_mS_6_1 = (core_g_gTake[1] && core_g_gS_1[6]);
  assign _zz_core_mS_6_2 = (core_g_gTake[2] && core_g_gS_2[6]);
  assign _zz_core_mS_6_3 = (core_g_gTake[3] && core_g_gS_3[6]);
  assign when_LpMepcEngine_l391_6 = (((_zz_core_mS_6 || _zz_core_mS_6_1) || _zz_core_mS_6_2) || _zz_core_mS_6_3);
  assign when_LpMepcEngine_l397_6 = ((((core_g_gTake[0] && core_g_gD_0[6]) || (core_g_gTake[1] && core_g_gD_1[6])) || (core_g_gTake[2] && core_g_gD_2[6])) || (core_g_gTake[3] && core_g_gD_3[6]));
  assign _zz_core_mS_7 = (core_g_gTake[0] && core_g_gS_0[7]);
  assign _zz_core_mS_7_1 = (core_g_gTake[1] && core_g_gS_1[7]);
  assign _zz_core_mS_7_2 = (core_g_gTake[2] && core_g_gS_2[7]);
  assign _zz_core_mS_7_3 = (core_g_gTake[3] && core_g_gS_3[7]);
  assign when_LpMepcEngine_l391_7 = (((_zz_core_mS_7 || _zz_core_mS_7_1) || _zz_core_mS_7_2) || _zz_core_mS_7_3);
  assign when_LpMepcEngine_l397_7 = ((((core_g_gTake[0] && core_g_gD_0[7]) || (core_g_gTake[1] && core_g_gD_1[7])) || (core_g_gTake[2] && core_g_gD_2[7])) || (core_g_gTake[3] && core_g_gD_3[7]));
  assign _zz_core_mS_8 = (core_g_gTake[0] && core_g_gS_0[8]);
  assign _zz_core_mS_8_1 = (core_g_gTake[1] && core_g_gS_1[8]);
  assign _zz_core_mS_8_2 = (core_g_gTake[2] && core_g_gS_2[8]);
  assign _zz_core_mS_8_3 = (core_g_gTake[3] && core_g_gS_3[8]);
  assign when_LpMepcEngine_l391_8 = (((_zz_core_mS_8 || _zz_core_mS_8_1) || _zz_core_mS_8_2) || _zz_core_mS_8_3);
  assign when_LpMepcEngine_l397_8 = ((((core_g_gTake[0] && core_g_gD_0[8]) || (core_g_gTake[1] && core_g_gD_1[8])) || (core_g_gTake[2] && core_g_gD_2[8])) || (core_g_gTake[3] && core_g_gD_3[8]));
  assign _zz_core_mS_9 = (core_g_gTake[0] && core_g_gS_0[9]);
  assign _zz_core_mS_9_1 = (core_g_gTake[1] && core_g_gS_1[9]);
  assign _zz_core_mS_9_2 = (core_g_gTake[2] && core_g_gS_2[9]);
  assign _zz_core_mS_9_3 = (core_g_gTake[3] && core_g_gS_3[9]);
  assign when_LpMepcEngine_l391_9 = (((_zz_core_mS_9 || _zz_core_mS_9_1) || _zz_core_mS_9_2) || _zz_core_mS_9_3);
  assign when_LpMepcEngine_l397_9 = ((((core_g_gTake[0] && core_g_gD_0[9]) || (core_g_gTake[1] && core_g_gD_1[9])) || (core_g_gTake[2] && core_g_gD_2[9])) || (core_g_gTake[3] && core_g_gD_3[9]));
  assign _zz_core_mS_10 = (core_g_gTake[0] && core_g_gS_0[10]);
  assign _zz_core_mS_10_1 = (core_g_gTake[1] && core_g_gS_1[10]);
  assign _zz_core_mS_10_2 = (core_g_gTake[2] && core_g_gS_2[10]);
  assign _zz_core_mS_10_3 = (core_g_gTake[3] && core_g_gS_3[10]);
  assign when_LpMepcEngine_l391_10 = (((_zz_core_mS_10 || _zz_core_mS_10_1) || _zz_core_mS_10_2) || _zz_core_mS_10_3);
  assign when_LpMepcEngine_l397_10 = ((((core_g_gTake[0] && core_g_gD_0[10]) || (core_g_gTake[1] && core_g_gD_1[10])) || (core_g_gTake[2] && core_g_gD_2[10])) || (core_g_gTake[3] && core_g_gD_3[10]));
  assign _zz_core_mS_11 = (core_g_gTake[0] && core_g_gS_0[11]);
  assign _zz_core_mS_11_1 = (core_g_gTake[1] && core_g_gS_1[11]);
  assign _zz_core_mS_11_2 = (core_g_gTake[2] && core_g_gS_2[11]);
  assign _zz_core_mS_11_3 = (core_g_gTake[3] && core_g_gS_3[11]);
  assign when_LpMepcEngine_l391_11 = (((_zz_core_mS_11 || _zz_core_mS_11_1) || _zz_core_mS_11_2) || _zz_core_mS_11_3);
  assign when_LpMepcEngine_l397_11 = ((((core_g_gTake[0] && core_g_gD_0[11]) || (core_g_gTake[1] && core_g_gD_1[11])) || (core_g_gTake[2] && core_g_gD_2[11])) || (core_g_gTake[3] && core_g_gD_3[11]));
  assign _zz_core_mS_12 = (core_g_gTake[0] && core_g_gS_0[12]);
  assign _zz_core_mS_12_1 = (core_g_gTake[1] && core_g_gS_1[12]);
  assign _zz_core_mS_12_2 = (core_g_gTake[2] && core_g_gS_2[12]);
  assign _zz_core_mS_12_3 = (core_g_gTake[3] && core_g_gS_3[12]);
  assign when_LpMepcEngine_l391_12 = (((_zz_core_mS_12 || _zz_core_mS_12_1) || _zz_core_mS_12_2) || _zz_core_mS_12_3);
  assign when_LpMepcEngine_l397_12 = ((((core_g_gTake[0] && core_g_gD_0[12]) || (core_g_gTake[1] && core_g_gD_1[12])) || (core_g_gTake[2] && core_g_gD_2[12])) || (core_g_gTake[3] && core_g_gD_3[12]));
  assign _zz_core_mS_13 = (core_g_gTake[0] && core_g_gS_0[13]);
  assign _zz_core_mS_13_1 = (core_g_gTake[1] && core_g_gS_1[13]);
  assign _zz_core_mS_13_2 = (core_g_gTake[2] && core_g_gS_2[13]);
  assign _zz_core_mS_13_3 = (core_g_gTake[3] && core_g_gS_3[13]);
  assign when_LpMepcEngine_l391_13 = (((_zz_core_mS_13 || _zz_core_mS_13_1) || _zz_core_mS_13_2) || _zz_core_mS_13_3);
  assign when_LpMepcEngine_l397_13 = ((((core_g_gTake[0] && core_g_gD_0[13]) || (core_g_gTake[1] && core_g_gD_1[13])) || (core_g_gTake[2] && core_g_gD_2[13])) || (core_g_gTake[3] && core_g_gD_3[13]));
  assign _zz_core_mS_14 = (core_g_gTake[0] && core_g_gS_0[14]);
  assign _zz_core_mS_14_1 = (core_g_gTake[1] && core_g_gS_1[14]);
  assign _zz_core_mS_14_2 = (core_g_gTake[2] && core_g_gS_2[14]);
  assign _zz_core_mS_14_3 = (core_g_gTake[3] && core_g_gS_3[14]);
  assign when_LpMepcEngine_l391_14 = (((_zz_core_mS_14 || _zz_core_mS_14_1) || _zz_core_mS_14_2) || _zz_core_mS_14_3);
  assign when_LpMepcEngine_l397_14 = ((((core_g_gTake[0] && core_g_gD_0[14]) || (core_g_gTake[1] && core_g_gD_1[14])) || (core_g_gTake[2] && core_g_gD_2[14])) || (core_g_gTake[3] && core_g_gD_3[14]));
  assign _zz_core_mS_15 = (core_g_gTake[0] && core_g_gS_0[15]);
  assign _zz_core_mS_15_1 = (core_g_gTake[1] && core_g_gS_1[15]);
  assign _zz_core_mS_15_2 = (core_g_gTake[2] && core_g_gS_2[15]);
  assign _zz_core_mS_15_3 = (core_g_gTake[3] && core_g_gS_3[15]);
  assign when_LpMepcEngine_l391_15 = (((_zz_core_mS_15 || _zz_core_mS_15_1) || _zz_core_mS_15_2) || _zz_core_mS_15_3);
  assign when_LpMepcEngine_l397_15 = ((((core_g_gTake[0] && core_g_gD_0[15]) || (core_g_gTake[1] && core_g_gD_1[15])) || (core_g_gTake[2] && core_g_gD_2[15])) || (core_g_gTake[3] && core_g_gD_3[15]));
  assign _zz_core_mS_16 = (core_g_gTake[0] && core_g_gS_0[16]);
  assign _zz_core_mS_16_1 = (core_g_gTake[1] && core_g_gS_1[16]);
  assign _zz_core_mS_16_2 = (core_g_gTake[2] && core_g_gS_2[16]);
  assign _zz_core_mS_16_3 = (core_g_gTake[3] && core_g_gS_3[16]);
  assign when_LpMepcEngine_l391_16 = (((_zz_core_mS_16 || _zz_core_mS_16_1) || _zz_core_mS_16_2) || _zz_core_mS_16_3);
  assign when_LpMepcEngine_l397_16 = ((((core_g_gTake[0] && core_g_gD_0[16]) || (core_g_gTake[1] && core_g_gD_1[16])) || (core_g_gTake[2] && core_g_gD_2[16])) || (core_g_gTake[3] && core_g_gD_3[16]));
  assign _zz_core_mS_17 = (core_g_gTake[0] && core_g_gS_0[17]);
  assign _zz_core_mS_17_1 = (core_g_gTake[1] && core_g_gS_1[17]);
  assign _zz_core_mS_17_2 = (core_g_gTake[2] && core_g_gS_2[17]);
  assign _zz_core_mS_17_3 = (core_g_gTake[3] && core_g_gS_3[17]);
  assign when_LpMepcEngine_l391_17 = (((_zz_core_mS_17 || _zz_core_mS_17_1) || _zz_core_mS_17_2) || _zz_core_mS_17_3);
  assign when_LpMepcEngine_l397_17 = ((((core_g_gTake[0] && core_g_gD_0[17]) || (core_g_gTake[1] && core_g_gD_1[17])) || (core_g_gTake[2] && core_g_gD_2[17])) || (core_g_gTake[3] && core_g_gD_3[17]));
  assign _zz_core_mS_18 = (core_g_gTake[0] && core_g_gS_0[18]);
  assign _zz_core_mS_18_1 = (core_g_gTake[1] && core_g_gS_1[18]);
  assign _zz_core_mS_18_2 = (core_g_gTake[2] && core_g_gS_2[18]);
  assign _zz_core_mS_18_3 = (core_g_gTake[3] && core_g_gS_3[18]);
  assign when_LpMepcEngine_l391_18 = (((_zz_core_mS_18 || _zz_core_mS_18_1) || _zz_core_mS_18_2) || _zz_core_mS_18_3);
  assign when_LpMepcEngine_l397_18 = ((((core_g_gTake[0] && core_g_gD_0[18]) || (core_g_gTake[1] && core_g_gD_1[18])) || (core_g_gTake[2] && core_g_gD_2[18])) || (core_g_gTake[3] && core_g_gD_3[18]));
  assign _zz_core_mS_19 = (core_g_gTake[0] && core_g_gS_0[19]);
  assign _zz_core_mS_19_1 = (core_g_gTake[1] && core_g_gS_1[19]);
  assign _zz_core_mS_19_2 = (core_g_gTake[2] && core_g_gS_2[19]);
  assign _zz_core_mS_19_3 = (core_g_gTake[3] && core_g_gS_3[19]);
  assign when_LpMepcEngine_l391_19 = (((_zz_core_mS_19 || _zz_core_mS_19_1) || _zz_core_mS_19_2) || _zz_core_mS_19_3);
  assign when_LpMepcEngine_l397_19 = ((((core_g_gTake[0] && core_g_gD_0[19]) || (core_g_gTake[1] && core_g_gD_1[19])) || (core_g_gTake[2] && core_g_gD_2[19])) || (core_g_gTake[3] && core_g_gD_3[19]));
  assign _zz_core_mS_20 = (core_g_gTake[0] && core_g_gS_0[20]);
  assign _zz_core_mS_20_1 = (core_g_gTake[1] && core_g_gS_1[20]);
  assign _zz_core_mS_20_2 = (core_g_gTake[2] && core_g_gS_2[20]);
  assign _zz_core_mS_20_3 = (core_g_gTake[3] && core_g_gS_3[20]);
  assign when_LpMepcEngine_l391_20 = (((_zz_core_mS_20 || _zz_core_mS_20_1) || _zz_core_mS_20_2) || _zz_core_mS_20_3);
  assign when_LpMepcEngine_l397_20 = ((((core_g_gTake[0] && core_g_gD_0[20]) || (core_g_gTake[1] && core_g_gD_1[20])) || (core_g_gTake[2] && core_g_gD_2[20])) || (core_g_gTake[3] && core_g_gD_3[20]));
  assign _zz_core_mS_21 = (core_g_gTake[0] && core_g_gS_0[21]);
  assign _zz_core_mS_21_1 = (core_g_gTake[1] && core_g_gS_1[21]);
  assign _zz_core_mS_21_2 = (core_g_gTake[2] && core_g_gS_2[21]);
  assign _zz_core_mS_21_3 = (core_g_gTake[3] && core_g_gS_3[21]);
  assign when_LpMepcEngine_l391_21 = (((_zz_core_mS_21 || _zz_core_mS_21_1) || _zz_core_mS_21_2) || _zz_core_mS_21_3);
  assign when_LpMepcEngine_l397_21 = ((((core_g_gTake[0] && core_g_gD_0[21]) || (core_g_gTake[1] && core_g_gD_1[21])) || (core_g_gTake[2] && core_g_gD_2[21])) || (core_g_gTake[3] && core_g_gD_3[21]));
  assign _zz_core_mS_22 = (core_g_gTake[0] && core_g_gS_0[22]);
  assign _zz_core_mS_22_1 = (core_g_gTake[1] && core_g_gS_1[22]);
  assign _zz_core_mS_22_2 = (core_g_gTake[2] && core_g_gS_2[22]);
  assign _zz_core_mS_22_3 = (core_g_gTake[3] && core_g_gS_3[22]);
  assign when_LpMepcEngine_l391_22 = (((_zz_core_mS_22 || _zz_core_mS_22_1) || _zz_core_mS_22_2) || _zz_core_mS_22_3);
  assign when_LpMepcEngine_l397_22 = ((((core_g_gTake[0] && core_g_gD_0[22]) || (core_g_gTake[1] && core_g_gD_1[22])) || (core_g_gTake[2] && core_g_gD_2[22])) || (core_g_gTake[3] && core_g_gD_3[22]));
  assign _zz_core_mS_23 = (core_g_gTake[0] && core_g_gS_0[23]);
  assign _zz_core_mS_23_1 = (core_g_gTake[1] && core_g_gS_1[23]);
  assign _zz_core_mS_23_2 = (core_g_gTake[2] && core_g_gS_2[23]);
  assign _zz_core_mS_23_3 = (core_g_gTake[3] && core_g_gS_3[23]);
  assign when_LpMepcEngine_l391_23 = (((_zz_core_mS_23 || _zz_core_mS_23_1) || _zz_core_mS_23_2) || _zz_core_mS_23_3);
  assign when_LpMepcEngine_l397_23 = ((((core_g_gTake[0] && core_g_gD_0[23]) || (core_g_gTake[1] && core_g_gD_1[23])) || (core_g_gTake[2] && core_g_gD_2[23])) || (core_g_gTake[3] && core_g_gD_3[23]));
  assign _zz_core_mS_24 = (core_g_gTake[0] && core_g_gS_0[24]);
  assign _zz_core_mS_24_1 = (core_g_gTake[1] && core_g_gS_1[24]);
  assign _zz_core_mS_24_2 = (core_g_gTake[2] && core_g_gS_2[24]);
  assign _zz_core_mS_24_3 = (core_g_gTake[3] && core_g_gS_3[24]);
  assign when_LpMepcEngine_l391_24 = (((_zz_core_mS_24 || _zz_core_mS_24_1) || _zz_core_mS_24_2) || _zz_core_mS_24_3);
  assign when_LpMepcEngine_l397_24 = ((((core_g_gTake[0] && core_g_gD_0[24]) || (core_g_gTake[1] && core_g_gD_1[24])) || (core_g_gTake[2] && core_g_gD_2[24])) || (core_g_gTake[3] && core_g_gD_3[24]));
  assign _zz_core_mS_25 = (core_g_gTake[0] && core_g_gS_0[25]);
  assign _zz_core_mS_25_1 = (core_g_gTake[1] && core_g_gS_1[25]);
  assign _zz_core_mS_25_2 = (core_g_gTake[2] && core_g_gS_2[25]);
  assign _zz_core_mS_25_3 = (core_g_gTake[3] && core_g_gS_3[25]);
  assign when_LpMepcEngine_l391_25 = (((_zz_core_mS_25 || _zz_core_mS_25_1) || _zz_core_mS_25_2) || _zz_core_mS_25_3);
  assign when_LpMepcEngine_l397_25 = ((((core_g_gTake[0] && core_g_gD_0[25]) || (core_g_gTake[1] && core_g_gD_1[25])) || (core_g_gTake[2] && core_g_gD_2[25])) || (core_g_gTake[3] && core_g_gD_3[25]));
  assign _zz_core_mS_26 = (core_g_gTake[0] && core_g_gS_0[26]);
  assign _zz_core_mS_26_1 = (core_g_gTake[1] && core_g_gS_1[26]);
  assign _zz_core_mS_26_2 = (core_g_gTake[2] && core_g_gS_2[26]);
  assign _zz_core_mS_26_3 = (core_g_gTake[3] && core_g_gS_3[26]);
  assign when_LpMepcEngine_l391_26 = (((_zz_core_mS_26 || _zz_core_mS_26_1) || _zz_core_mS_26_2) || _zz_core_mS_26_3);
  assign when_LpMepcEngine_l397_26 = ((((core_g_gTake[0] && core_g_gD_0[26]) || (core_g_gTake[1] && core_g_gD_1[26])) || (core_g_gTake[2] && core_g_gD_2[26])) || (core_g_gTake[3] && core_g_gD_3[26]));
  assign _zz_core_mS_27 = (core_g_gTake[0] && core_g_gS_0[27]);
  assign _zz_core_mS_27_1 = (core_g_gTake[1] && core_g_gS_1[27]);
  assign _zz_core_mS_27_2 = (core_g_gTake[2] && core_g_gS_2[27]);
  assign _zz_core_mS_27_3 = (core_g_gTake[3] && core_g_gS_3[27]);
  assign when_LpMepcEngine_l391_27 = (((_zz_core_mS_27 || _zz_core_mS_27_1) || _zz_core_mS_27_2) || _zz_core_mS_27_3);
  assign when_LpMepcEngine_l397_27 = ((((core_g_gTake[0] && core_g_gD_0[27]) || (core_g_gTake[1] && core_g_gD_1[27])) || (core_g_gTake[2] && core_g_gD_2[27])) || (core_g_gTake[3] && core_g_gD_3[27]));
  assign _zz_core_mS_28 = (core_g_gTake[0] && core_g_gS_0[28]);
  assign _zz_core_mS_28_1 = (core_g_gTake[1] && core_g_gS_1[28]);
  assign _zz_core_mS_28_2 = (core_g_gTake[2] && core_g_gS_2[28]);
  assign _zz_core_mS_28_3 = (core_g_gTake[3] && core_g_gS_3[28]);
  assign when_LpMepcEngine_l391_28 = (((_zz_core_mS_28 || _zz_core_mS_28_1) || _zz_core_mS_28_2) || _zz_core_mS_28_3);
  assign when_LpMepcEngine_l397_28 = ((((core_g_gTake[0] && core_g_gD_0[28]) || (core_g_gTake[1] && core_g_gD_1[28])) || (core_g_gTake[2] && core_g_gD_2[28])) || (core_g_gTake[3] && core_g_gD_3[28]));
  assign _zz_core_mS_29 = (core_g_gTake[0] && core_g_gS_0[29]);
  assign _zz_core_mS_29_1 = (core_g_gTake[1] && core_g_gS_1[29]);
  assign _zz_core_mS_29_2 = (core_g_gTake[2] && core_g_gS_2[29]);
  assign _zz_core_mS_29_3 = (core_g_gTake[3] && core_g_gS_3[29]);
  assign when_LpMepcEngine_l391_29 = (((_zz_core_mS_29 || _zz_core_mS_29_1) || _zz_core_mS_29_2) || _zz_core_mS_29_3);
  assign when_LpMepcEngine_l397_29 = ((((core_g_gTake[0] && core_g_gD_0[29]) || (core_g_gTake[1] && core_g_gD_1[29])) || (core_g_gTake[2] && core_g_gD_2[29])) || (core_g_gTake[3] && core_g_gD_3[29]));
  assign _zz_core_mS_30 = (core_g_gTake[0] && core_g_gS_0[30]);
  assign _zz_core_mS_30_1 = (core_g_gTake[1] && core_g_gS_1[30]);
  assign _zz_core_mS_30_2 = (core_g_gTake[2] && core_g_gS_2[30]);
  assign _zz_core_mS_30_3 = (core_g_gTake[3] && core_g_gS_3[30]);
  assign when_LpMepcEngine_l391_30 = (((_zz_core_mS_30 || _zz_core_mS_30_1) || _zz_core_mS_30_2) || _zz_core_mS_30_3);
  assign when_LpMepcEngine_l397_30 = ((((core_g_gTake[0] && core_g_gD_0[30]) || (core_g_gTake[1] && core_g_gD_1[30])) || (core_g_gTake[2] && core_g_gD_2[30])) || (core_g_gTake[3] && core_g_gD_3[30]));
  assign _zz_core_mS_31 = (core_g_gTake[0] && core_g_gS_0[31]);
  assign _zz_core_mS_31_1 = (core_g_gTake[1] && core_g_gS_1[31]);
  assign _zz_core_mS_31_2 = (core_g_gTake[2] && core_g_gS_2[31]);
  assign _zz_core_mS_31_3 = (core_g_gTake[3] && core_g_gS_3[31]);
  assign when_LpMepcEngine_l391_31 = (((_zz_core_mS_31 || _zz_core_mS_31_1) || _zz_core_mS_31_2) || _zz_core_mS_31_3);
  assign when_LpMepcEngine_l397_31 = ((((core_g_gTake[0] && core_g_gD_0[31]) || (core_g_gTake[1] && core_g_gD_1[31])) || (core_g_gTake[2] && core_g_gD_2[31])) || (core_g_gTake[3] && core_g_gD_3[31]));
  assign core_au_os_0 = (core_rOs_0 && (! ((((core_au_pCs[0] && core_pSEq_0_0) || (core_au_pCs[1] && core_pSEq_1_0)) || (core_au_pCs[2] && core_pSEq_2_0)) || (core_au_pCs[3] && core_pSEq_3_0))));
  assign core_au_os_1 = (core_rOs_1 && (! ((((core_au_pCs[0] && core_pSEq_0_1) || (core_au_pCs[1] && core_pSEq_1_1)) || (core_au_pCs[2] && core_pSEq_2_1)) || (core_au_pCs[3] && core_pSEq_3_1))));
  assign core_au_os_2 = (core_rOs_2 && (! ((((core_au_pCs[0] && core_pSEq_0_2) || (core_au_pCs[1] && core_pSEq_1_2)) || (core_au_pCs[2] && core_pSEq_2_2)) || (core_au_pCs[3] && core_pSEq_3_2))));
  assign core_au_os_3 = (core_rOs_3 && (! ((((core_au_pCs[0] && core_pSEq_0_3) || (core_au_pCs[1] && core_pSEq_1_3)) || (core_au_pCs[2] && core_pSEq_2_3)) || (core_au_pCs[3] && core_pSEq_3_3))));
  assign core_au_od_0 = (core_rOd_0 && (! ((((core_au_pCd[0] && core_pDEq_0_0) || (core_au_pCd[1] && core_pDEq_1_0)) || (core_au_pCd[2] && core_pDEq_2_0)) || (core_au_pCd[3] && core_pDEq_3_0))));
  assign core_au_od_1 = (core_rOd_1 && (! ((((core_au_pCd[0] && core_pDEq_0_1) || (core_au_pCd[1] && core_pDEq_1_1)) || (core_au_pCd[2] && core_pDEq_2_1)) || (core_au_pCd[3] && core_pDEq_3_1))));
  assign core_au_od_2 = (core_rOd_2 && (! ((((core_au_pCd[0] && core_pDEq_0_2) || (core_au_pCd[1] && core_pDEq_1_2)) || (core_au_pCd[2] && core_pDEq_2_2)) || (core_au_pCd[3] && core_pDEq_3_2))));
  assign core_au_od_3 = (core_rOd_3 && (! ((((core_au_pCd[0] && core_pDEq_0_3) || (core_au_pCd[1] && core_pDEq_1_3)) || (core_au_pCd[2] && core_pDEq_2_3)) || (core_au_pCd[3] && core_pDEq_3_3))));
  assign core_au_cs_0 = ((core_l_0_v && core_au_os_0) && core_rFd_0);
  assign core_au_cs_1 = ((core_l_1_v && core_au_os_1) && core_rFd_1);
  assign core_au_cs_2 = ((core_l_2_v && core_au_os_2) && core_rFd_2);
  assign core_au_cs_3 = ((core_l_3_v && core_au_os_3) && core_rFd_3);
  assign core_au_cd_0 = ((core_l_0_v && core_au_od_0) && core_rFs_0);
  assign core_au_cd_1 = ((core_l_1_v && core_au_od_1) && core_rFs_1);
  assign core_au_cd_2 = ((core_l_2_v && core_au_od_2) && core_rFs_2);
  assign core_au_cd_3 = ((core_l_3_v && core_au_od_3) && core_rFs_3);
  assign core_au_on = ((core_ph == Ph_aug) && core_pv);
  assign core_au_hs_0 = (core_au_cs_0 && (! 1'b0));
  assign core_au_hs_1 = (core_au_cs_1 && (! (1'b0 || (core_au_cs_0 && core_sEq_0_1))));
  assign core_au_hs_2 = (core_au_cs_2 && (! ((1'b0 || (core_au_cs_0 && core_sEq_0_2)) || (core_au_cs_1 && core_sEq_1_2))));
  assign core_au_hs_3 = (core_au_cs_3 && (! (((1'b0 || (core_au_cs_0 && core_sEq_0_3)) || (core_au_cs_1 && core_sEq_1_3)) || (core_au_cs_2 && core_sEq_2_3))));
  assign core_au_hd_0 = (core_au_cd_0 && (! 1'b0));
  assign core_au_hd_1 = (core_au_cd_1 && (! (1'b0 || (core_au_cd_0 && core_dEq_0_1))));
  assign core_au_hd_2 = (core_au_cd_2 && (! ((1'b0 || (core_au_cd_0 && core_dEq_0_2)) || (core_au_cd_1 && core_dEq_1_2))));
  assign core_au_hd_3 = (core_au_cd_3 && (! (((1'b0 || (core_au_cd_0 && core_dEq_0_3)) || (core_au_cd_1 && core_dEq_1_3)) || (core_au_cd_2 && core_dEq_2_3))));
  assign _zz_core_aSx_0 = (core_au_hs_0 && core_lS_0[0]);
  assign _zz_core_aSx_0_1 = (core_au_hs_1 && core_lS_1[0]);
  assign _zz_core_aSx_0_2 = (core_au_hs_2 && core_lS_2[0]);
  assign _zz_core_aSx_0_3 = (core_au_hs_3 && core_lS_3[0]);
  assign _zz_core_aSx_1 = (core_au_hs_0 && core_lS_0[1]);
  assign _zz_core_aSx_1_1 = (core_au_hs_1 && core_lS_1[1]);
  assign _zz_core_aSx_1_2 = (core_au_hs_2 && core_lS_2[1]);
  assign _zz_core_aSx_1_3 = (core_au_hs_3 && core_lS_3[1]);
  assign _zz_core_aSx_2 = (core_au_hs_0 && core_lS_0[2]);
  assign _zz_core_aSx_2_1 = (core_au_hs_1 && core_lS_1[2]);
  assign _zz_core_aSx_2_2 = (core_au_hs_2 && core_lS_2[2]);
  assign _zz_core_aSx_2_3 = (core_au_hs_3 && core_lS_3[2]);
  assign _zz_core_aSx_3 = (core_au_hs_0 && core_lS_0[3]);
  assign _zz_core_aSx_3_1 = (core_au_hs_1 && core_lS_1[3]);
  assign _zz_core_aSx_3_2 = (core_au_hs_2 && core_lS_2[3]);
  assign _zz_core_aSx_3_3 = (core_au_hs_3 && core_lS_3[3]);
  assign _zz_core_aSx_4 = (core_au_hs_0 && core_lS_0[4]);
  assign _zz_core_aSx_4_1 = (core_au_hs_1 && core_lS_1[4]);
  assign _zz_core_aSx_4_2 = (core_au_hs_2 && core_lS_2[4]);
  assign _zz_core_aSx_4_3 = (core_au_hs_3 && core_lS_3[4]);
  assign _zz_core_aSx_5 = (core_au_hs_0 && core_lS_0[5]);
  assign _zz_core_aSx_5_1 = (core_au_hs_1 && core_lS_1[5]);
  assign _zz_core_aSx_5_2 = (core_au_hs_2 && core_lS_2[5]);
  assign _zz_core_aSx_5_3 = (core_au_hs_3 && core_lS_3[5]);
  assign _zz_core_aSx_6 = (core_au_hs_0 && core_lS_0[6]);
  assign _zz_core_aSx_6_1 = (core_au_hs_1 && core_lS_1[6]);
  assign _zz_core_aSx_6_2 = (core_au_hs_2 && core_lS_2[6]);
  assign _zz_core_aSx_6_3 = (core_au_hs_3 && core_lS_3[6]);
  assign _zz_core_aSx_7 = (core_au_hs_0 && core_lS_0[7]);
  assign _zz_core_aSx_7_1 = (core_au_hs_1 && core_lS_1[7]);
  assign _zz_core_aSx_7_2 = (core_au_hs_2 && core_lS_2[7]);
  assign _zz_core_aSx_7_3 = (core_au_hs_3 && core_lS_3[7]);
  assign _zz_core_aSx_8 = (core_au_hs_0 && core_lS_0[8]);
  assign _zz_core_aSx_8_1 = (core_au_hs_1 && core_lS_1[8]);
  assign _zz_core_aSx_8_2 = (core_au_hs_2 && core_lS_2[8]);
  assign _zz_core_aSx_8_3 = (core_au_hs_3 && core_lS_3[8]);
  assign _zz_core_aSx_9 = (core_au_hs_0 && core_lS_0[9]);
  assign _zz_core_aSx_9_1 = (core_au_hs_1 && core_lS_1[9]);
  assign _zz_core_aSx_9_2 = (core_au_hs_2 && core_lS_2[9]);
  assign _zz_core_aSx_9_3 = (core_au_hs_3 && core_lS_3[9]);
  assign _zz_core_aSx_10 = (core_au_hs_0 && core_lS_0[10]);
  assign _zz_core_aSx_10_1 = (core_au_hs_1 && core_lS_1[10]);
  assign _zz_core_aSx_10_2 = (core_au_hs_2 && core_lS_2[10]);
  assign _zz_core_aSx_10_3 = (core_au_hs_3 && core_lS_3[10]);
  assign _zz_core_aSx_11 = (core_au_hs_0 && core_lS_0[11]);
  assign _zz_core_aSx_11_1 = (core_au_hs_1 && core_lS_1[11]);
  assign _zz_core_aSx_11_2 = (core_au_hs_2 && core_lS_2[11]);
  assign _zz_core_aSx_11_3 = (core_au_hs_3 && core_lS_3[11]);
  assign _zz_core_aSx_12 = (core_au_hs_0 && core_lS_0[12]);
  assign _zz_core_aSx_12_1 = (core_au_hs_1 && core_lS_1[12]);
  assign _zz_core_aSx_12_2 = (core_au_hs_2 && core_lS_2[12]);
  assign _zz_core_aSx_12_3 = (core_au_hs_3 && core_lS_3[12]);
  assign _zz_core_aSx_13 = (core_au_hs_0 && core_lS_0[13]);
  assign _zz_core_aSx_13_1 = (core_au_hs_1 && core_lS_1[13]);
  assign _zz_core_aSx_13_2 = (core_au_hs_2 && core_lS_2[13]);
  assign _zz_core_aSx_13_3 = (core_au_hs_3 && core_lS_3[13]);
  assign _zz_core_aSx_14 = (core_au_hs_0 && core_lS_0[14]);
  assign _zz_core_aSx_14_1 = (core_au_hs_1 && core_lS_1[14]);
  assign _zz_core_aSx_14_2 = (core_au_hs_2 && core_lS_2[14]);
  assign _zz_core_aSx_14_3 = (core_au_hs_3 && core_lS_3[14]);
  assign _zz_core_aSx_15 = (core_au_hs_0 && core_lS_0[15]);
  assign _zz_core_aSx_15_1 = (core_au_hs_1 && core_lS_1[15]);
  assign _zz_core_aSx_15_2 = (core_au_hs_2 && core_lS_2[15]);
  assign _zz_core_aSx_15_3 = (core_au_hs_3 && core_lS_3[15]);
  assign _zz_core_aSx_16 = (core_au_hs_0 && core_lS_0[16]);
  assign _zz_core_aSx_16_1 = (core_au_hs_1 && core_lS_1[16]);
  assign _zz_core_aSx_16_2 = (core_au_hs_2 && core_lS_2[16]);
  assign _zz_core_aSx_16_3 = (core_au_hs_3 && core_lS_3[16]);
  assign _zz_core_aSx_17 = (core_au_hs_0 && core_lS_0[17]);
  assign _zz_core_aSx_17_1 = (core_au_hs_1 && core_lS_1[17]);
  assign _zz_core_aSx_17_2 = (core_au_hs_2 && core_lS_2[17]);
  assign _zz_core_aSx_17_3 = (core_au_hs_3 && core_lS_3[17]);
  assign _zz_core_aSx_18 = (core_au_hs_0 && core_lS_0[18]);
  assign _zz_core_aSx_18_1 = (core_au_hs_1 && core_lS_1[18]);
  assign _zz_core_aSx_18_2 = (core_au_hs_2 && core_lS_2[18]);
  assign _zz_core_aSx_18_3 = (core_au_hs_3 && core_lS_3[18]);
  assign _zz_core_aSx_19 = (core_au_hs_0 && core_lS_0[19]);
  assign _zz_core_aSx_19_1 = (core_au_hs_1 && core_lS_1[19]);
  assign _zz_core_aSx_19_2 = (core_au_hs_2 && core_lS_2[19]);
  assign _zz_core_aSx_19_3 = (core_au_hs_3 && core_lS_3[19]);
  assign _zz_core_aSx_20 = (core_au_hs_0 && core_lS_0[20]);
  assign _zz_core_aSx_20_1 = (core_au_hs_1 && core_lS_1[20]);
  assign _zz_core_aSx_20_2 = (core_au_hs_2 && core_lS_2[20]);
  assign _zz_core_aSx_20_3 = (core_au_hs_3 && core_lS_3[20]);
  assign _zz_core_aSx_21 = (core_au_hs_0 && core_lS_0[21]);
  assign _zz_core_aSx_21_1 = (core_au_hs_1 && core_lS_1[21]);
  assign _zz_core_aSx_21_2 = (core_au_hs_2 && core_lS_2[21]);
  assign _zz_core_aSx_21_3 = (core_au_hs_3 && core_lS_3[21]);
  assign _zz_core_aSx_22 = (core_au_hs_0 && core_lS_0[22]);
  assign _zz_core_aSx_22_1 = (core_au_hs_1 && core_lS_1[22]);
  assign _zz_core_aSx_22_2 = (core_au_hs_2 && core_lS_2[22]);
  assign _zz_core_aSx_22_3 = (core_au_hs_3 && core_lS_3[22]);
  assign _zz_core_aSx_23 = (core_au_hs_0 && core_lS_0[23]);
  assign _zz_core_aSx_23_1 = (core_au_hs_1 && core_lS_1[23]);
  assign _zz_core_aSx_23_2 = (core_au_hs_2 && core_lS_2[23]);
  assign _zz_core_aSx_23_3 = (core_au_hs_3 && core_lS_3[23]);
  assign _zz_core_aSx_24 = (core_au_hs_0 && core_lS_0[24]);
  assign _zz_core_aSx_24_1 = (core_au_hs_1 && core_lS_1[24]);
  assign _zz_core_aSx_24_2 = (core_au_hs_2 && core_lS_2[24]);
  assign _zz_core_aSx_24_3 = (core_au_hs_3 && core_lS_3[24]);
  assign _zz_core_aSx_25 = (core_au_hs_0 && core_lS_0[25]);
  assign _zz_core_aSx_25_1 = (core_au_hs_1 && core_lS_1[25]);
  assign _zz_core_aSx_25_2 = (core_au_hs_2 && core_lS_2[25]);
  assign _zz_core_aSx_25_3 = (core_au_hs_3 && core_lS_3[25]);
  assign _zz_core_aSx_26 = (core_au_hs_0 && core_lS_0[26]);
  assign _zz_core_aSx_26_1 = (core_au_hs_1 && core_lS_1[26]);
  assign _zz_core_aSx_26_2 = (core_au_hs_2 && core_lS_2[26]);
  assign _zz_core_aSx_26_3 = (core_au_hs_3 && core_lS_3[26]);
  assign _zz_core_aSx_27 = (core_au_hs_0 && core_lS_0[27]);
  assign _zz_core_aSx_27_1 = (core_au_hs_1 && core_lS_1[27]);
  assign _zz_core_aSx_27_2 = (core_au_hs_2 && core_lS_2[27]);
  assign _zz_core_aSx_27_3 = (core_au_hs_3 && core_lS_3[27]);
  assign _zz_core_aSx_28 = (core_au_hs_0 && core_lS_0[28]);
  assign _zz_core_aSx_28_1 = (core_au_hs_1 && core_lS_1[28]);
  assign _zz_core_aSx_28_2 = (core_au_hs_2 && core_lS_2[28]);
  assign _zz_core_aSx_28_3 = (core_au_hs_3 && core_lS_3[28]);
  assign _zz_core_aSx_29 = (core_au_hs_0 && core_lS_0[29]);
  assign _zz_core_aSx_29_1 = (core_au_hs_1 && core_lS_1[29]);
  assign _zz_core_aSx_29_2 = (core_au_hs_2 && core_lS_2[29]);
  assign _zz_core_aSx_29_3 = (core_au_hs_3 && core_lS_3[29]);
  assign _zz_core_aSx_30 = (core_au_hs_0 && core_lS_0[30]);
  assign _zz_core_aSx_30_1 = (core_au_hs_1 && core_lS_1[30]);
  assign _zz_core_aSx_30_2 = (core_au_hs_2 && core_lS_2[30]);
  assign _zz_core_aSx_30_3 = (core_au_hs_3 && core_lS_3[30]);
  assign _zz_core_aSx_31 = (core_au_hs_0 && core_lS_0[31]);
  assign _zz_core_aSx_31_1 = (core_au_hs_1 && core_lS_1[31]);
  assign _zz_core_aSx_31_2 = (core_au_hs_2 && core_lS_2[31]);
  assign _zz_core_aSx_31_3 = (core_au_hs_3 && core_lS_3[31]);
  assign when_LpMepcEngine_l427 = ((((core_au_cs_0 && core_lS_0[0]) || (core_au_cs_1 && core_lS_1[0])) || (core_au_cs_2 && core_lS_2[0])) || (core_au_cs_3 && core_lS_3[0]));
  assign when_LpMepcEngine_l427_1 = ((((core_au_cs_0 && core_lS_0[1]) || (core_au_cs_1 && core_lS_1[1])) || (core_au_cs_2 && core_lS_2[1])) || (core_au_cs_3 && core_lS_3[1]));
  assign when_LpMepcEngine_l427_2 = ((((core_au_cs_0 && core_lS_0[2]) || (core_au_cs_1 && core_lS_1[2])) || (core_au_cs_2 && core_lS_2[2])) || (core_au_cs_3 && core_lS_3[2]));
  assign when_LpMepcEngine_l427_3 = ((((core_au_cs_0 && core_lS_0[3]) || (core_au_cs_1 && core_lS_1[3])) || (core_au_cs_2 && core_lS_2[3])) || (core_au_cs_3 && core_lS_3[3]));
  assign when_LpMepcEngine_l427_4 = ((((core_au_cs_0 && core_lS_0[4]) || (core_au_cs_1 && core_lS_1[4])) || (core_au_cs_2 && core_lS_2[4])) || (core_au_cs_3 && core_lS_3[4]));
  assign when_LpMepcEngine_l427_5 = ((((core_au_cs_0 && core_lS_0[5]) || (core_au_cs_1 && core_lS_1[5])) || (core_au_cs_2 && core_lS_2[5])) || (core_au_cs_3 && core_lS_3[5]));
  assign when_LpMepcEngine_l427_6 = ((((core_au_cs_0 && core_lS_0[6]) || (core_au_cs_1 && core_lS_1[6])) || (core_au_cs_2 && core_lS_2[6])) || (core_au_cs_3 && core_lS_3[6]));
  assign when_LpMepcEngine_l427_7 = ((((core_au_cs_0 && core_lS_0[7]) || (core_au_cs_1 && core_lS_1[7])) || (core_au_cs_2 && core_lS_2[7])) || (core_au_cs_3 && core_lS_3[7]));
  assign when_LpMepcEngine_l427_8 = ((((core_au_cs_0 && core_lS_0[8]) || (core_au_cs_1 && core_lS_1[8])) || (core_au_cs_2 && core_lS_2[8])) || (core_au_cs_3 && core_lS_3[8]));
  assign when_LpMepcEngine_l427_9 = ((((core_au_cs_0 && core_lS_0[9]) || (core_au_cs_1 && core_lS_1[9])) || (core_au_cs_2 && core_lS_2[9])) || (core_au_cs_3 && core_lS_3[9]));
  assign when_LpMepcEngine_l427_10 = ((((core_au_cs_0 && core_lS_0[10]) || (core_au_cs_1 && core_lS_1[10])) || (core_au_cs_2 && core_lS_2[10])) || (core_au_cs_3 && core_lS_3[10]));
  assign when_LpMepcEngine_l427_11 = ((((core_au_cs_0 && core_lS_0[11]) || (core_au_cs_1 && core_lS_1[11])) || (core_au_cs_2 && core_lS_2[11])) || (core_au_cs_3 && core_lS_3[11]));
  assign when_LpMepcEngine_l427_12 = ((((core_au_cs_0 && core_lS_0[12]) || (core_au_cs_1 && core_lS_1[12])) || (core_au_cs_2 && core_lS_2[12])) || (core_au_cs_3 && core_lS_3[12]));
  assign when_LpMepcEngine_l427_13 = ((((core_au_cs_0 && core_lS_0[13]) || (core_au_cs_1 && core_lS_1[13])) || (core_au_cs_2 && core_lS_2[13])) || (core_au_cs_3 && core_lS_3[13]));
  assign when_LpMepcEngine_l427_14 = ((((core_au_cs_0 && core_lS_0[14]) || (core_au_cs_1 && core_lS_1[14])) || (core_au_cs_2 && core_lS_2[14])) || (core_au_cs_3 && core_lS_3[14]));
  assign when_LpMepcEngine_l427_15 = ((((core_au_cs_0 && core_lS_0[15]) || (core_au_cs_1 && core_lS_1[15])) || (core_au_cs_2 && core_lS_2[15])) || (core_au_cs_3 && core_lS_3[15]));
  assign when_LpMepcEngine_l427_16 = ((((core_au_cs_0 && core_lS_0[16]) || (core_au_cs_1 && core_lS_1[16])) || (core_au_cs_2 && core_lS_2[16])) || (core_au_cs_3 && core_lS_3[16]));
  assign when_LpMepcEngine_l427_17 = ((((core_au_cs_0 && core_lS_0[17]) || (core_au_cs_1 && core_lS_1[17])) || (core_au_cs_2 && core_lS_2[17])) || (core_au_cs_3 && core_lS_3[17]));
  assign when_LpMepcEngine_l427_18 = ((((core_au_cs_0 && core_lS_0[18]) || (core_au_cs_1 && core_lS_1[18])) || (core_au_cs_2 && core_lS_2[18])) || (core_au_cs_3 && core_lS_3[18]));
  assign when_LpMepcEngine_l427_19 = ((((core_au_cs_0 && core_lS_0[19]) || (core_au_cs_1 && core_lS_1[19])) || (core_au_cs_2 && core_lS_2[19])) || (core_au_cs_3 && core_lS_3[19]));
  assign when_LpMepcEngine_l427_20 = ((((core_au_cs_0 && core_lS_0[20]) || (core_au_cs_1 && core_lS_1[20])) || (core_au_cs_2 && core_lS_2[20])) || (core_au_cs_3 && core_lS_3[20]));
  assign when_LpMepcEngine_l427_21 = ((((core_au_cs_0 && core_lS_0[21]) || (core_au_cs_1 && core_lS_1[21])) || (core_au_cs_2 && core_lS_2[21])) || (core_au_cs_3 && core_lS_3[21]));
  assign when_LpMepcEngine_l427_22 = ((((core_au_cs_0 && core_lS_0[22]) || (core_au_cs_1 && core_lS_1[22])) || (core_au_cs_2 && core_lS_2[22])) || (core_au_cs_3 && core_lS_3[22]));
  assign when_LpMepcEngine_l427_23 = ((((core_au_cs_0 && core_lS_0[23]) || (core_au_cs_1 && core_lS_1[23])) || (core_au_cs_2 && core_lS_2[23])) || (core_au_cs_3 && core_lS_3[23]));
  assign when_LpMepcEngine_l427_24 = ((((core_au_cs_0 && core_lS_0[24]) || (core_au_cs_1 && core_lS_1[24])) || (core_au_cs_2 && core_lS_2[24])) || (core_au_cs_3 && core_lS_3[24]));
  assign when_LpMepcEngine_l427_25 = ((((core_au_cs_0 && core_lS_0[25]) || (core_au_cs_1 && core_lS_1[25])) || (core_au_cs_2 && core_lS_2[25])) || (core_au_cs_3 && core_lS_3[25]));
  assign when_LpMepcEngine_l427_26 = ((((core_au_cs_0 && core_lS_0[26]) || (core_au_cs_1 && core_lS_1[26])) || (core_au_cs_2 && core_lS_2[26])) || (core_au_cs_3 && core_lS_3[26]));
  assign when_LpMepcEngine_l427_27 = ((((core_au_cs_0 && core_lS_0[27]) || (core_au_cs_1 && core_lS_1[27])) || (core_au_cs_2 && core_lS_2[27])) || (core_au_cs_3 && core_lS_3[27]));
  assign when_LpMepcEngine_l427_28 = ((((core_au_cs_0 && core_lS_0[28]) || (core_au_cs_1 && core_lS_1[28])) || (core_au_cs_2 && core_lS_2[28])) || (core_au_cs_3 && core_lS_3[28]));
  assign when_LpMepcEngine_l427_29 = ((((core_au_cs_0 && core_lS_0[29]) || (core_au_cs_1 && core_lS_1[29])) || (core_au_cs_2 && core_lS_2[29])) || (core_au_cs_3 && core_lS_3[29]));
  assign when_LpMepcEngine_l427_30 = ((((core_au_cs_0 && core_lS_0[30]) || (core_au_cs_1 && core_lS_1[30])) || (core_au_cs_2 && core_lS_2[30])) || (core_au_cs_3 && core_lS_3[30]));
  assign when_LpMepcEngine_l427_31 = ((((core_au_cs_0 && core_lS_0[31]) || (core_au_cs_1 && core_lS_1[31])) || (core_au_cs_2 && core_lS_2[31])) || (core_au_cs_3 && core_lS_3[31]));
  assign _zz_core_aDy_0 = (core_au_hd_0 && core_lD_0[0]);
  assign _zz_core_aDy_0_1 = (core_au_hd_1 && core_lD_1[0]);
  assign _zz_core_aDy_0_2 = (core_au_hd_2 && core_lD_2[0]);
  assign _zz_core_aDy_0_3 = (core_au_hd_3 && core_lD_3[0]);
  assign _zz_core_aDy_1 = (core_au_hd_0 && core_lD_0[1]);
  assign _zz_core_aDy_1_1 = (core_au_hd_1 && core_lD_1[1]);
  assign _zz_core_aDy_1_2 = (core_au_hd_2 && core_lD_2[1]);
  assign _zz_core_aDy_1_3 = (core_au_hd_3 && core_lD_3[1]);
  assign _zz_core_aDy_2 = (core_au_hd_0 && core_lD_0[2]);
  assign _zz_core_aDy_2_1 = (core_au_hd_1 && core_lD_1[2]);
  assign _zz_core_aDy_2_2 = (core_au_hd_2 && core_lD_2[2]);
  assign _zz_core_aDy_2_3 = (core_au_hd_3 && core_lD_3[2]);
  assign _zz_core_aDy_3 = (core_au_hd_0 && core_lD_0[3]);
  assign _zz_core_aDy_3_1 = (core_au_hd_1 && core_lD_1[3]);
  assign _zz_core_aDy_3_2 = (core_au_hd_2 && core_lD_2[3]);
  assign _zz_core_aDy_3_3 = (core_au_hd_3 && core_lD_3[3]);
  assign _zz_core_aDy_4 = (core_au_hd_0 && core_lD_0[4]);
  assign _zz_core_aDy_4_1 = (core_au_hd_1 && core_lD_1[4]);
  assign _zz_core_aDy_4_2 = (core_au_hd_2 && core_lD_2[4]);
  assign _zz_core_aDy_4_3 = (core_au_hd_3 && core_lD_3[4]);
  assign _zz_core_aDy_5 = (core_au_hd_0 && core_lD_0[5]);
  assign _zz_core_aDy_5_1 = (core_au_hd_1 && core_lD_1[5]);
  assign _zz_core_aDy_5_2 = (core_au_hd_2 && core_lD_2[5]);
  assign _zz_core_aDy_5_3 = (core_au_hd_3 && core_lD_3[5]);
  assign _zz_core_aDy_6 = (core_au_hd_0 && core_lD_0[6]);
  assign _zz_core_aDy_6_1 = (core_au_hd_1 && core_lD_1[6]);
  assign _zz_core_aDy_6_2 = (core_au_hd_2 && core_lD_2[6]);
  assign _zz_core_aDy_6_3 = (core_au_hd_3 && core_lD_3[6]);
  assign _zz_core_aDy_7 = (core_au_hd_0 && core_lD_0[7]);
  assign _zz_core_aDy_7_1 = (core_au_hd_1 && core_lD_1[7]);
  assign _zz_core_aDy_7_2 = (core_au_hd_2 && core_lD_2[7]);
  assign _zz_core_aDy_7_3 = (core_au_hd_3 && core_lD_3[7]);
  assign _zz_core_aDy_8 = (core_au_hd_0 && core_lD_0[8]);
  assign _zz_core_aDy_8_1 = (core_au_hd_1 && core_lD_1[8]);
  assign _zz_core_aDy_8_2 = (core_au_hd_2 && core_lD_2[8]);
  assign _zz_core_aDy_8_3 = (core_au_hd_3 && core_lD_3[8]);
  assign _zz_core_aDy_9 = (core_au_hd_0 && core_lD_0[9]);
  assign _zz_core_aDy_9_1 = (core_au_hd_1 && core_lD_1[9]);
  assign _zz_core_aDy_9_2 = (core_au_hd_2 && core_lD_2[9]);
  assign _zz_core_aDy_9_3 = (core_au_hd_3 && core_lD_3[9]);
  assign _zz_core_aDy_10 = (core_au_hd_0 && core_lD_0[10]);
  assign _zz_core_aDy_10_1 = (core_au_hd_1 && core_lD_1[10]);
  assign _zz_core_aDy_10_2 = (core_au_hd_2 && core_lD_2[10]);
  assign _zz_core_aDy_10_3 = (core_au_hd_3 && core_lD_3[10]);
  assign _zz_core_aDy_11 = (core_au_hd_0 && core_lD_0[11]);
  assign _zz_core_aDy_11_1 = (core_au_hd_1 && core_lD_1[11]);
  assign _zz_core_aDy_11_2 = (core_au_hd_2 && core_lD_2[11]);
  assign _zz_core_aDy_11_3 = (core_au_hd_3 && core_lD_3[11]);
  assign _zz_core_aDy_12 = (core_au_hd_0 && core_lD_0[12]);
  assign _zz_core_aDy_12_1 = (core_au_hd_1 && core_lD_1[12]);
  assign _zz_core_aDy_12_2 = (core_au_hd_2 && core_lD_2[12]);
  assign _zz_core_aDy_12_3 = (core_au_hd_3 && core_lD_3[12]);
  assign _zz_core_aDy_13 = (core_au_hd_0 && core_lD_0[13]);
  assign _zz_core_aDy_13_1 = (core_au_hd_1 && core_lD_1[13]);
  assign _zz_core_aDy_13_2 = (core_au_hd_2 && core_lD_2[13]);
  assign _zz_core_aDy_13_3 = (core_au_hd_3 && core_lD_3[13]);
  assign _zz_core_aDy_14 = (core_au_hd_0 && core_lD_0[14]);
  assign _zz_core_aDy_14_1 = (core_au_hd_1 && core_lD_1[14]);
  assign _zz_core_aDy_14_2 = (core_au_hd_2 && core_lD_2[14]);
  assign _zz_core_aDy_14_3 = (core_au_hd_3 && core_lD_3[14]);
  assign _zz_core_aDy_15 = (core_au_hd_0 && core_lD_0[15]);
  assign _zz_core_aDy_15_1 = (core_au_hd_1 && core_lD_1[15]);
  assign _zz_core_aDy_15_2 = (core_au_hd_2 && core_lD_2[15]);
  assign _zz_core_aDy_15_3 = (core_au_hd_3 && core_lD_3[15]);
  assign _zz_core_aDy_16 = (core_au_hd_0 && core_lD_0[16]);
  assign _zz_core_aDy_16_1 = (core_au_hd_1 && core_lD_1[16]);
  assign _zz_core_aDy_16_2 = (core_au_hd_2 && core_lD_2[16]);
  assign _zz_core_aDy_16_3 = (core_au_hd_3 && core_lD_3[16]);
  assign _zz_core_aDy_17 = (core_au_hd_0 && core_lD_0[17]);
  assign _zz_core_aDy_17_1 = (core_au_hd_1 && core_lD_1[17]);
  assign _zz_core_aDy_17_2 = (core_au_hd_2 && core_lD_2[17]);
  assign _zz_core_aDy_17_3 = (core_au_hd_3 && core_lD_3[17]);
  assign _zz_core_aDy_18 = (core_au_hd_0 && core_lD_0[18]);
  assign _zz_core_aDy_18_1 = (core_au_hd_1 && core_lD_1[18]);
  assign _zz_core_aDy_18_2 = (core_au_hd_2 && core_lD_2[18]);
  assign _zz_core_aDy_18_3 = (core_au_hd_3 && core_lD_3[18]);
  assign _zz_core_aDy_19 = (core_au_hd_0 && core_lD_0[19]);
  assign _zz_core_aDy_19_1 = (core_au_hd_1 && core_lD_1[19]);
  assign _zz_core_aDy_19_2 = (core_au_hd_2 && core_lD_2[19]);
  assign _zz_core_aDy_19_3 = (core_au_hd_3 && core_lD_3[19]);
  assign _zz_core_aDy_20 = (core_au_hd_0 && core_lD_0[20]);
  assign _zz_core_aDy_20_1 = (core_au_hd_1 && core_lD_1[20]);
  assign _zz_core_aDy_20_2 = (core_au_hd_2 && core_lD_2[20]);
  assign _zz_core_aDy_20_3 = (core_au_hd_3 && core_lD_3[20]);
  assign _zz_core_aDy_21 = (core_au_hd_0 && core_lD_0[21]);
  assign _zz_core_aDy_21_1 = (core_au_hd_1 && core_lD_1[21]);
  assign _zz_core_aDy_21_2 = (core_au_hd_2 && core_lD_2[21]);
  assign _zz_core_aDy_21_3 = (core_au_hd_3 && core_lD_3[21]);
  assign _zz_core_aDy_22 = (core_au_hd_0 && core_lD_0[22]);
  assign _zz_core_aDy_22_1 = (core_au_hd_1 && core_lD_1[22]);
  assign _zz_core_aDy_22_2 = (core_au_hd_2 && core_lD_2[22]);
  assign _zz_core_aDy_22_3 = (core_au_hd_3 && core_lD_3[22]);
  assign _zz_core_aDy_23 = (core_au_hd_0 && core_lD_0[23]);
  assign _zz_core_aDy_23_1 = (core_au_hd_1 && core_lD_1[23]);
  assign _zz_core_aDy_23_2 = (core_au_hd_2 && core_lD_2[23]);
  assign _zz_core_aDy_23_3 = (core_au_hd_3 && core_lD_3[23]);
  assign _zz_core_aDy_24 = (core_au_hd_0 && core_lD_0[24]);
  assign _zz_core_aDy_24_1 = (core_au_hd_1 && core_lD_1[24]);
  assign _zz_core_aDy_24_2 = (core_au_hd_2 && core_lD_2[24]);
  assign _zz_core_aDy_24_3 = (core_au_hd_3 && core_lD_3[24]);
  assign _zz_core_aDy_25 = (core_au_hd_0 && core_lD_0[25]);
  assign _zz_core_aDy_25_1 = (core_au_hd_1 && core_lD_1[25]);
  assign _zz_core_aDy_25_2 = (core_au_hd_2 && core_lD_2[25]);
  assign _zz_core_aDy_25_3 = (core_au_hd_3 && core_lD_3[25]);
  assign _zz_core_aDy_26 = (core_au_hd_0 && core_lD_0[26]);
  assign _zz_core_aDy_26_1 = (core_au_hd_1 && core_lD_1[26]);
  assign _zz_core_aDy_26_2 = (core_au_hd_2 && core_lD_2[26]);
  assign _zz_core_aDy_26_3 = (core_au_hd_3 && core_lD_3[26]);
  assign _zz_core_aDy_27 = (core_au_hd_0 && core_lD_0[27]);
  assign _zz_core_aDy_27_1 = (core_au_hd_1 && core_lD_1[27]);
  assign _zz_core_aDy_27_2 = (core_au_hd_2 && core_lD_2[27]);
  assign _zz_core_aDy_27_3 = (core_au_hd_3 && core_lD_3[27]);
  assign _zz_core_aDy_28 = (core_au_hd_0 && core_lD_0[28]);
  assign _zz_core_aDy_28_1 = (core_au_hd_1 && core_lD_1[28]);
  assign _zz_core_aDy_28_2 = (core_au_hd_2 && core_lD_2[28]);
  assign _zz_core_aDy_28_3 = (core_au_hd_3 && core_lD_3[28]);
  assign _zz_core_aDy_29 = (core_au_hd_0 && core_lD_0[29]);
  assign _zz_core_aDy_29_1 = (core_au_hd_1 && core_lD_1[29]);
  assign _zz_core_aDy_29_2 = (core_au_hd_2 && core_lD_2[29]);
  assign _zz_core_aDy_29_3 = (core_au_hd_3 && core_lD_3[29]);
  assign _zz_core_aDy_30 = (core_au_hd_0 && core_lD_0[30]);
  assign _zz_core_aDy_30_1 = (core_au_hd_1 && core_lD_1[30]);
  assign _zz_core_aDy_30_2 = (core_au_hd_2 && core_lD_2[30]);
  assign _zz_core_aDy_30_3 = (core_au_hd_3 && core_lD_3[30]);
  assign _zz_core_aDy_31 = (core_au_hd_0 && core_lD_0[31]);
  assign _zz_core_aDy_31_1 = (core_au_hd_1 && core_lD_1[31]);
  assign _zz_core_aDy_31_2 = (core_au_hd_2 && core_lD_2[31]);
  assign _zz_core_aDy_31_3 = (core_au_hd_3 && core_lD_3[31]);
  assign when_LpMepcEngine_l435 = ((((core_au_cd_0 && core_lD_0[0]) || (core_au_cd_1 && core_lD_1[0])) || (core_au_cd_2 && core_lD_2[0])) || (core_au_cd_3 && core_lD_3[0]));
  assign when_LpMepcEngine_l435_1 = ((((core_au_cd_0 && core_lD_0[1]) || (core_au_cd_1 && core_lD_1[1])) || (core_au_cd_2 && core_lD_2[1])) || (core_au_cd_3 && core_lD_3[1]));
  assign when_LpMepcEngine_l435_2 = ((((core_au_cd_0 && core_lD_0[2]) || (core_au_cd_1 && core_lD_1[2])) || (core_au_cd_2 && core_lD_2[2])) || (core_au_cd_3 && core_lD_3[2]));
  assign when_LpMepcEngine_l435_3 = ((((core_au_cd_0 && core_lD_0[3]) || (core_au_cd_1 && core_lD_1[3])) || (core_au_cd_2 && core_lD_2[3])) || (core_au_cd_3 && core_lD_3[3]));
  assign when_LpMepcEngine_l435_4 = ((((core_au_cd_0 && core_lD_0[4]) || (core_au_cd_1 && core_lD_1[4])) || (core_au_cd_2 && core_lD_2[4])) || (core_au_cd_3 && core_lD_3[4]));
  assign when_LpMepcEngine_l435_5 = ((((core_au_cd_0 && core_lD_0[5]) || (core_au_cd_1 && core_lD_1[5])) || (core_au_cd_2 && core_lD_2[5])) || (core_au_cd_3 && core_lD_3[5]));
  assign when_LpMepcEngine_l435_6 = ((((core_au_cd_0 && core_lD_0[6]) || (core_au_cd_1 && core_lD_1[6])) || (core_au_cd_2 && core_lD_2[6])) || (core_au_cd_3 && core_lD_3[6]));
  assign when_LpMepcEngine_l435_7 = ((((core_au_cd_0 && core_lD_0[7]) || (core_au_cd_1 && core_lD_1[7])) || (core_au_cd_2 && core_lD_2[7])) || (core_au_cd_3 && core_lD_3[7]));
  assign when_LpMepcEngine_l435_8 = ((((core_au_cd_0 && core_lD_0[8]) || (core_au_cd_1 && core_lD_1[8])) || (core_au_cd_2 && core_lD_2[8])) || (core_au_cd_3 && core_lD_3[8]));
  assign when_LpMepcEngine_l435_9 = ((((core_au_cd_0 && core_lD_0[9]) || (core_au_cd_1 && core_lD_1[9])) || (core_au_cd_2 && core_lD_2[9])) || (core_au_cd_3 && core_lD_3[9]));
  assign when_LpMepcEngine_l435_10 = ((((core_au_cd_0 && core_lD_0[10]) || (core_au_cd_1 && core_lD_1[10])) || (core_au_cd_2 && core_lD_2[10])) || (core_au_cd_3 && core_lD_3[10]));
  assign when_LpMepcEngine_l435_11 = ((((core_au_cd_0 && core_lD_0[11]) || (core_au_cd_1 && core_lD_1[11])) || (core_au_cd_2 && core_lD_2[11])) || (core_au_cd_3 && core_lD_3[11]));
  assign when_LpMepcEngine_l435_12 = ((((core_au_cd_0 && core_lD_0[12]) || (core_au_cd_1 && core_lD_1[12])) || (core_au_cd_2 && core_lD_2[12])) || (core_au_cd_3 && core_lD_3[12]));
  assign when_LpMepcEngine_l435_13 = ((((core_au_cd_0 && core_lD_0[13]) || (core_au_cd_1 && core_lD_1[13])) || (core_au_cd_2 && core_lD_2[13])) || (core_au_cd_3 && core_lD_3[13]));
  assign when_LpMepcEngine_l435_14 = ((((core_au_cd_0 && core_lD_0[14]) || (core_au_cd_1 && core_lD_1[14])) || (core_au_cd_2 && core_lD_2[14])) || (core_au_cd_3 && core_lD_3[14]));
  assign when_LpMepcEngine_l435_15 = ((((core_au_cd_0 && core_lD_0[15]) || (core_au_cd_1 && core_lD_1[15])) || (core_au_cd_2 && core_lD_2[15])) || (core_au_cd_3 && core_lD_3[15]));
  assign when_LpMepcEngine_l435_16 = ((((core_au_cd_0 && core_lD_0[16]) || (core_au_cd_1 && core_lD_1[16])) || (core_au_cd_2 && core_lD_2[16])) || (core_au_cd_3 && core_lD_3[16]));
  assign when_LpMepcEngine_l435_17 = ((((core_au_cd_0 && core_lD_0[17]) || (core_au_cd_1 && core_lD_1[17])) || (core_au_cd_2 && core_lD_2[17])) || (core_au_cd_3 && core_lD_3[17]));
  assign when_LpMepcEngine_l435_18 = ((((core_au_cd_0 && core_lD_0[18]) || (core_au_cd_1 && core_lD_1[18])) || (core_au_cd_2 && core_lD_2[18])) || (core_au_cd_3 && core_lD_3[18]));
  assign when_LpMepcEngine_l435_19 = ((((core_au_cd_0 && core_lD_0[19]) || (core_au_cd_1 && core_lD_1[19])) || (core_au_cd_2 && core_lD_2[19])) || (core_au_cd_3 && core_lD_3[19]));
  assign when_LpMepcEngine_l435_20 = ((((core_au_cd_0 && core_lD_0[20]) || (core_au_cd_1 && core_lD_1[20])) || (core_au_cd_2 && core_lD_2[20])) || (core_au_cd_3 && core_lD_3[20]));
  assign when_LpMepcEngine_l435_21 = ((((core_au_cd_0 && core_lD_0[21]) || (core_au_cd_1 && core_lD_1[21])) || (core_au_cd_2 && core_lD_2[21])) || (core_au_cd_3 && core_lD_3[21]));
  assign when_LpMepcEngine_l435_22 = ((((core_au_cd_0 && core_lD_0[22]) || (core_au_cd_1 && core_lD_1[22])) || (core_au_cd_2 && core_lD_2[22])) || (core_au_cd_3 && core_lD_3[22]));
  assign when_LpMepcEngine_l435_23 = ((((core_au_cd_0 && core_lD_0[23]) || (core_au_cd_1 && core_lD_1[23])) || (core_au_cd_2 && core_lD_2[23])) || (core_au_cd_3 && core_lD_3[23]));
  assign when_LpMepcEngine_l435_24 = ((((core_au_cd_0 && core_lD_0[24]) || (core_au_cd_1 && core_lD_1[24])) || (core_au_cd_2 && core_lD_2[24])) || (core_au_cd_3 && core_lD_3[24]));
  assign when_LpMepcEngine_l435_25 = ((((core_au_cd_0 && core_lD_0[25]) || (core_au_cd_1 && core_lD_1[25])) || (core_au_cd_2 && core_lD_2[25])) || (core_au_cd_3 && core_lD_3[25]));
  assign when_LpMepcEngine_l435_26 = ((((core_au_cd_0 && core_lD_0[26]) || (core_au_cd_1 && core_lD_1[26])) || (core_au_cd_2 && core_lD_2[26])) || (core_au_cd_3 && core_lD_3[26]));
  assign when_LpMepcEngine_l435_27 = ((((core_au_cd_0 && core_lD_0[27]) || (core_au_cd_1 && core_lD_1[27])) || (core_au_cd_2 && core_lD_2[27])) || (core_au_cd_3 && core_lD_3[27]));
  assign when_LpMepcEngine_l435_28 = ((((core_au_cd_0 && core_lD_0[28]) || (core_au_cd_1 && core_lD_1[28])) || (core_au_cd_2 && core_lD_2[28])) || (core_au_cd_3 && core_lD_3[28]));
  assign when_LpMepcEngine_l435_29 = ((((core_au_cd_0 && core_lD_0[29]) || (core_au_cd_1 && core_lD_1[29])) || (core_au_cd_2 && core_lD_2[29])) || (core_au_cd_3 && core_lD_3[29]));
  assign when_LpMepcEngine_l435_30 = ((((core_au_cd_0 && core_lD_0[30]) || (core_au_cd_1 && core_lD_1[30])) || (core_au_cd_2 && core_lD_2[30])) || (core_au_cd_3 && core_lD_3[30]));
  assign when_LpMepcEngine_l435_31 = ((((core_au_cd_0 && core_lD_0[31]) || (core_au_cd_1 && core_lD_1[31])) || (core_au_cd_2 && core_lD_2[31])) || (core_au_cd_3 && core_lD_3[31]));
  assign core_rs_a = core_rdPtr[4:0];
  assign core_rs_wy = _zz_core_rs_wy;
  assign core_rs_gain = (_zz_core_rs_gain + _zz_core_rs_gain_1);
  assign core_rs_ok = ((core_rs_qOk && core_aDv[core_rs_qB]) && (_zz_core_rs_ok < core_rs_gain));
  assign core_rs_take = ((((core_r3 && core_rs_rOk) && core_rs_rFx) && core_rs_rFy) && (! (core_rs_tPrev && (core_rs_rEqX || core_rs_rEqY))));
  assign when_LpMepcEngine_l486 = (core_ph == Ph_resolve);
  assign _zz_1 = ({31'd0,1'b1} <<< core_rs_rA);
  assign _zz_2 = ({31'd0,1'b1} <<< core_rs_rA);
  assign _zz_3 = ({31'd0,1'b1} <<< core_rs_rY);
  assign _zz_4 = ({31'd0,1'b1} <<< core_rs_rY);
  assign when_LpMepcEngine_l528 = (core_rdPtr == 7'h22);
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
      core_ph <= Ph_idle;
      core_startPend <= 1'b0;
      core_op <= 2'b00;
      core_evOverflow <= 1'b0;
      core_evMiss <= 1'b0;
      core_evSat <= 1'b0;
      core_wrV <= 1'b0;
      core_cnt <= 7'h0;
      core_mSv <= 32'h0;
      core_total <= 21'h0;
      core_count <= 6'h0;
      core_cyc <= 16'h0;
      core_lastCyc <= 16'h0;
      core_doneR <= 1'b0;
      core_pv0 <= 1'b0;
      core_pv <= 1'b0;
      core_q1 <= 1'b0;
      core_p2 <= 1'b0;
      core_r3 <= 1'b0;
      core_g_gTake <= 4'b0000;
      core_au_pCs <= 4'b0000;
      core_au_pCd <= 4'b0000;
      core_rs_tPrev <= 1'b0;
      core_resV <= 1'b0;
    end else begin
      core_evOverflow <= 1'b0;
      core_evMiss <= 1'b0;
      core_evSat <= 1'b0;
      core_wrV <= 1'b0;
      if(when_LpMepcEngine_l139) begin
        core_op <= 2'b01;
      end
      if(when_LpMepcEngine_l156) begin
        core_op <= 2'b10;
      end
      if(when_LpMepcEngine_l186) begin
        core_op <= 2'b00;
        core_evOverflow <= ((core_wr_newPos && (! core_hitAny)) && core_tab_63_v);
        core_evMiss <= ((! core_hitAny) && ($signed(core_opDelta) < $signed(17'h0)));
        core_evSat <= core_wr_newSat;
        core_wrV <= 1'b1;
        if(core_wr_change) begin
          if(when_LpMepcEngine_l197) begin
            core_tab_0_v <= core_wr_rest_0_v;
          end else begin
            if(when_LpMepcEngine_l199) begin
              core_tab_0_v <= core_wr_ent_v;
            end else begin
              core_tab_0_v <= core_wr_rest_0_v;
            end
          end
          if(when_LpMepcEngine_l197_1) begin
            core_tab_1_v <= core_wr_rest_1_v;
          end else begin
            if(core_wr_restGe_0) begin
              core_tab_1_v <= core_wr_ent_v;
            end else begin
              core_tab_1_v <= core_wr_rest_0_v;
            end
          end
          if(when_LpMepcEngine_l197_2) begin
            core_tab_2_v <= core_wr_rest_2_v;
          end else begin
            if(core_wr_restGe_1) begin
              core_tab_2_v <= core_wr_ent_v;
            end else begin
              core_tab_2_v <= core_wr_rest_1_v;
            end
          end
          if(when_LpMepcEngine_l197_3) begin
            core_tab_3_v <= core_wr_rest_3_v;
          end else begin
            if(core_wr_restGe_2) begin
              core_tab_3_v <= core_wr_ent_v;
            end else begin
              core_tab_3_v <= core_wr_rest_2_v;
            end
          end
          if(when_LpMepcEngine_l197_4) begin
            core_tab_4_v <= core_wr_rest_4_v;
          end else begin
            if(core_wr_restGe_3) begin
              core_tab_4_v <= core_wr_ent_v;
            end else begin
              core_tab_4_v <= core_wr_rest_3_v;
            end
          end
          if(when_LpMepcEngine_l197_5) begin
            core_tab_5_v <= core_wr_rest_5_v;
          end else begin
            if(core_wr_restGe_4) begin
              core_tab_5_v <= core_wr_ent_v;
            end else begin
              core_tab_5_v <= core_wr_rest_4_v;
            end
          end
          if(when_LpMepcEngine_l197_6) begin
            core_tab_6_v <= core_wr_rest_6_v;
          end else begin
            if(core_wr_restGe_5) begin
              core_tab_6_v <= core_wr_ent_v;
            end else begin
              core_tab_6_v <= core_wr_rest_5_v;
            end
          end
          if(when_LpMepcEngine_l197_7) begin
            core_tab_7_v <= core_wr_rest_7_v;
          end else begin
            if(core_wr_restGe_6) begin
              core_tab_7_v <= core_wr_ent_v;
            end else begin
              core_tab_7_v <= core_wr_rest_6_v;
            end
          end
          if(when_LpMepcEngine_l197_8) begin
            core_tab_8_v <= core_wr_rest_8_v;
          end else begin
            if(core_wr_restGe_7) begin
              core_tab_8_v <= core_wr_ent_v;
            end else begin
              core_tab_8_v <= core_wr_rest_7_v;
            end
          end
          if(when_LpMepcEngine_l197_9) begin
            core_tab_9_v <= core_wr_rest_9_v;
          end else begin
            if(core_wr_restGe_8) begin
              core_tab_9_v <= core_wr_ent_v;
            end else begin
              core_tab_9_v <= core_wr_rest_8_v;
            end
          end
          if(when_LpMepcEngine_l197_10) begin
            core_tab_10_v <= core_wr_rest_10_v;
          end else begin
            if(core_wr_restGe_9) begin
              core_tab_10_v <= core_wr_ent_v;
            end else begin
              core_tab_10_v <= core_wr_rest_9_v;
            end
          end
          if(when_LpMepcEngine_l197_11) begin
            core_tab_11_v <= core_wr_rest_11_v;
          end else begin
            if(core_wr_restGe_10) begin
              core_tab_11_v <= core_wr_ent_v;
            end else begin
              core_tab_11_v <= core_wr_rest_10_v;
            end
          end
          if(when_LpMepcEngine_l197_12) begin
            core_tab_12_v <= core_wr_rest_12_v;
          end else begin
            if(core_wr_restGe_11) begin
              core_tab_12_v <= core_wr_ent_v;
            end else begin
              core_tab_12_v <= core_wr_rest_11_v;
            end
          end
          if(when_LpMepcEngine_l197_13) begin
            core_tab_13_v <= core_wr_rest_13_v;
          end else begin
            if(core_wr_restGe_12) begin
              core_tab_13_v <= core_wr_ent_v;
            end else begin
              core_tab_13_v <= core_wr_rest_12_v;
            end
          end
          if(when_LpMepcEngine_l197_14) begin
            core_tab_14_v <= core_wr_rest_14_v;
          end else begin
            if(core_wr_restGe_13) begin
              core_tab_14_v <= core_wr_ent_v;
            end else begin
              core_tab_14_v <= core_wr_rest_13_v;
            end
          end
          if(when_LpMepcEngine_l197_15) begin
            core_tab_15_v <= core_wr_rest_15_v;
          end else begin
            if(core_wr_restGe_14) begin
              core_tab_15_v <= core_wr_ent_v;
            end else begin
              core_tab_15_v <= core_wr_rest_14_v;
            end
          end
          if(when_LpMepcEngine_l197_16) begin
            core_tab_16_v <= core_wr_rest_16_v;
          end else begin
            if(core_wr_restGe_15) begin
              core_tab_16_v <= core_wr_ent_v;
            end else begin
              core_tab_16_v <= core_wr_rest_15_v;
            end
          end
          if(when_LpMepcEngine_l197_17) begin
            core_tab_17_v <= core_wr_rest_17_v;
          end else begin
            if(core_wr_restGe_16) begin
              core_tab_17_v <= core_wr_ent_v;
            end else begin
              core_tab_17_v <= core_wr_rest_16_v;
            end
          end
          if(when_LpMepcEngine_l197_18) begin
            core_tab_18_v <= core_wr_rest_18_v;
          end else begin
            if(core_wr_restGe_17) begin
              core_tab_18_v <= core_wr_ent_v;
            end else begin
              core_tab_18_v <= core_wr_rest_17_v;
            end
          end
          if(when_LpMepcEngine_l197_19) begin
            core_tab_19_v <= core_wr_rest_19_v;
          end else begin
            if(core_wr_restGe_18) begin
              core_tab_19_v <= core_wr_ent_v;
            end else begin
              core_tab_19_v <= core_wr_rest_18_v;
            end
          end
          if(when_LpMepcEngine_l197_20) begin
            core_tab_20_v <= core_wr_rest_20_v;
          end else begin
            if(core_wr_restGe_19) begin
              core_tab_20_v <= core_wr_ent_v;
            end else begin
              core_tab_20_v <= core_wr_rest_19_v;
            end
          end
          if(when_LpMepcEngine_l197_21) begin
            core_tab_21_v <= core_wr_rest_21_v;
          end else begin
            if(core_wr_restGe_20) begin
              core_tab_21_v <= core_wr_ent_v;
            end else begin
              core_tab_21_v <= core_wr_rest_20_v;
            end
          end
          if(when_LpMepcEngine_l197_22) begin
            core_tab_22_v <= core_wr_rest_22_v;
          end else begin
            if(core_wr_restGe_21) begin
              core_tab_22_v <= core_wr_ent_v;
            end else begin
              core_tab_22_v <= core_wr_rest_21_v;
            end
          end
          if(when_LpMepcEngine_l197_23) begin
            core_tab_23_v <= core_wr_rest_23_v;
          end else begin
            if(core_wr_restGe_22) begin
              core_tab_23_v <= core_wr_ent_v;
            end else begin
              core_tab_23_v <= core_wr_rest_22_v;
            end
          end
          if(when_LpMepcEngine_l197_24) begin
            core_tab_24_v <= core_wr_rest_24_v;
          end else begin
            if(core_wr_restGe_23) begin
              core_tab_24_v <= core_wr_ent_v;
            end else begin
              core_tab_24_v <= core_wr_rest_23_v;
            end
          end
          if(when_LpMepcEngine_l197_25) begin
            core_tab_25_v <= core_wr_rest_25_v;
          end else begin
            if(core_wr_restGe_24) begin
              core_tab_25_v <= core_wr_ent_v;
            end else begin
              core_tab_25_v <= core_wr_rest_24_v;
            end
          end
          if(when_LpMepcEngine_l197_26) begin
            core_tab_26_v <= core_wr_rest_26_v;
          end else begin
            if(core_wr_restGe_25) begin
              core_tab_26_v <= core_wr_ent_v;
            end else begin
              core_tab_26_v <= core_wr_rest_25_v;
            end
          end
          if(when_LpMepcEngine_l197_27) begin
            core_tab_27_v <= core_wr_rest_27_v;
          end else begin
            if(core_wr_restGe_26) begin
              core_tab_27_v <= core_wr_ent_v;
            end else begin
              core_tab_27_v <= core_wr_rest_26_v;
            end
          end
          if(when_LpMepcEngine_l197_28) begin
            core_tab_28_v <= core_wr_rest_28_v;
          end else begin
            if(core_wr_restGe_27) begin
              core_tab_28_v <= core_wr_ent_v;
            end else begin
              core_tab_28_v <= core_wr_rest_27_v;
            end
          end
          if(when_LpMepcEngine_l197_29) begin
            core_tab_29_v <= core_wr_rest_29_v;
          end else begin
            if(core_wr_restGe_28) begin
              core_tab_29_v <= core_wr_ent_v;
            end else begin
              core_tab_29_v <= core_wr_rest_28_v;
            end
          end
          if(when_LpMepcEngine_l197_30) begin
            core_tab_30_v <= core_wr_rest_30_v;
          end else begin
            if(core_wr_restGe_29) begin
              core_tab_30_v <= core_wr_ent_v;
            end else begin
              core_tab_30_v <= core_wr_rest_29_v;
            end
          end
          if(when_LpMepcEngine_l197_31) begin
            core_tab_31_v <= core_wr_rest_31_v;
          end else begin
            if(core_wr_restGe_30) begin
              core_tab_31_v <= core_wr_ent_v;
            end else begin
              core_tab_31_v <= core_wr_rest_30_v;
            end
          end
          if(when_LpMepcEngine_l197_32) begin
            core_tab_32_v <= core_wr_rest_32_v;
          end else begin
            if(core_wr_restGe_31) begin
              core_tab_32_v <= core_wr_ent_v;
            end else begin
              core_tab_32_v <= core_wr_rest_31_v;
            end
          end
          if(when_LpMepcEngine_l197_33) begin
            core_tab_33_v <= core_wr_rest_33_v;
          end else begin
            if(core_wr_restGe_32) begin
              core_tab_33_v <= core_wr_ent_v;
            end else begin
              core_tab_33_v <= core_wr_rest_32_v;
            end
          end
          if(when_LpMepcEngine_l197_34) begin
            core_tab_34_v <= core_wr_rest_34_v;
          end else begin
            if(core_wr_restGe_33) begin
              core_tab_34_v <= core_wr_ent_v;
            end else begin
              core_tab_34_v <= core_wr_rest_33_v;
            end
          end
          if(when_LpMepcEngine_l197_35) begin
            core_tab_35_v <= core_wr_rest_35_v;
          end else begin
            if(core_wr_restGe_34) begin
              core_tab_35_v <= core_wr_ent_v;
            end else begin
              core_tab_35_v <= core_wr_rest_34_v;
            end
          end
          if(when_LpMepcEngine_l197_36) begin
            core_tab_36_v <= core_wr_rest_36_v;
          end else begin
            if(core_wr_restGe_35) begin
              core_tab_36_v <= core_wr_ent_v;
            end else begin
              core_tab_36_v <= core_wr_rest_35_v;
            end
          end
          if(when_LpMepcEngine_l197_37) begin
            core_tab_37_v <= core_wr_rest_37_v;
          end else begin
            if(core_wr_restGe_36) begin
              core_tab_37_v <= core_wr_ent_v;
            end else begin
              core_tab_37_v <= core_wr_rest_36_v;
            end
          end
          if(when_LpMepcEngine_l197_38) begin
            core_tab_38_v <= core_wr_rest_38_v;
          end else begin
            if(core_wr_restGe_37) begin
              core_tab_38_v <= core_wr_ent_v;
            end else begin
              core_tab_38_v <= core_wr_rest_37_v;
            end
          end
          if(when_LpMepcEngine_l197_39) begin
            core_tab_39_v <= core_wr_rest_39_v;
          end else begin
            if(core_wr_restGe_38) begin
              core_tab_39_v <= core_wr_ent_v;
            end else begin
              core_tab_39_v <= core_wr_rest_38_v;
            end
          end
          if(when_LpMepcEngine_l197_40) begin
            core_tab_40_v <= core_wr_rest_40_v;
          end else begin
            if(core_wr_restGe_39) begin
              core_tab_40_v <= core_wr_ent_v;
            end else begin
              core_tab_40_v <= core_wr_rest_39_v;
            end
          end
          if(when_LpMepcEngine_l197_41) begin
            core_tab_41_v <= core_wr_rest_41_v;
          end else begin
            if(core_wr_restGe_40) begin
              core_tab_41_v <= core_wr_ent_v;
            end else begin
              core_tab_41_v <= core_wr_rest_40_v;
            end
          end
          if(when_LpMepcEngine_l197_42) begin
            core_tab_42_v <= core_wr_rest_42_v;
          end else begin
            if(core_wr_restGe_41) begin
              core_tab_42_v <= core_wr_ent_v;
            end else begin
              core_tab_42_v <= core_wr_rest_41_v;
            end
          end
          if(when_LpMepcEngine_l197_43) begin
            core_tab_43_v <= core_wr_rest_43_v;
          end else begin
            if(core_wr_restGe_42) begin
              core_tab_43_v <= core_wr_ent_v;
            end else begin
              core_tab_43_v <= core_wr_rest_42_v;
            end
          end
          if(when_LpMepcEngine_l197_44) begin
            core_tab_44_v <= core_wr_rest_44_v;
          end else begin
            if(core_wr_restGe_43) begin
              core_tab_44_v <= core_wr_ent_v;
            end else begin
              core_tab_44_v <= core_wr_rest_43_v;
            end
          end
          if(when_LpMepcEngine_l197_45) begin
            core_tab_45_v <= core_wr_rest_45_v;
          end else begin
            if(core_wr_restGe_44) begin
              core_tab_45_v <= core_wr_ent_v;
            end else begin
              core_tab_45_v <= core_wr_rest_44_v;
            end
          end
          if(when_LpMepcEngine_l197_46) begin
            core_tab_46_v <= core_wr_rest_46_v;
          end else begin
            if(core_wr_restGe_45) begin
              core_tab_46_v <= core_wr_ent_v;
            end else begin
              core_tab_46_v <= core_wr_rest_45_v;
            end
          end
          if(when_LpMepcEngine_l197_47) begin
            core_tab_47_v <= core_wr_rest_47_v;
          end else begin
            if(core_wr_restGe_46) begin
              core_tab_47_v <= core_wr_ent_v;
            end else begin
              core_tab_47_v <= core_wr_rest_46_v;
            end
          end
          if(when_LpMepcEngine_l197_48) begin
            core_tab_48_v <= core_wr_rest_48_v;
          end else begin
            if(core_wr_restGe_47) begin
              core_tab_48_v <= core_wr_ent_v;
            end else begin
              core_tab_48_v <= core_wr_rest_47_v;
            end
          end
          if(when_LpMepcEngine_l197_49) begin
            core_tab_49_v <= core_wr_rest_49_v;
          end else begin
            if(core_wr_restGe_48) begin
              core_tab_49_v <= core_wr_ent_v;
            end else begin
              core_tab_49_v <= core_wr_rest_48_v;
            end
          end
          if(when_LpMepcEngine_l197_50) begin
            core_tab_50_v <= core_wr_rest_50_v;
          end else begin
            if(core_wr_restGe_49) begin
              core_tab_50_v <= core_wr_ent_v;
            end else begin
              core_tab_50_v <= core_wr_rest_49_v;
            end
          end
          if(when_LpMepcEngine_l197_51) begin
            core_tab_51_v <= core_wr_rest_51_v;
          end else begin
            if(core_wr_restGe_50) begin
              core_tab_51_v <= core_wr_ent_v;
            end else begin
              core_tab_51_v <= core_wr_rest_50_v;
            end
          end
          if(when_LpMepcEngine_l197_52) begin
            core_tab_52_v <= core_wr_rest_52_v;
          end else begin
            if(core_wr_restGe_51) begin
              core_tab_52_v <= core_wr_ent_v;
            end else begin
              core_tab_52_v <= core_wr_rest_51_v;
            end
          end
          if(when_LpMepcEngine_l197_53) begin
            core_tab_53_v <= core_wr_rest_53_v;
          end else begin
            if(core_wr_restGe_52) begin
              core_tab_53_v <= core_wr_ent_v;
            end else begin
              core_tab_53_v <= core_wr_rest_52_v;
            end
          end
          if(when_LpMepcEngine_l197_54) begin
            core_tab_54_v <= core_wr_rest_54_v;
          end else begin
            if(core_wr_restGe_53) begin
              core_tab_54_v <= core_wr_ent_v;
            end else begin
              core_tab_54_v <= core_wr_rest_53_v;
            end
          end
          if(when_LpMepcEngine_l197_55) begin
            core_tab_55_v <= core_wr_rest_55_v;
          end else begin
            if(core_wr_restGe_54) begin
              core_tab_55_v <= core_wr_ent_v;
            end else begin
              core_tab_55_v <= core_wr_rest_54_v;
            end
          end
          if(when_LpMepcEngine_l197_56) begin
            core_tab_56_v <= core_wr_rest_56_v;
          end else begin
            if(core_wr_restGe_55) begin
              core_tab_56_v <= core_wr_ent_v;
            end else begin
              core_tab_56_v <= core_wr_rest_55_v;
            end
          end
          if(when_LpMepcEngine_l197_57) begin
            core_tab_57_v <= core_wr_rest_57_v;
          end else begin
            if(core_wr_restGe_56) begin
              core_tab_57_v <= core_wr_ent_v;
            end else begin
              core_tab_57_v <= core_wr_rest_56_v;
            end
          end
          if(when_LpMepcEngine_l197_58) begin
            core_tab_58_v <= core_wr_rest_58_v;
          end else begin
            if(core_wr_restGe_57) begin
              core_tab_58_v <= core_wr_ent_v;
            end else begin
              core_tab_58_v <= core_wr_rest_57_v;
            end
          end
          if(when_LpMepcEngine_l197_59) begin
            core_tab_59_v <= core_wr_rest_59_v;
          end else begin
            if(core_wr_restGe_58) begin
              core_tab_59_v <= core_wr_ent_v;
            end else begin
              core_tab_59_v <= core_wr_rest_58_v;
            end
          end
          if(when_LpMepcEngine_l197_60) begin
            core_tab_60_v <= core_wr_rest_60_v;
          end else begin
            if(core_wr_restGe_59) begin
              core_tab_60_v <= core_wr_ent_v;
            end else begin
              core_tab_60_v <= core_wr_rest_59_v;
            end
          end
          if(when_LpMepcEngine_l197_61) begin
            core_tab_61_v <= core_wr_rest_61_v;
          end else begin
            if(core_wr_restGe_60) begin
              core_tab_61_v <= core_wr_ent_v;
            end else begin
              core_tab_61_v <= core_wr_rest_60_v;
            end
          end
          if(when_LpMepcEngine_l197_62) begin
            core_tab_62_v <= core_wr_rest_62_v;
          end else begin
            if(core_wr_restGe_61) begin
              core_tab_62_v <= core_wr_ent_v;
            end else begin
              core_tab_62_v <= core_wr_rest_61_v;
            end
          end
          if(when_LpMepcEngine_l197_63) begin
            core_tab_63_v <= core_wr_rest_63_v;
          end else begin
            if(core_wr_restGe_62) begin
              core_tab_63_v <= core_wr_ent_v;
            end else begin
              core_tab_63_v <= core_wr_rest_62_v;
            end
          end
        end
      end
      core_cnt <= (_zz_core_cnt_8 + _zz_core_cnt_55);
      core_doneR <= 1'b0;
      if(start) begin
        core_startPend <= 1'b1;
      end
      if(when_LpMepcEngine_l286) begin
        core_startPend <= 1'b0;
        core_ph <= Ph_greedy;
        core_mSv <= 32'h0;
        core_total <= 21'h0;
        core_count <= 6'h0;
        core_cyc <= 16'h0001;
        core_pv0 <= 1'b0;
        core_pv <= 1'b0;
        core_p2 <= 1'b0;
        core_q1 <= 1'b0;
        core_r3 <= 1'b0;
      end
      if(when_LpMepcEngine_l307) begin
        core_cyc <= (core_cyc + 16'h0001);
      end
      if(core_scanning) begin
        core_pv0 <= (! core_rdEnd);
        core_pv <= core_pv0;
        if(when_LpMepcEngine_l339) begin
          if(when_LpMepcEngine_l341) begin
            core_ph <= Ph_aug;
          end else begin
            core_ph <= Ph_resolve;
          end
        end
      end
      core_g_gTake <= (core_g_on ? {core_g_take_3,{core_g_take_2,{core_g_take_1,core_g_take_0}}} : 4'b0000);
      if(core_scanning) begin
        core_total <= (core_total + _zz_core_total);
        core_count <= (core_count + _zz_core_count);
        if(when_LpMepcEngine_l391) begin
          core_mSv[0] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_1) begin
          core_mSv[1] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_2) begin
          core_mSv[2] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_3) begin
          core_mSv[3] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_4) begin
          core_mSv[4] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_5) begin
          core_mSv[5] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_6) begin
          core_mSv[6] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_7) begin
          core_mSv[7] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_8) begin
          core_mSv[8] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_9) begin
          core_mSv[9] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_10) begin
          core_mSv[10] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_11) begin
          core_mSv[11] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_12) begin
          core_mSv[12] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_13) begin
          core_mSv[13] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_14) begin
          core_mSv[14] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_15) begin
          core_mSv[15] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_16) begin
          core_mSv[16] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_17) begin
          core_mSv[17] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_18) begin
          core_mSv[18] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_19) begin
          core_mSv[19] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_20) begin
          core_mSv[20] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_21) begin
          core_mSv[21] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_22) begin
          core_mSv[22] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_23) begin
          core_mSv[23] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_24) begin
          core_mSv[24] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_25) begin
          core_mSv[25] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_26) begin
          core_mSv[26] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_27) begin
          core_mSv[27] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_28) begin
          core_mSv[28] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_29) begin
          core_mSv[29] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_30) begin
          core_mSv[30] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_31) begin
          core_mSv[31] <= 1'b1;
        end
      end
      core_au_pCs <= (core_au_on ? {core_au_cs_3,{core_au_cs_2,{core_au_cs_1,core_au_cs_0}}} : 4'b0000);
      core_au_pCd <= (core_au_on ? {core_au_cd_3,{core_au_cd_2,{core_au_cd_1,core_au_cd_0}}} : 4'b0000);
      core_rs_tPrev <= core_rs_take;
      if(when_LpMepcEngine_l486) begin
        core_q1 <= (core_rdPtr < 7'h20);
        core_p2 <= core_q1;
        core_r3 <= core_p2;
        if(core_rs_take) begin
          core_mSv[core_rs_rY] <= 1'b1;
          core_total <= (_zz_core_total_11 - _zz_core_total_15);
          core_count <= (core_count + 6'h01);
        end
        if(when_LpMepcEngine_l528) begin
          core_ph <= Ph_idle;
          core_doneR <= 1'b1;
          core_lastCyc <= core_cyc;
        end
      end
      core_resV <= core_mSv[res_idx];
    end
  end

  always @(posedge clk) begin
    if(when_LpMepcEngine_l139) begin
      core_opSrc <= upd_src;
      core_opDst <= upd_dst;
      core_opDelta <= upd_delta;
    end
    if(when_LpMepcEngine_l153) begin
      core_hitRow <= {((core_tab_63_v && (core_tab_63_src == upd_src)) && (core_tab_63_dst == upd_dst)),{((core_tab_62_v && (core_tab_62_src == upd_src)) && (core_tab_62_dst == upd_dst)),{((core_tab_61_v && _zz_core_hitRow) && (core_tab_61_dst == upd_dst)),{(_zz_core_hitRow_1 && _zz_core_hitRow_2),{_zz_core_hitRow_3,{_zz_core_hitRow_4,_zz_core_hitRow_5}}}}}};
    end
    if(when_LpMepcEngine_l156) begin
      core_hitAny <= (|{_zz_core_hitAny_63,{_zz_core_hitAny_62,{_zz_core_hitAny_61,{_zz_core_hitAny_60,{_zz_core_hitAny_59,{_zz_core_hitAny_58,{_zz_core_hitAny_57,{_zz_core_hitAny_56,{_zz_core_hitAny_55,{_zz_core_hitAny_54,{_zz_core_hitAny_64,_zz_core_hitAny_65}}}}}}}}}}});
      core_hitIdx <= (((((_zz_core_hitIdx | _zz_core_hitIdx_7) | (_zz_core_hitIdx_14 | _zz_core_hitIdx_21)) | ((_zz_core_hitIdx_28 | _zz_core_hitIdx_35) | (_zz_core_hitIdx_42 | _zz_core_hitIdx_49))) | (((_zz_core_hitIdx_56 | _zz_core_hitIdx_63) | (_zz_core_hitIdx_70 | _zz_core_hitIdx_77)) | ((_zz_core_hitIdx_84 | _zz_core_hitIdx_91) | (_zz_core_hitIdx_98 | _zz_core_hitIdx_105)))) | ((((_zz_core_hitIdx_112 | _zz_core_hitIdx_119) | (_zz_core_hitIdx_126 | _zz_core_hitIdx_133)) | ((_zz_core_hitIdx_140 | _zz_core_hitIdx_147) | (_zz_core_hitIdx_154 | _zz_core_hitIdx_161))) | (((_zz_core_hitIdx_168 | _zz_core_hitIdx_175) | (_zz_core_hitIdx_182 | _zz_core_hitIdx_189)) | ((_zz_core_hitIdx_196 | _zz_core_hitIdx_203) | (_zz_core_hitIdx_210 | _zz_core_hitIdx_217)))));
      core_oldSum <= (((((_zz_core_oldSum | _zz_core_oldSum_5) | (_zz_core_oldSum_10 | _zz_core_oldSum_15)) | ((_zz_core_oldSum_20 | _zz_core_oldSum_25) | (_zz_core_oldSum_30 | _zz_core_oldSum_35))) | (((_zz_core_oldSum_40 | _zz_core_oldSum_45) | (_zz_core_oldSum_50 | _zz_core_oldSum_55)) | ((_zz_core_oldSum_60 | _zz_core_oldSum_65) | (_zz_core_oldSum_70 | _zz_core_oldSum_75)))) | ((((_zz_core_oldSum_80 | _zz_core_oldSum_85) | (_zz_core_oldSum_90 | _zz_core_oldSum_95)) | ((_zz_core_oldSum_100 | _zz_core_oldSum_105) | (_zz_core_oldSum_110 | _zz_core_oldSum_115))) | (((_zz_core_oldSum_120 | _zz_core_oldSum_125) | (_zz_core_oldSum_130 | _zz_core_oldSum_135)) | ((_zz_core_oldSum_140 | _zz_core_oldSum_145) | (_zz_core_oldSum_150 | _zz_core_oldSum_155)))));
    end
    if(when_LpMepcEngine_l186) begin
      core_wrSrc <= core_opSrc;
      core_wrDst <= core_opDst;
      core_wrSum <= (core_wr_ins ? core_wr_newSum : 16'h0);
      if(core_wr_change) begin
        if(when_LpMepcEngine_l197) begin
          core_tab_0_src <= core_wr_rest_0_src;
          core_tab_0_dst <= core_wr_rest_0_dst;
          core_tab_0_sum <= core_wr_rest_0_sum;
        end else begin
          if(when_LpMepcEngine_l199) begin
            core_tab_0_src <= core_wr_ent_src;
            core_tab_0_dst <= core_wr_ent_dst;
            core_tab_0_sum <= core_wr_ent_sum;
          end else begin
            core_tab_0_src <= core_wr_rest_0_src;
            core_tab_0_dst <= core_wr_rest_0_dst;
            core_tab_0_sum <= core_wr_rest_0_sum;
          end
        end
        if(when_LpMepcEngine_l197_1) begin
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
        if(when_LpMepcEngine_l197_2) begin
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
        if(when_LpMepcEngine_l197_3) begin
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
        if(when_LpMepcEngine_l197_4) begin
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
        if(when_LpMepcEngine_l197_5) begin
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
        if(when_LpMepcEngine_l197_6) begin
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
        if(when_LpMepcEngine_l197_7) begin
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
        if(when_LpMepcEngine_l197_8) begin
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
        if(when_LpMepcEngine_l197_9) begin
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
        if(when_LpMepcEngine_l197_10) begin
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
        if(when_LpMepcEngine_l197_11) begin
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
        if(when_LpMepcEngine_l197_12) begin
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
        if(when_LpMepcEngine_l197_13) begin
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
        if(when_LpMepcEngine_l197_14) begin
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
        if(when_LpMepcEngine_l197_15) begin
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
        if(when_LpMepcEngine_l197_16) begin
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
        if(when_LpMepcEngine_l197_17) begin
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
        if(when_LpMepcEngine_l197_18) begin
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
        if(when_LpMepcEngine_l197_19) begin
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
        if(when_LpMepcEngine_l197_20) begin
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
        if(when_LpMepcEngine_l197_21) begin
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
        if(when_LpMepcEngine_l197_22) begin
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
        if(when_LpMepcEngine_l197_23) begin
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
        if(when_LpMepcEngine_l197_24) begin
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
        if(when_LpMepcEngine_l197_25) begin
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
        if(when_LpMepcEngine_l197_26) begin
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
        if(when_LpMepcEngine_l197_27) begin
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
        if(when_LpMepcEngine_l197_28) begin
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
        if(when_LpMepcEngine_l197_29) begin
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
        if(when_LpMepcEngine_l197_30) begin
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
        if(when_LpMepcEngine_l197_31) begin
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
        if(when_LpMepcEngine_l197_32) begin
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
        if(when_LpMepcEngine_l197_33) begin
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
        if(when_LpMepcEngine_l197_34) begin
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
        if(when_LpMepcEngine_l197_35) begin
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
        if(when_LpMepcEngine_l197_36) begin
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
        if(when_LpMepcEngine_l197_37) begin
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
        if(when_LpMepcEngine_l197_38) begin
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
        if(when_LpMepcEngine_l197_39) begin
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
        if(when_LpMepcEngine_l197_40) begin
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
        if(when_LpMepcEngine_l197_41) begin
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
        if(when_LpMepcEngine_l197_42) begin
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
        if(when_LpMepcEngine_l197_43) begin
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
        if(when_LpMepcEngine_l197_44) begin
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
        if(when_LpMepcEngine_l197_45) begin
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
        if(when_LpMepcEngine_l197_46) begin
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
        if(when_LpMepcEngine_l197_47) begin
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
        if(when_LpMepcEngine_l197_48) begin
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
        if(when_LpMepcEngine_l197_49) begin
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
        if(when_LpMepcEngine_l197_50) begin
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
        if(when_LpMepcEngine_l197_51) begin
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
        if(when_LpMepcEngine_l197_52) begin
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
        if(when_LpMepcEngine_l197_53) begin
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
        if(when_LpMepcEngine_l197_54) begin
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
        if(when_LpMepcEngine_l197_55) begin
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
        if(when_LpMepcEngine_l197_56) begin
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
        if(when_LpMepcEngine_l197_57) begin
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
        if(when_LpMepcEngine_l197_58) begin
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
        if(when_LpMepcEngine_l197_59) begin
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
        if(when_LpMepcEngine_l197_60) begin
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
        if(when_LpMepcEngine_l197_61) begin
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
        if(when_LpMepcEngine_l197_62) begin
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
        if(when_LpMepcEngine_l197_63) begin
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
      end
    end
    core_tabRd_v <= _zz_core_tabRd_v;
    core_tabRd_src <= _zz_core_tabRd_src;
    core_tabRd_dst <= _zz_core_tabRd_dst;
    core_tabRd_sum <= _zz_core_tabRd_sum;
    if(when_LpMepcEngine_l286) begin
      core_freeS <= (~ lock_s);
      core_freeD <= (~ lock_d);
      core_mDv <= 32'h0;
      core_aSv <= 32'h0;
      core_aDv <= 32'h0;
      core_oS <= 32'h0;
      core_oD <= 32'h0;
      core_rdPtr <= 7'h0;
    end
    if(core_scanning) begin
      if(when_LpMepcEngine_l311) begin
        core_e0_0_v <= _zz_core_e0_0_v;
        core_e0_0_src <= _zz_core_e0_0_src;
        core_e0_0_dst <= _zz_core_e0_0_dst;
        core_e0_0_sum <= _zz_core_e0_0_sum;
        core_e0_1_v <= _zz_core_e0_1_v;
        core_e0_1_src <= _zz_core_e0_1_src;
        core_e0_1_dst <= _zz_core_e0_1_dst;
        core_e0_1_sum <= _zz_core_e0_1_sum;
        core_e0_2_v <= _zz_core_e0_2_v;
        core_e0_2_src <= _zz_core_e0_2_src;
        core_e0_2_dst <= _zz_core_e0_2_dst;
        core_e0_2_sum <= _zz_core_e0_2_sum;
        core_e0_3_v <= _zz_core_e0_3_v;
        core_e0_3_src <= _zz_core_e0_3_src;
        core_e0_3_dst <= _zz_core_e0_3_dst;
        core_e0_3_sum <= _zz_core_e0_3_sum;
        core_rdPtr <= (core_rdPtr + 7'h04);
      end
      if(core_pv0) begin
        core_l_0_v <= core_e0_0_v;
        core_l_0_src <= core_e0_0_src;
        core_l_0_dst <= core_e0_0_dst;
        core_l_0_sum <= ((cap < core_e0_0_sum) ? cap : core_e0_0_sum);
        core_lS_0 <= (32'h00000001 <<< core_e0_0_src);
        core_lD_0 <= (32'h00000001 <<< core_e0_0_dst);
        core_rFs_0 <= core_freeS[core_e0_0_src];
        core_rFd_0 <= core_freeD[core_e0_0_dst];
        core_rOs_0 <= core_oS[core_e0_0_src];
        core_rOd_0 <= core_oD[core_e0_0_dst];
        core_pSEq_0_0 <= (core_l_0_src == core_e0_0_src);
        core_pDEq_0_0 <= (core_l_0_dst == core_e0_0_dst);
        core_pSEq_1_0 <= (core_l_1_src == core_e0_0_src);
        core_pDEq_1_0 <= (core_l_1_dst == core_e0_0_dst);
        core_pSEq_2_0 <= (core_l_2_src == core_e0_0_src);
        core_pDEq_2_0 <= (core_l_2_dst == core_e0_0_dst);
        core_pSEq_3_0 <= (core_l_3_src == core_e0_0_src);
        core_pDEq_3_0 <= (core_l_3_dst == core_e0_0_dst);
        core_l_1_v <= core_e0_1_v;
        core_l_1_src <= core_e0_1_src;
        core_l_1_dst <= core_e0_1_dst;
        core_l_1_sum <= ((cap < core_e0_1_sum) ? cap : core_e0_1_sum);
        core_lS_1 <= (32'h00000001 <<< core_e0_1_src);
        core_lD_1 <= (32'h00000001 <<< core_e0_1_dst);
        core_sEq_0_1 <= (core_e0_0_src == core_e0_1_src);
        core_dEq_0_1 <= (core_e0_0_dst == core_e0_1_dst);
        core_rFs_1 <= core_freeS[core_e0_1_src];
        core_rFd_1 <= core_freeD[core_e0_1_dst];
        core_rOs_1 <= core_oS[core_e0_1_src];
        core_rOd_1 <= core_oD[core_e0_1_dst];
        core_pSEq_0_1 <= (core_l_0_src == core_e0_1_src);
        core_pDEq_0_1 <= (core_l_0_dst == core_e0_1_dst);
        core_pSEq_1_1 <= (core_l_1_src == core_e0_1_src);
        core_pDEq_1_1 <= (core_l_1_dst == core_e0_1_dst);
        core_pSEq_2_1 <= (core_l_2_src == core_e0_1_src);
        core_pDEq_2_1 <= (core_l_2_dst == core_e0_1_dst);
        core_pSEq_3_1 <= (core_l_3_src == core_e0_1_src);
        core_pDEq_3_1 <= (core_l_3_dst == core_e0_1_dst);
        core_l_2_v <= core_e0_2_v;
        core_l_2_src <= core_e0_2_src;
        core_l_2_dst <= core_e0_2_dst;
        core_l_2_sum <= ((cap < core_e0_2_sum) ? cap : core_e0_2_sum);
        core_lS_2 <= (32'h00000001 <<< core_e0_2_src);
        core_lD_2 <= (32'h00000001 <<< core_e0_2_dst);
        core_sEq_0_2 <= (core_e0_0_src == core_e0_2_src);
        core_dEq_0_2 <= (core_e0_0_dst == core_e0_2_dst);
        core_sEq_1_2 <= (core_e0_1_src == core_e0_2_src);
        core_dEq_1_2 <= (core_e0_1_dst == core_e0_2_dst);
        core_rFs_2 <= core_freeS[core_e0_2_src];
        core_rFd_2 <= core_freeD[core_e0_2_dst];
        core_rOs_2 <= core_oS[core_e0_2_src];
        core_rOd_2 <= core_oD[core_e0_2_dst];
        core_pSEq_0_2 <= (core_l_0_src == core_e0_2_src);
        core_pDEq_0_2 <= (core_l_0_dst == core_e0_2_dst);
        core_pSEq_1_2 <= (core_l_1_src == core_e0_2_src);
        core_pDEq_1_2 <= (core_l_1_dst == core_e0_2_dst);
        core_pSEq_2_2 <= (core_l_2_src == core_e0_2_src);
        core_pDEq_2_2 <= (core_l_2_dst == core_e0_2_dst);
        core_pSEq_3_2 <= (core_l_3_src == core_e0_2_src);
        core_pDEq_3_2 <= (core_l_3_dst == core_e0_2_dst);
        core_l_3_v <= core_e0_3_v;
        core_l_3_src <= core_e0_3_src;
        core_l_3_dst <= core_e0_3_dst;
        core_l_3_sum <= ((cap < core_e0_3_sum) ? cap : core_e0_3_sum);
        core_lS_3 <= (32'h00000001 <<< core_e0_3_src);
        core_lD_3 <= (32'h00000001 <<< core_e0_3_dst);
        core_sEq_0_3 <= (core_e0_0_src == core_e0_3_src);
        core_dEq_0_3 <= (core_e0_0_dst == core_e0_3_dst);
        core_sEq_1_3 <= (core_e0_1_src == core_e0_3_src);
        core_dEq_1_3 <= (core_e0_1_dst == core_e0_3_dst);
        core_sEq_2_3 <= (core_e0_2_src == core_e0_3_src);
        core_dEq_2_3 <= (core_e0_2_dst == core_e0_3_dst);
        core_rFs_3 <= core_freeS[core_e0_3_src];
        core_rFd_3 <= core_freeD[core_e0_3_dst];
        core_rOs_3 <= core_oS[core_e0_3_src];
        core_rOd_3 <= core_oD[core_e0_3_dst];
        core_pSEq_0_3 <= (core_l_0_src == core_e0_3_src);
        core_pDEq_0_3 <= (core_l_0_dst == core_e0_3_dst);
        core_pSEq_1_3 <= (core_l_1_src == core_e0_3_src);
        core_pDEq_1_3 <= (core_l_1_dst == core_e0_3_dst);
        core_pSEq_2_3 <= (core_l_2_src == core_e0_3_src);
        core_pDEq_2_3 <= (core_l_2_dst == core_e0_3_dst);
        core_pSEq_3_3 <= (core_l_3_src == core_e0_3_src);
        core_pDEq_3_3 <= (core_l_3_dst == core_e0_3_dst);
      end
      if(when_LpMepcEngine_l339) begin
        core_rdPtr <= 7'h0;
      end
    end
    core_g_gS_0 <= core_lS_0;
    core_g_gD_0 <= core_lD_0;
    core_g_gDst_0 <= core_l_0_dst;
    core_g_gW_0 <= core_l_0_sum;
    core_g_gS_1 <= core_lS_1;
    core_g_gD_1 <= core_lD_1;
    core_g_gDst_1 <= core_l_1_dst;
    core_g_gW_1 <= core_l_1_sum;
    core_g_gS_2 <= core_lS_2;
    core_g_gD_2 <= core_lD_2;
    core_g_gDst_2 <= core_l_2_dst;
    core_g_gW_2 <= core_l_2_sum;
    core_g_gS_3 <= core_lS_3;
    core_g_gD_3 <= core_lD_3;
    core_g_gDst_3 <= core_l_3_dst;
    core_g_gW_3 <= core_l_3_sum;
    if(core_g_on) begin
      if(when_LpMepcEngine_l382) begin
        core_freeS[0] <= 1'b0;
      end
      if(when_LpMepcEngine_l383) begin
        core_freeD[0] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_1) begin
        core_freeS[1] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_1) begin
        core_freeD[1] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_2) begin
        core_freeS[2] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_2) begin
        core_freeD[2] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_3) begin
        core_freeS[3] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_3) begin
        core_freeD[3] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_4) begin
        core_freeS[4] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_4) begin
        core_freeD[4] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_5) begin
        core_freeS[5] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_5) begin
        core_freeD[5] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_6) begin
        core_freeS[6] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_6) begin
        core_freeD[6] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_7) begin
        core_freeS[7] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_7) begin
        core_freeD[7] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_8) begin
        core_freeS[8] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_8) begin
        core_freeD[8] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_9) begin
        core_freeS[9] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_9) begin
        core_freeD[9] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_10) begin
        core_freeS[10] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_10) begin
        core_freeD[10] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_11) begin
        core_freeS[11] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_11) begin
        core_freeD[11] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_12) begin
        core_freeS[12] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_12) begin
        core_freeD[12] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_13) begin
        core_freeS[13] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_13) begin
        core_freeD[13] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_14) begin
        core_freeS[14] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_14) begin
        core_freeD[14] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_15) begin
        core_freeS[15] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_15) begin
        core_freeD[15] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_16) begin
        core_freeS[16] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_16) begin
        core_freeD[16] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_17) begin
        core_freeS[17] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_17) begin
        core_freeD[17] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_18) begin
        core_freeS[18] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_18) begin
        core_freeD[18] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_19) begin
        core_freeS[19] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_19) begin
        core_freeD[19] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_20) begin
        core_freeS[20] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_20) begin
        core_freeD[20] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_21) begin
        core_freeS[21] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_21) begin
        core_freeD[21] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_22) begin
        core_freeS[22] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_22) begin
        core_freeD[22] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_23) begin
        core_freeS[23] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_23) begin
        core_freeD[23] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_24) begin
        core_freeS[24] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_24) begin
        core_freeD[24] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_25) begin
        core_freeS[25] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_25) begin
        core_freeD[25] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_26) begin
        core_freeS[26] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_26) begin
        core_freeD[26] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_27) begin
        core_freeS[27] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_27) begin
        core_freeD[27] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_28) begin
        core_freeS[28] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_28) begin
        core_freeD[28] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_29) begin
        core_freeS[29] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_29) begin
        core_freeD[29] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_30) begin
        core_freeS[30] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_30) begin
        core_freeD[30] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_31) begin
        core_freeS[31] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_31) begin
        core_freeD[31] <= 1'b0;
      end
    end
    if(core_scanning) begin
      if(when_LpMepcEngine_l391) begin
        core_oS[0] <= 1'b1;
        core_mS_0 <= (((_zz_core_mS_0 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_0_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_0_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_0_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_0 <= (((_zz_core_mS_0 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_0_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_0_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_0_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397) begin
        core_mDv[0] <= 1'b1;
        core_oD[0] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_1) begin
        core_oS[1] <= 1'b1;
        core_mS_1 <= (((_zz_core_mS_1 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_1_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_1_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_1_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_1 <= (((_zz_core_mS_1 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_1_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_1_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_1_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_1) begin
        core_mDv[1] <= 1'b1;
        core_oD[1] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_2) begin
        core_oS[2] <= 1'b1;
        core_mS_2 <= (((_zz_core_mS_2 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_2_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_2_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_2_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_2 <= (((_zz_core_mS_2 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_2_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_2_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_2_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_2) begin
        core_mDv[2] <= 1'b1;
        core_oD[2] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_3) begin
        core_oS[3] <= 1'b1;
        core_mS_3 <= (((_zz_core_mS_3 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_3_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_3_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_3_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_3 <= (((_zz_core_mS_3 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_3_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_3_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_3_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_3) begin
        core_mDv[3] <= 1'b1;
        core_oD[3] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_4) begin
        core_oS[4] <= 1'b1;
        core_mS_4 <= (((_zz_core_mS_4 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_4_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_4_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_4_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_4 <= (((_zz_core_mS_4 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_4_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_4_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_4_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_4) begin
        core_mDv[4] <= 1'b1;
        core_oD[4] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_5) begin
        core_oS[5] <= 1'b1;
        core_mS_5 <= (((_zz_core_mS_5 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_5_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_5_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_5_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_5 <= (((_zz_core_mS_5 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_5_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_5_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_5_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_5) begin
        core_mDv[5] <= 1'b1;
        core_oD[5] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_6) begin
        core_oS[6] <= 1'b1;
        core_mS_6 <= (((_zz_core_mS_6 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_6_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_6_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_6_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_6 <= (((_zz_core_mS_6 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_6_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_6_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_6_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_6) begin
        core_mDv[6] <= 1'b1;
        core_oD[6] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_7) begin
        core_oS[7] <= 1'b1;
        core_mS_7 <= (((_zz_core_mS_7 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_7_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_7_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_7_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_7 <= (((_zz_core_mS_7 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_7_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_7_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_7_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_7) begin
        core_mDv[7] <= 1'b1;
        core_oD[7] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_8) begin
        core_oS[8] <= 1'b1;
        core_mS_8 <= (((_zz_core_mS_8 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_8_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_8_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_8_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_8 <= (((_zz_core_mS_8 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_8_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_8_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_8_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_8) begin
        core_mDv[8] <= 1'b1;
        core_oD[8] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_9) begin
        core_oS[9] <= 1'b1;
        core_mS_9 <= (((_zz_core_mS_9 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_9_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_9_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_9_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_9 <= (((_zz_core_mS_9 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_9_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_9_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_9_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_9) begin
        core_mDv[9] <= 1'b1;
        core_oD[9] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_10) begin
        core_oS[10] <= 1'b1;
        core_mS_10 <= (((_zz_core_mS_10 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_10_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_10_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_10_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_10 <= (((_zz_core_mS_10 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_10_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_10_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_10_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_10) begin
        core_mDv[10] <= 1'b1;
        core_oD[10] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_11) begin
        core_oS[11] <= 1'b1;
        core_mS_11 <= (((_zz_core_mS_11 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_11_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_11_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_11_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_11 <= (((_zz_core_mS_11 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_11_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_11_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_11_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_11) begin
        core_mDv[11] <= 1'b1;
        core_oD[11] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_12) begin
        core_oS[12] <= 1'b1;
        core_mS_12 <= (((_zz_core_mS_12 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_12_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_12_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_12_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_12 <= (((_zz_core_mS_12 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_12_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_12_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_12_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_12) begin
        core_mDv[12] <= 1'b1;
        core_oD[12] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_13) begin
        core_oS[13] <= 1'b1;
        core_mS_13 <= (((_zz_core_mS_13 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_13_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_13_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_13_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_13 <= (((_zz_core_mS_13 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_13_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_13_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_13_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_13) begin
        core_mDv[13] <= 1'b1;
        core_oD[13] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_14) begin
        core_oS[14] <= 1'b1;
        core_mS_14 <= (((_zz_core_mS_14 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_14_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_14_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_14_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_14 <= (((_zz_core_mS_14 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_14_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_14_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_14_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_14) begin
        core_mDv[14] <= 1'b1;
        core_oD[14] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_15) begin
        core_oS[15] <= 1'b1;
        core_mS_15 <= (((_zz_core_mS_15 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_15_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_15_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_15_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_15 <= (((_zz_core_mS_15 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_15_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_15_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_15_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_15) begin
        core_mDv[15] <= 1'b1;
        core_oD[15] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_16) begin
        core_oS[16] <= 1'b1;
        core_mS_16 <= (((_zz_core_mS_16 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_16_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_16_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_16_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_16 <= (((_zz_core_mS_16 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_16_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_16_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_16_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_16) begin
        core_mDv[16] <= 1'b1;
        core_oD[16] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_17) begin
        core_oS[17] <= 1'b1;
        core_mS_17 <= (((_zz_core_mS_17 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_17_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_17_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_17_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_17 <= (((_zz_core_mS_17 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_17_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_17_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_17_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_17) begin
        core_mDv[17] <= 1'b1;
        core_oD[17] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_18) begin
        core_oS[18] <= 1'b1;
        core_mS_18 <= (((_zz_core_mS_18 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_18_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_18_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_18_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_18 <= (((_zz_core_mS_18 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_18_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_18_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_18_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_18) begin
        core_mDv[18] <= 1'b1;
        core_oD[18] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_19) begin
        core_oS[19] <= 1'b1;
        core_mS_19 <= (((_zz_core_mS_19 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_19_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_19_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_19_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_19 <= (((_zz_core_mS_19 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_19_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_19_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_19_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_19) begin
        core_mDv[19] <= 1'b1;
        core_oD[19] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_20) begin
        core_oS[20] <= 1'b1;
        core_mS_20 <= (((_zz_core_mS_20 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_20_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_20_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_20_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_20 <= (((_zz_core_mS_20 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_20_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_20_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_20_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_20) begin
        core_mDv[20] <= 1'b1;
        core_oD[20] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_21) begin
        core_oS[21] <= 1'b1;
        core_mS_21 <= (((_zz_core_mS_21 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_21_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_21_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_21_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_21 <= (((_zz_core_mS_21 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_21_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_21_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_21_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_21) begin
        core_mDv[21] <= 1'b1;
        core_oD[21] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_22) begin
        core_oS[22] <= 1'b1;
        core_mS_22 <= (((_zz_core_mS_22 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_22_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_22_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_22_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_22 <= (((_zz_core_mS_22 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_22_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_22_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_22_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_22) begin
        core_mDv[22] <= 1'b1;
        core_oD[22] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_23) begin
        core_oS[23] <= 1'b1;
        core_mS_23 <= (((_zz_core_mS_23 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_23_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_23_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_23_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_23 <= (((_zz_core_mS_23 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_23_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_23_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_23_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_23) begin
        core_mDv[23] <= 1'b1;
        core_oD[23] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_24) begin
        core_oS[24] <= 1'b1;
        core_mS_24 <= (((_zz_core_mS_24 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_24_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_24_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_24_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_24 <= (((_zz_core_mS_24 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_24_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_24_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_24_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_24) begin
        core_mDv[24] <= 1'b1;
        core_oD[24] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_25) begin
        core_oS[25] <= 1'b1;
        core_mS_25 <= (((_zz_core_mS_25 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_25_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_25_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_25_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_25 <= (((_zz_core_mS_25 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_25_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_25_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_25_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_25) begin
        core_mDv[25] <= 1'b1;
        core_oD[25] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_26) begin
        core_oS[26] <= 1'b1;
        core_mS_26 <= (((_zz_core_mS_26 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_26_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_26_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_26_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_26 <= (((_zz_core_mS_26 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_26_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_26_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_26_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_26) begin
        core_mDv[26] <= 1'b1;
        core_oD[26] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_27) begin
        core_oS[27] <= 1'b1;
        core_mS_27 <= (((_zz_core_mS_27 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_27_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_27_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_27_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_27 <= (((_zz_core_mS_27 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_27_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_27_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_27_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_27) begin
        core_mDv[27] <= 1'b1;
        core_oD[27] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_28) begin
        core_oS[28] <= 1'b1;
        core_mS_28 <= (((_zz_core_mS_28 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_28_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_28_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_28_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_28 <= (((_zz_core_mS_28 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_28_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_28_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_28_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_28) begin
        core_mDv[28] <= 1'b1;
        core_oD[28] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_29) begin
        core_oS[29] <= 1'b1;
        core_mS_29 <= (((_zz_core_mS_29 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_29_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_29_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_29_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_29 <= (((_zz_core_mS_29 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_29_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_29_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_29_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_29) begin
        core_mDv[29] <= 1'b1;
        core_oD[29] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_30) begin
        core_oS[30] <= 1'b1;
        core_mS_30 <= (((_zz_core_mS_30 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_30_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_30_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_30_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_30 <= (((_zz_core_mS_30 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_30_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_30_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_30_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_30) begin
        core_mDv[30] <= 1'b1;
        core_oD[30] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_31) begin
        core_oS[31] <= 1'b1;
        core_mS_31 <= (((_zz_core_mS_31 ? core_g_gDst_0 : 5'h0) | (_zz_core_mS_31_1 ? core_g_gDst_1 : 5'h0)) | ((_zz_core_mS_31_2 ? core_g_gDst_2 : 5'h0) | (_zz_core_mS_31_3 ? core_g_gDst_3 : 5'h0)));
        core_mW_31 <= (((_zz_core_mS_31 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_31_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_31_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_31_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_31) begin
        core_mDv[31] <= 1'b1;
        core_oD[31] <= 1'b1;
      end
    end
    if(core_au_on) begin
      if(when_LpMepcEngine_l427) begin
        core_aSv[0] <= 1'b1;
        core_oS[0] <= 1'b0;
        core_aSx_0 <= (((_zz_core_aSx_0 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_0_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_0_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_0_3 ? core_l_3_dst : 5'h0)));
        core_aSw_0 <= (((_zz_core_aSx_0 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_0_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_0_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_0_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_1) begin
        core_aSv[1] <= 1'b1;
        core_oS[1] <= 1'b0;
        core_aSx_1 <= (((_zz_core_aSx_1 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_1_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_1_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_1_3 ? core_l_3_dst : 5'h0)));
        core_aSw_1 <= (((_zz_core_aSx_1 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_1_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_1_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_1_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_2) begin
        core_aSv[2] <= 1'b1;
        core_oS[2] <= 1'b0;
        core_aSx_2 <= (((_zz_core_aSx_2 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_2_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_2_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_2_3 ? core_l_3_dst : 5'h0)));
        core_aSw_2 <= (((_zz_core_aSx_2 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_2_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_2_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_2_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_3) begin
        core_aSv[3] <= 1'b1;
        core_oS[3] <= 1'b0;
        core_aSx_3 <= (((_zz_core_aSx_3 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_3_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_3_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_3_3 ? core_l_3_dst : 5'h0)));
        core_aSw_3 <= (((_zz_core_aSx_3 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_3_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_3_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_3_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_4) begin
        core_aSv[4] <= 1'b1;
        core_oS[4] <= 1'b0;
        core_aSx_4 <= (((_zz_core_aSx_4 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_4_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_4_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_4_3 ? core_l_3_dst : 5'h0)));
        core_aSw_4 <= (((_zz_core_aSx_4 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_4_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_4_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_4_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_5) begin
        core_aSv[5] <= 1'b1;
        core_oS[5] <= 1'b0;
        core_aSx_5 <= (((_zz_core_aSx_5 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_5_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_5_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_5_3 ? core_l_3_dst : 5'h0)));
        core_aSw_5 <= (((_zz_core_aSx_5 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_5_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_5_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_5_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_6) begin
        core_aSv[6] <= 1'b1;
        core_oS[6] <= 1'b0;
        core_aSx_6 <= (((_zz_core_aSx_6 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_6_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_6_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_6_3 ? core_l_3_dst : 5'h0)));
        core_aSw_6 <= (((_zz_core_aSx_6 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_6_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_6_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_6_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_7) begin
        core_aSv[7] <= 1'b1;
        core_oS[7] <= 1'b0;
        core_aSx_7 <= (((_zz_core_aSx_7 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_7_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_7_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_7_3 ? core_l_3_dst : 5'h0)));
        core_aSw_7 <= (((_zz_core_aSx_7 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_7_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_7_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_7_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_8) begin
        core_aSv[8] <= 1'b1;
        core_oS[8] <= 1'b0;
        core_aSx_8 <= (((_zz_core_aSx_8 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_8_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_8_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_8_3 ? core_l_3_dst : 5'h0)));
        core_aSw_8 <= (((_zz_core_aSx_8 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_8_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_8_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_8_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_9) begin
        core_aSv[9] <= 1'b1;
        core_oS[9] <= 1'b0;
        core_aSx_9 <= (((_zz_core_aSx_9 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_9_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_9_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_9_3 ? core_l_3_dst : 5'h0)));
        core_aSw_9 <= (((_zz_core_aSx_9 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_9_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_9_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_9_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_10) begin
        core_aSv[10] <= 1'b1;
        core_oS[10] <= 1'b0;
        core_aSx_10 <= (((_zz_core_aSx_10 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_10_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_10_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_10_3 ? core_l_3_dst : 5'h0)));
        core_aSw_10 <= (((_zz_core_aSx_10 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_10_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_10_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_10_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_11) begin
        core_aSv[11] <= 1'b1;
        core_oS[11] <= 1'b0;
        core_aSx_11 <= (((_zz_core_aSx_11 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_11_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_11_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_11_3 ? core_l_3_dst : 5'h0)));
        core_aSw_11 <= (((_zz_core_aSx_11 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_11_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_11_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_11_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_12) begin
        core_aSv[12] <= 1'b1;
        core_oS[12] <= 1'b0;
        core_aSx_12 <= (((_zz_core_aSx_12 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_12_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_12_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_12_3 ? core_l_3_dst : 5'h0)));
        core_aSw_12 <= (((_zz_core_aSx_12 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_12_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_12_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_12_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_13) begin
        core_aSv[13] <= 1'b1;
        core_oS[13] <= 1'b0;
        core_aSx_13 <= (((_zz_core_aSx_13 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_13_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_13_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_13_3 ? core_l_3_dst : 5'h0)));
        core_aSw_13 <= (((_zz_core_aSx_13 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_13_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_13_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_13_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_14) begin
        core_aSv[14] <= 1'b1;
        core_oS[14] <= 1'b0;
        core_aSx_14 <= (((_zz_core_aSx_14 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_14_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_14_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_14_3 ? core_l_3_dst : 5'h0)));
        core_aSw_14 <= (((_zz_core_aSx_14 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_14_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_14_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_14_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_15) begin
        core_aSv[15] <= 1'b1;
        core_oS[15] <= 1'b0;
        core_aSx_15 <= (((_zz_core_aSx_15 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_15_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_15_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_15_3 ? core_l_3_dst : 5'h0)));
        core_aSw_15 <= (((_zz_core_aSx_15 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_15_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_15_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_15_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_16) begin
        core_aSv[16] <= 1'b1;
        core_oS[16] <= 1'b0;
        core_aSx_16 <= (((_zz_core_aSx_16 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_16_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_16_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_16_3 ? core_l_3_dst : 5'h0)));
        core_aSw_16 <= (((_zz_core_aSx_16 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_16_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_16_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_16_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_17) begin
        core_aSv[17] <= 1'b1;
        core_oS[17] <= 1'b0;
        core_aSx_17 <= (((_zz_core_aSx_17 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_17_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_17_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_17_3 ? core_l_3_dst : 5'h0)));
        core_aSw_17 <= (((_zz_core_aSx_17 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_17_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_17_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_17_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_18) begin
        core_aSv[18] <= 1'b1;
        core_oS[18] <= 1'b0;
        core_aSx_18 <= (((_zz_core_aSx_18 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_18_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_18_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_18_3 ? core_l_3_dst : 5'h0)));
        core_aSw_18 <= (((_zz_core_aSx_18 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_18_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_18_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_18_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_19) begin
        core_aSv[19] <= 1'b1;
        core_oS[19] <= 1'b0;
        core_aSx_19 <= (((_zz_core_aSx_19 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_19_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_19_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_19_3 ? core_l_3_dst : 5'h0)));
        core_aSw_19 <= (((_zz_core_aSx_19 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_19_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_19_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_19_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_20) begin
        core_aSv[20] <= 1'b1;
        core_oS[20] <= 1'b0;
        core_aSx_20 <= (((_zz_core_aSx_20 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_20_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_20_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_20_3 ? core_l_3_dst : 5'h0)));
        core_aSw_20 <= (((_zz_core_aSx_20 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_20_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_20_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_20_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_21) begin
        core_aSv[21] <= 1'b1;
        core_oS[21] <= 1'b0;
        core_aSx_21 <= (((_zz_core_aSx_21 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_21_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_21_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_21_3 ? core_l_3_dst : 5'h0)));
        core_aSw_21 <= (((_zz_core_aSx_21 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_21_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_21_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_21_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_22) begin
        core_aSv[22] <= 1'b1;
        core_oS[22] <= 1'b0;
        core_aSx_22 <= (((_zz_core_aSx_22 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_22_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_22_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_22_3 ? core_l_3_dst : 5'h0)));
        core_aSw_22 <= (((_zz_core_aSx_22 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_22_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_22_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_22_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_23) begin
        core_aSv[23] <= 1'b1;
        core_oS[23] <= 1'b0;
        core_aSx_23 <= (((_zz_core_aSx_23 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_23_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_23_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_23_3 ? core_l_3_dst : 5'h0)));
        core_aSw_23 <= (((_zz_core_aSx_23 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_23_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_23_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_23_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_24) begin
        core_aSv[24] <= 1'b1;
        core_oS[24] <= 1'b0;
        core_aSx_24 <= (((_zz_core_aSx_24 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_24_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_24_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_24_3 ? core_l_3_dst : 5'h0)));
        core_aSw_24 <= (((_zz_core_aSx_24 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_24_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_24_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_24_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_25) begin
        core_aSv[25] <= 1'b1;
        core_oS[25] <= 1'b0;
        core_aSx_25 <= (((_zz_core_aSx_25 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_25_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_25_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_25_3 ? core_l_3_dst : 5'h0)));
        core_aSw_25 <= (((_zz_core_aSx_25 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_25_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_25_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_25_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_26) begin
        core_aSv[26] <= 1'b1;
        core_oS[26] <= 1'b0;
        core_aSx_26 <= (((_zz_core_aSx_26 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_26_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_26_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_26_3 ? core_l_3_dst : 5'h0)));
        core_aSw_26 <= (((_zz_core_aSx_26 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_26_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_26_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_26_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_27) begin
        core_aSv[27] <= 1'b1;
        core_oS[27] <= 1'b0;
        core_aSx_27 <= (((_zz_core_aSx_27 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_27_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_27_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_27_3 ? core_l_3_dst : 5'h0)));
        core_aSw_27 <= (((_zz_core_aSx_27 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_27_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_27_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_27_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_28) begin
        core_aSv[28] <= 1'b1;
        core_oS[28] <= 1'b0;
        core_aSx_28 <= (((_zz_core_aSx_28 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_28_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_28_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_28_3 ? core_l_3_dst : 5'h0)));
        core_aSw_28 <= (((_zz_core_aSx_28 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_28_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_28_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_28_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_29) begin
        core_aSv[29] <= 1'b1;
        core_oS[29] <= 1'b0;
        core_aSx_29 <= (((_zz_core_aSx_29 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_29_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_29_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_29_3 ? core_l_3_dst : 5'h0)));
        core_aSw_29 <= (((_zz_core_aSx_29 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_29_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_29_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_29_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_30) begin
        core_aSv[30] <= 1'b1;
        core_oS[30] <= 1'b0;
        core_aSx_30 <= (((_zz_core_aSx_30 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_30_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_30_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_30_3 ? core_l_3_dst : 5'h0)));
        core_aSw_30 <= (((_zz_core_aSx_30 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_30_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_30_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_30_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_31) begin
        core_aSv[31] <= 1'b1;
        core_oS[31] <= 1'b0;
        core_aSx_31 <= (((_zz_core_aSx_31 ? core_l_0_dst : 5'h0) | (_zz_core_aSx_31_1 ? core_l_1_dst : 5'h0)) | ((_zz_core_aSx_31_2 ? core_l_2_dst : 5'h0) | (_zz_core_aSx_31_3 ? core_l_3_dst : 5'h0)));
        core_aSw_31 <= (((_zz_core_aSx_31 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_31_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_31_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_31_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435) begin
        core_aDv[0] <= 1'b1;
        core_oD[0] <= 1'b0;
        core_aDy_0 <= (((_zz_core_aDy_0 ? core_l_0_src : 5'h0) | (_zz_core_aDy_0_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_0_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_0_3 ? core_l_3_src : 5'h0)));
        core_aDw_0 <= (((_zz_core_aDy_0 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_0_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_0_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_0_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_1) begin
        core_aDv[1] <= 1'b1;
        core_oD[1] <= 1'b0;
        core_aDy_1 <= (((_zz_core_aDy_1 ? core_l_0_src : 5'h0) | (_zz_core_aDy_1_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_1_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_1_3 ? core_l_3_src : 5'h0)));
        core_aDw_1 <= (((_zz_core_aDy_1 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_1_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_1_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_1_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_2) begin
        core_aDv[2] <= 1'b1;
        core_oD[2] <= 1'b0;
        core_aDy_2 <= (((_zz_core_aDy_2 ? core_l_0_src : 5'h0) | (_zz_core_aDy_2_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_2_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_2_3 ? core_l_3_src : 5'h0)));
        core_aDw_2 <= (((_zz_core_aDy_2 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_2_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_2_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_2_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_3) begin
        core_aDv[3] <= 1'b1;
        core_oD[3] <= 1'b0;
        core_aDy_3 <= (((_zz_core_aDy_3 ? core_l_0_src : 5'h0) | (_zz_core_aDy_3_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_3_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_3_3 ? core_l_3_src : 5'h0)));
        core_aDw_3 <= (((_zz_core_aDy_3 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_3_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_3_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_3_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_4) begin
        core_aDv[4] <= 1'b1;
        core_oD[4] <= 1'b0;
        core_aDy_4 <= (((_zz_core_aDy_4 ? core_l_0_src : 5'h0) | (_zz_core_aDy_4_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_4_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_4_3 ? core_l_3_src : 5'h0)));
        core_aDw_4 <= (((_zz_core_aDy_4 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_4_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_4_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_4_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_5) begin
        core_aDv[5] <= 1'b1;
        core_oD[5] <= 1'b0;
        core_aDy_5 <= (((_zz_core_aDy_5 ? core_l_0_src : 5'h0) | (_zz_core_aDy_5_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_5_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_5_3 ? core_l_3_src : 5'h0)));
        core_aDw_5 <= (((_zz_core_aDy_5 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_5_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_5_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_5_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_6) begin
        core_aDv[6] <= 1'b1;
        core_oD[6] <= 1'b0;
        core_aDy_6 <= (((_zz_core_aDy_6 ? core_l_0_src : 5'h0) | (_zz_core_aDy_6_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_6_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_6_3 ? core_l_3_src : 5'h0)));
        core_aDw_6 <= (((_zz_core_aDy_6 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_6_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_6_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_6_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_7) begin
        core_aDv[7] <= 1'b1;
        core_oD[7] <= 1'b0;
        core_aDy_7 <= (((_zz_core_aDy_7 ? core_l_0_src : 5'h0) | (_zz_core_aDy_7_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_7_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_7_3 ? core_l_3_src : 5'h0)));
        core_aDw_7 <= (((_zz_core_aDy_7 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_7_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_7_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_7_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_8) begin
        core_aDv[8] <= 1'b1;
        core_oD[8] <= 1'b0;
        core_aDy_8 <= (((_zz_core_aDy_8 ? core_l_0_src : 5'h0) | (_zz_core_aDy_8_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_8_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_8_3 ? core_l_3_src : 5'h0)));
        core_aDw_8 <= (((_zz_core_aDy_8 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_8_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_8_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_8_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_9) begin
        core_aDv[9] <= 1'b1;
        core_oD[9] <= 1'b0;
        core_aDy_9 <= (((_zz_core_aDy_9 ? core_l_0_src : 5'h0) | (_zz_core_aDy_9_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_9_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_9_3 ? core_l_3_src : 5'h0)));
        core_aDw_9 <= (((_zz_core_aDy_9 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_9_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_9_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_9_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_10) begin
        core_aDv[10] <= 1'b1;
        core_oD[10] <= 1'b0;
        core_aDy_10 <= (((_zz_core_aDy_10 ? core_l_0_src : 5'h0) | (_zz_core_aDy_10_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_10_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_10_3 ? core_l_3_src : 5'h0)));
        core_aDw_10 <= (((_zz_core_aDy_10 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_10_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_10_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_10_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_11) begin
        core_aDv[11] <= 1'b1;
        core_oD[11] <= 1'b0;
        core_aDy_11 <= (((_zz_core_aDy_11 ? core_l_0_src : 5'h0) | (_zz_core_aDy_11_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_11_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_11_3 ? core_l_3_src : 5'h0)));
        core_aDw_11 <= (((_zz_core_aDy_11 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_11_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_11_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_11_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_12) begin
        core_aDv[12] <= 1'b1;
        core_oD[12] <= 1'b0;
        core_aDy_12 <= (((_zz_core_aDy_12 ? core_l_0_src : 5'h0) | (_zz_core_aDy_12_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_12_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_12_3 ? core_l_3_src : 5'h0)));
        core_aDw_12 <= (((_zz_core_aDy_12 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_12_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_12_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_12_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_13) begin
        core_aDv[13] <= 1'b1;
        core_oD[13] <= 1'b0;
        core_aDy_13 <= (((_zz_core_aDy_13 ? core_l_0_src : 5'h0) | (_zz_core_aDy_13_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_13_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_13_3 ? core_l_3_src : 5'h0)));
        core_aDw_13 <= (((_zz_core_aDy_13 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_13_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_13_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_13_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_14) begin
        core_aDv[14] <= 1'b1;
        core_oD[14] <= 1'b0;
        core_aDy_14 <= (((_zz_core_aDy_14 ? core_l_0_src : 5'h0) | (_zz_core_aDy_14_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_14_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_14_3 ? core_l_3_src : 5'h0)));
        core_aDw_14 <= (((_zz_core_aDy_14 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_14_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_14_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_14_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_15) begin
        core_aDv[15] <= 1'b1;
        core_oD[15] <= 1'b0;
        core_aDy_15 <= (((_zz_core_aDy_15 ? core_l_0_src : 5'h0) | (_zz_core_aDy_15_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_15_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_15_3 ? core_l_3_src : 5'h0)));
        core_aDw_15 <= (((_zz_core_aDy_15 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_15_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_15_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_15_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_16) begin
        core_aDv[16] <= 1'b1;
        core_oD[16] <= 1'b0;
        core_aDy_16 <= (((_zz_core_aDy_16 ? core_l_0_src : 5'h0) | (_zz_core_aDy_16_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_16_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_16_3 ? core_l_3_src : 5'h0)));
        core_aDw_16 <= (((_zz_core_aDy_16 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_16_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_16_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_16_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_17) begin
        core_aDv[17] <= 1'b1;
        core_oD[17] <= 1'b0;
        core_aDy_17 <= (((_zz_core_aDy_17 ? core_l_0_src : 5'h0) | (_zz_core_aDy_17_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_17_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_17_3 ? core_l_3_src : 5'h0)));
        core_aDw_17 <= (((_zz_core_aDy_17 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_17_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_17_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_17_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_18) begin
        core_aDv[18] <= 1'b1;
        core_oD[18] <= 1'b0;
        core_aDy_18 <= (((_zz_core_aDy_18 ? core_l_0_src : 5'h0) | (_zz_core_aDy_18_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_18_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_18_3 ? core_l_3_src : 5'h0)));
        core_aDw_18 <= (((_zz_core_aDy_18 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_18_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_18_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_18_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_19) begin
        core_aDv[19] <= 1'b1;
        core_oD[19] <= 1'b0;
        core_aDy_19 <= (((_zz_core_aDy_19 ? core_l_0_src : 5'h0) | (_zz_core_aDy_19_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_19_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_19_3 ? core_l_3_src : 5'h0)));
        core_aDw_19 <= (((_zz_core_aDy_19 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_19_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_19_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_19_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_20) begin
        core_aDv[20] <= 1'b1;
        core_oD[20] <= 1'b0;
        core_aDy_20 <= (((_zz_core_aDy_20 ? core_l_0_src : 5'h0) | (_zz_core_aDy_20_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_20_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_20_3 ? core_l_3_src : 5'h0)));
        core_aDw_20 <= (((_zz_core_aDy_20 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_20_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_20_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_20_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_21) begin
        core_aDv[21] <= 1'b1;
        core_oD[21] <= 1'b0;
        core_aDy_21 <= (((_zz_core_aDy_21 ? core_l_0_src : 5'h0) | (_zz_core_aDy_21_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_21_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_21_3 ? core_l_3_src : 5'h0)));
        core_aDw_21 <= (((_zz_core_aDy_21 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_21_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_21_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_21_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_22) begin
        core_aDv[22] <= 1'b1;
        core_oD[22] <= 1'b0;
        core_aDy_22 <= (((_zz_core_aDy_22 ? core_l_0_src : 5'h0) | (_zz_core_aDy_22_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_22_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_22_3 ? core_l_3_src : 5'h0)));
        core_aDw_22 <= (((_zz_core_aDy_22 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_22_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_22_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_22_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_23) begin
        core_aDv[23] <= 1'b1;
        core_oD[23] <= 1'b0;
        core_aDy_23 <= (((_zz_core_aDy_23 ? core_l_0_src : 5'h0) | (_zz_core_aDy_23_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_23_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_23_3 ? core_l_3_src : 5'h0)));
        core_aDw_23 <= (((_zz_core_aDy_23 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_23_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_23_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_23_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_24) begin
        core_aDv[24] <= 1'b1;
        core_oD[24] <= 1'b0;
        core_aDy_24 <= (((_zz_core_aDy_24 ? core_l_0_src : 5'h0) | (_zz_core_aDy_24_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_24_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_24_3 ? core_l_3_src : 5'h0)));
        core_aDw_24 <= (((_zz_core_aDy_24 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_24_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_24_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_24_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_25) begin
        core_aDv[25] <= 1'b1;
        core_oD[25] <= 1'b0;
        core_aDy_25 <= (((_zz_core_aDy_25 ? core_l_0_src : 5'h0) | (_zz_core_aDy_25_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_25_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_25_3 ? core_l_3_src : 5'h0)));
        core_aDw_25 <= (((_zz_core_aDy_25 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_25_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_25_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_25_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_26) begin
        core_aDv[26] <= 1'b1;
        core_oD[26] <= 1'b0;
        core_aDy_26 <= (((_zz_core_aDy_26 ? core_l_0_src : 5'h0) | (_zz_core_aDy_26_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_26_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_26_3 ? core_l_3_src : 5'h0)));
        core_aDw_26 <= (((_zz_core_aDy_26 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_26_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_26_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_26_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_27) begin
        core_aDv[27] <= 1'b1;
        core_oD[27] <= 1'b0;
        core_aDy_27 <= (((_zz_core_aDy_27 ? core_l_0_src : 5'h0) | (_zz_core_aDy_27_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_27_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_27_3 ? core_l_3_src : 5'h0)));
        core_aDw_27 <= (((_zz_core_aDy_27 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_27_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_27_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_27_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_28) begin
        core_aDv[28] <= 1'b1;
        core_oD[28] <= 1'b0;
        core_aDy_28 <= (((_zz_core_aDy_28 ? core_l_0_src : 5'h0) | (_zz_core_aDy_28_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_28_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_28_3 ? core_l_3_src : 5'h0)));
        core_aDw_28 <= (((_zz_core_aDy_28 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_28_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_28_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_28_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_29) begin
        core_aDv[29] <= 1'b1;
        core_oD[29] <= 1'b0;
        core_aDy_29 <= (((_zz_core_aDy_29 ? core_l_0_src : 5'h0) | (_zz_core_aDy_29_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_29_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_29_3 ? core_l_3_src : 5'h0)));
        core_aDw_29 <= (((_zz_core_aDy_29 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_29_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_29_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_29_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_30) begin
        core_aDv[30] <= 1'b1;
        core_oD[30] <= 1'b0;
        core_aDy_30 <= (((_zz_core_aDy_30 ? core_l_0_src : 5'h0) | (_zz_core_aDy_30_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_30_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_30_3 ? core_l_3_src : 5'h0)));
        core_aDw_30 <= (((_zz_core_aDy_30 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_30_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_30_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_30_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_31) begin
        core_aDv[31] <= 1'b1;
        core_oD[31] <= 1'b0;
        core_aDy_31 <= (((_zz_core_aDy_31 ? core_l_0_src : 5'h0) | (_zz_core_aDy_31_1 ? core_l_1_src : 5'h0)) | ((_zz_core_aDy_31_2 ? core_l_2_src : 5'h0) | (_zz_core_aDy_31_3 ? core_l_3_src : 5'h0)));
        core_aDw_31 <= (((_zz_core_aDy_31 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_31_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_31_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_31_3 ? core_l_3_sum : 16'h0)));
      end
    end
    if(when_LpMepcEngine_l486) begin
      core_rdPtr <= (core_rdPtr + 7'h01);
      core_rs_qOk <= (core_mSv[core_rs_a] && core_aSv[core_rs_a]);
      core_rs_qA <= core_rs_a;
      core_rs_qB <= _zz_core_rs_qB;
      core_rs_qX <= _zz_core_rs_qX;
      core_rs_qWx <= _zz_core_rs_qWx;
      core_rs_qWab <= _zz_core_rs_qWab;
      core_rs_pOk <= core_rs_ok;
      core_rs_pA <= core_rs_qA;
      core_rs_pB <= core_rs_qB;
      core_rs_pX <= core_rs_qX;
      core_rs_pY <= _zz_core_rs_pY;
      core_rs_pWx <= core_rs_qWx;
      core_rs_pWy <= core_rs_wy;
      core_rs_pWab <= core_rs_qWab;
      core_rs_rOk <= core_rs_pOk;
      core_rs_rA <= core_rs_pA;
      core_rs_rB <= core_rs_pB;
      core_rs_rX <= core_rs_pX;
      core_rs_rY <= core_rs_pY;
      core_rs_rWx <= core_rs_pWx;
      core_rs_rWy <= core_rs_pWy;
      core_rs_rWab <= core_rs_pWab;
      core_rs_rFx <= core_freeD[core_rs_pX];
      core_rs_rFy <= core_freeS[core_rs_pY];
      core_rs_rEqX <= (core_rs_pX == core_rs_rX);
      core_rs_rEqY <= (core_rs_pY == core_rs_rY);
      if(core_rs_take) begin
        if(_zz_1[0]) begin
          core_mS_0 <= core_rs_rX;
        end
        if(_zz_1[1]) begin
          core_mS_1 <= core_rs_rX;
        end
        if(_zz_1[2]) begin
          core_mS_2 <= core_rs_rX;
        end
        if(_zz_1[3]) begin
          core_mS_3 <= core_rs_rX;
        end
        if(_zz_1[4]) begin
          core_mS_4 <= core_rs_rX;
        end
        if(_zz_1[5]) begin
          core_mS_5 <= core_rs_rX;
        end
        if(_zz_1[6]) begin
          core_mS_6 <= core_rs_rX;
        end
        if(_zz_1[7]) begin
          core_mS_7 <= core_rs_rX;
        end
        if(_zz_1[8]) begin
          core_mS_8 <= core_rs_rX;
        end
        if(_zz_1[9]) begin
          core_mS_9 <= core_rs_rX;
        end
        if(_zz_1[10]) begin
          core_mS_10 <= core_rs_rX;
        end
        if(_zz_1[11]) begin
          core_mS_11 <= core_rs_rX;
        end
        if(_zz_1[12]) begin
          core_mS_12 <= core_rs_rX;
        end
        if(_zz_1[13]) begin
          core_mS_13 <= core_rs_rX;
        end
        if(_zz_1[14]) begin
          core_mS_14 <= core_rs_rX;
        end
        if(_zz_1[15]) begin
          core_mS_15 <= core_rs_rX;
        end
        if(_zz_1[16]) begin
          core_mS_16 <= core_rs_rX;
        end
        if(_zz_1[17]) begin
          core_mS_17 <= core_rs_rX;
        end
        if(_zz_1[18]) begin
          core_mS_18 <= core_rs_rX;
        end
        if(_zz_1[19]) begin
          core_mS_19 <= core_rs_rX;
        end
        if(_zz_1[20]) begin
          core_mS_20 <= core_rs_rX;
        end
        if(_zz_1[21]) begin
          core_mS_21 <= core_rs_rX;
        end
        if(_zz_1[22]) begin
          core_mS_22 <= core_rs_rX;
        end
        if(_zz_1[23]) begin
          core_mS_23 <= core_rs_rX;
        end
        if(_zz_1[24]) begin
          core_mS_24 <= core_rs_rX;
        end
        if(_zz_1[25]) begin
          core_mS_25 <= core_rs_rX;
        end
        if(_zz_1[26]) begin
          core_mS_26 <= core_rs_rX;
        end
        if(_zz_1[27]) begin
          core_mS_27 <= core_rs_rX;
        end
        if(_zz_1[28]) begin
          core_mS_28 <= core_rs_rX;
        end
        if(_zz_1[29]) begin
          core_mS_29 <= core_rs_rX;
        end
        if(_zz_1[30]) begin
          core_mS_30 <= core_rs_rX;
        end
        if(_zz_1[31]) begin
          core_mS_31 <= core_rs_rX;
        end
        if(_zz_2[0]) begin
          core_mW_0 <= core_rs_rWx;
        end
        if(_zz_2[1]) begin
          core_mW_1 <= core_rs_rWx;
        end
        if(_zz_2[2]) begin
          core_mW_2 <= core_rs_rWx;
        end
        if(_zz_2[3]) begin
          core_mW_3 <= core_rs_rWx;
        end
        if(_zz_2[4]) begin
          core_mW_4 <= core_rs_rWx;
        end
        if(_zz_2[5]) begin
          core_mW_5 <= core_rs_rWx;
        end
        if(_zz_2[6]) begin
          core_mW_6 <= core_rs_rWx;
        end
        if(_zz_2[7]) begin
          core_mW_7 <= core_rs_rWx;
        end
        if(_zz_2[8]) begin
          core_mW_8 <= core_rs_rWx;
        end
        if(_zz_2[9]) begin
          core_mW_9 <= core_rs_rWx;
        end
        if(_zz_2[10]) begin
          core_mW_10 <= core_rs_rWx;
        end
        if(_zz_2[11]) begin
          core_mW_11 <= core_rs_rWx;
        end
        if(_zz_2[12]) begin
          core_mW_12 <= core_rs_rWx;
        end
        if(_zz_2[13]) begin
          core_mW_13 <= core_rs_rWx;
        end
        if(_zz_2[14]) begin
          core_mW_14 <= core_rs_rWx;
        end
        if(_zz_2[15]) begin
          core_mW_15 <= core_rs_rWx;
        end
        if(_zz_2[16]) begin
          core_mW_16 <= core_rs_rWx;
        end
        if(_zz_2[17]) begin
          core_mW_17 <= core_rs_rWx;
        end
        if(_zz_2[18]) begin
          core_mW_18 <= core_rs_rWx;
        end
        if(_zz_2[19]) begin
          core_mW_19 <= core_rs_rWx;
        end
        if(_zz_2[20]) begin
          core_mW_20 <= core_rs_rWx;
        end
        if(_zz_2[21]) begin
          core_mW_21 <= core_rs_rWx;
        end
        if(_zz_2[22]) begin
          core_mW_22 <= core_rs_rWx;
        end
        if(_zz_2[23]) begin
          core_mW_23 <= core_rs_rWx;
        end
        if(_zz_2[24]) begin
          core_mW_24 <= core_rs_rWx;
        end
        if(_zz_2[25]) begin
          core_mW_25 <= core_rs_rWx;
        end
        if(_zz_2[26]) begin
          core_mW_26 <= core_rs_rWx;
        end
        if(_zz_2[27]) begin
          core_mW_27 <= core_rs_rWx;
        end
        if(_zz_2[28]) begin
          core_mW_28 <= core_rs_rWx;
        end
        if(_zz_2[29]) begin
          core_mW_29 <= core_rs_rWx;
        end
        if(_zz_2[30]) begin
          core_mW_30 <= core_rs_rWx;
        end
        if(_zz_2[31]) begin
          core_mW_31 <= core_rs_rWx;
        end
        core_freeD[core_rs_rX] <= 1'b0;
        if(_zz_3[0]) begin
          core_mS_0 <= core_rs_rB;
        end
        if(_zz_3[1]) begin
          core_mS_1 <= core_rs_rB;
        end
        if(_zz_3[2]) begin
          core_mS_2 <= core_rs_rB;
        end
        if(_zz_3[3]) begin
          core_mS_3 <= core_rs_rB;
        end
        if(_zz_3[4]) begin
          core_mS_4 <= core_rs_rB;
        end
        if(_zz_3[5]) begin
          core_mS_5 <= core_rs_rB;
        end
        if(_zz_3[6]) begin
          core_mS_6 <= core_rs_rB;
        end
        if(_zz_3[7]) begin
          core_mS_7 <= core_rs_rB;
        end
        if(_zz_3[8]) begin
          core_mS_8 <= core_rs_rB;
        end
        if(_zz_3[9]) begin
          core_mS_9 <= core_rs_rB;
        end
        if(_zz_3[10]) begin
          core_mS_10 <= core_rs_rB;
        end
        if(_zz_3[11]) begin
          core_mS_11 <= core_rs_rB;
        end
        if(_zz_3[12]) begin
          core_mS_12 <= core_rs_rB;
        end
        if(_zz_3[13]) begin
          core_mS_13 <= core_rs_rB;
        end
        if(_zz_3[14]) begin
          core_mS_14 <= core_rs_rB;
        end
        if(_zz_3[15]) begin
          core_mS_15 <= core_rs_rB;
        end
        if(_zz_3[16]) begin
          core_mS_16 <= core_rs_rB;
        end
        if(_zz_3[17]) begin
          core_mS_17 <= core_rs_rB;
        end
        if(_zz_3[18]) begin
          core_mS_18 <= core_rs_rB;
        end
        if(_zz_3[19]) begin
          core_mS_19 <= core_rs_rB;
        end
        if(_zz_3[20]) begin
          core_mS_20 <= core_rs_rB;
        end
        if(_zz_3[21]) begin
          core_mS_21 <= core_rs_rB;
        end
        if(_zz_3[22]) begin
          core_mS_22 <= core_rs_rB;
        end
        if(_zz_3[23]) begin
          core_mS_23 <= core_rs_rB;
        end
        if(_zz_3[24]) begin
          core_mS_24 <= core_rs_rB;
        end
        if(_zz_3[25]) begin
          core_mS_25 <= core_rs_rB;
        end
        if(_zz_3[26]) begin
          core_mS_26 <= core_rs_rB;
        end
        if(_zz_3[27]) begin
          core_mS_27 <= core_rs_rB;
        end
        if(_zz_3[28]) begin
          core_mS_28 <= core_rs_rB;
        end
        if(_zz_3[29]) begin
          core_mS_29 <= core_rs_rB;
        end
        if(_zz_3[30]) begin
          core_mS_30 <= core_rs_rB;
        end
        if(_zz_3[31]) begin
          core_mS_31 <= core_rs_rB;
        end
        if(_zz_4[0]) begin
          core_mW_0 <= core_rs_rWy;
        end
        if(_zz_4[1]) begin
          core_mW_1 <= core_rs_rWy;
        end
        if(_zz_4[2]) begin
          core_mW_2 <= core_rs_rWy;
        end
        if(_zz_4[3]) begin
          core_mW_3 <= core_rs_rWy;
        end
        if(_zz_4[4]) begin
          core_mW_4 <= core_rs_rWy;
        end
        if(_zz_4[5]) begin
          core_mW_5 <= core_rs_rWy;
        end
        if(_zz_4[6]) begin
          core_mW_6 <= core_rs_rWy;
        end
        if(_zz_4[7]) begin
          core_mW_7 <= core_rs_rWy;
        end
        if(_zz_4[8]) begin
          core_mW_8 <= core_rs_rWy;
        end
        if(_zz_4[9]) begin
          core_mW_9 <= core_rs_rWy;
        end
        if(_zz_4[10]) begin
          core_mW_10 <= core_rs_rWy;
        end
        if(_zz_4[11]) begin
          core_mW_11 <= core_rs_rWy;
        end
        if(_zz_4[12]) begin
          core_mW_12 <= core_rs_rWy;
        end
        if(_zz_4[13]) begin
          core_mW_13 <= core_rs_rWy;
        end
        if(_zz_4[14]) begin
          core_mW_14 <= core_rs_rWy;
        end
        if(_zz_4[15]) begin
          core_mW_15 <= core_rs_rWy;
        end
        if(_zz_4[16]) begin
          core_mW_16 <= core_rs_rWy;
        end
        if(_zz_4[17]) begin
          core_mW_17 <= core_rs_rWy;
        end
        if(_zz_4[18]) begin
          core_mW_18 <= core_rs_rWy;
        end
        if(_zz_4[19]) begin
          core_mW_19 <= core_rs_rWy;
        end
        if(_zz_4[20]) begin
          core_mW_20 <= core_rs_rWy;
        end
        if(_zz_4[21]) begin
          core_mW_21 <= core_rs_rWy;
        end
        if(_zz_4[22]) begin
          core_mW_22 <= core_rs_rWy;
        end
        if(_zz_4[23]) begin
          core_mW_23 <= core_rs_rWy;
        end
        if(_zz_4[24]) begin
          core_mW_24 <= core_rs_rWy;
        end
        if(_zz_4[25]) begin
          core_mW_25 <= core_rs_rWy;
        end
        if(_zz_4[26]) begin
          core_mW_26 <= core_rs_rWy;
        end
        if(_zz_4[27]) begin
          core_mW_27 <= core_rs_rWy;
        end
        if(_zz_4[28]) begin
          core_mW_28 <= core_rs_rWy;
        end
        if(_zz_4[29]) begin
          core_mW_29 <= core_rs_rWy;
        end
        if(_zz_4[30]) begin
          core_mW_30 <= core_rs_rWy;
        end
        if(_zz_4[31]) begin
          core_mW_31 <= core_rs_rWy;
        end
        core_freeS[core_rs_rY] <= 1'b0;
      end
    end
    core_resD <= _zz_core_resD;
    core_resW <= _zz_core_resW;
  end


endmodule
