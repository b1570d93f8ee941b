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

  wire                _zz_core_hitRow;
  wire                _zz_core_hitRow_1;
  wire                _zz_core_hitRow_2;
  wire                _zz_core_hitRow_3;
  wire       [0:0]    _zz_core_hitRow_4;
  wire       [121:0]  _zz_core_hitRow_5;
  wire                _zz_core_hitRow_6;
  wire                _zz_core_hitRow_7;
  wire                _zz_core_hitRow_8;
  wire                _zz_core_hitRow_9;
  wire       [0:0]    _zz_core_hitRow_10;
  wire       [117:0]  _zz_core_hitRow_11;
  wire                _zz_core_hitRow_12;
  wire                _zz_core_hitRow_13;
  wire                _zz_core_hitRow_14;
  wire                _zz_core_hitRow_15;
  wire       [0:0]    _zz_core_hitRow_16;
  wire       [113:0]  _zz_core_hitRow_17;
  wire                _zz_core_hitRow_18;
  wire                _zz_core_hitRow_19;
  wire                _zz_core_hitRow_20;
  wire                _zz_core_hitRow_21;
  wire       [0:0]    _zz_core_hitRow_22;
  wire       [109:0]  _zz_core_hitRow_23;
  wire                _zz_core_hitRow_24;
  wire                _zz_core_hitRow_25;
  wire                _zz_core_hitRow_26;
  wire                _zz_core_hitRow_27;
  wire       [0:0]    _zz_core_hitRow_28;
  wire       [105:0]  _zz_core_hitRow_29;
  wire                _zz_core_hitRow_30;
  wire                _zz_core_hitRow_31;
  wire                _zz_core_hitRow_32;
  wire                _zz_core_hitRow_33;
  wire       [0:0]    _zz_core_hitRow_34;
  wire       [101:0]  _zz_core_hitRow_35;
  wire                _zz_core_hitRow_36;
  wire                _zz_core_hitRow_37;
  wire                _zz_core_hitRow_38;
  wire                _zz_core_hitRow_39;
  wire       [0:0]    _zz_core_hitRow_40;
  wire       [97:0]   _zz_core_hitRow_41;
  wire                _zz_core_hitRow_42;
  wire                _zz_core_hitRow_43;
  wire                _zz_core_hitRow_44;
  wire                _zz_core_hitRow_45;
  wire       [0:0]    _zz_core_hitRow_46;
  wire       [93:0]   _zz_core_hitRow_47;
  wire                _zz_core_hitRow_48;
  wire                _zz_core_hitRow_49;
  wire                _zz_core_hitRow_50;
  wire                _zz_core_hitRow_51;
  wire       [0:0]    _zz_core_hitRow_52;
  wire       [89:0]   _zz_core_hitRow_53;
  wire                _zz_core_hitRow_54;
  wire                _zz_core_hitRow_55;
  wire                _zz_core_hitRow_56;
  wire                _zz_core_hitRow_57;
  wire       [0:0]    _zz_core_hitRow_58;
  wire       [85:0]   _zz_core_hitRow_59;
  wire                _zz_core_hitRow_60;
  wire                _zz_core_hitRow_61;
  wire                _zz_core_hitRow_62;
  wire                _zz_core_hitRow_63;
  wire       [0:0]    _zz_core_hitRow_64;
  wire       [81:0]   _zz_core_hitRow_65;
  wire                _zz_core_hitRow_66;
  wire                _zz_core_hitRow_67;
  wire                _zz_core_hitRow_68;
  wire                _zz_core_hitRow_69;
  wire       [0:0]    _zz_core_hitRow_70;
  wire       [77:0]   _zz_core_hitRow_71;
  wire                _zz_core_hitRow_72;
  wire                _zz_core_hitRow_73;
  wire                _zz_core_hitRow_74;
  wire                _zz_core_hitRow_75;
  wire       [0:0]    _zz_core_hitRow_76;
  wire       [73:0]   _zz_core_hitRow_77;
  wire                _zz_core_hitRow_78;
  wire                _zz_core_hitRow_79;
  wire                _zz_core_hitRow_80;
  wire                _zz_core_hitRow_81;
  wire       [0:0]    _zz_core_hitRow_82;
  wire       [69:0]   _zz_core_hitRow_83;
  wire                _zz_core_hitRow_84;
  wire                _zz_core_hitRow_85;
  wire                _zz_core_hitRow_86;
  wire                _zz_core_hitRow_87;
  wire       [0:0]    _zz_core_hitRow_88;
  wire       [65:0]   _zz_core_hitRow_89;
  wire                _zz_core_hitRow_90;
  wire                _zz_core_hitRow_91;
  wire                _zz_core_hitRow_92;
  wire                _zz_core_hitRow_93;
  wire       [0:0]    _zz_core_hitRow_94;
  wire       [61:0]   _zz_core_hitRow_95;
  wire                _zz_core_hitRow_96;
  wire                _zz_core_hitRow_97;
  wire                _zz_core_hitRow_98;
  wire                _zz_core_hitRow_99;
  wire       [0:0]    _zz_core_hitRow_100;
  wire       [57:0]   _zz_core_hitRow_101;
  wire                _zz_core_hitRow_102;
  wire                _zz_core_hitRow_103;
  wire                _zz_core_hitRow_104;
  wire                _zz_core_hitRow_105;
  wire       [0:0]    _zz_core_hitRow_106;
  wire       [53:0]   _zz_core_hitRow_107;
  wire                _zz_core_hitRow_108;
  wire                _zz_core_hitRow_109;
  wire                _zz_core_hitRow_110;
  wire                _zz_core_hitRow_111;
  wire       [0:0]    _zz_core_hitRow_112;
  wire       [49:0]   _zz_core_hitRow_113;
  wire                _zz_core_hitRow_114;
  wire                _zz_core_hitRow_115;
  wire                _zz_core_hitRow_116;
  wire                _zz_core_hitRow_117;
  wire       [0:0]    _zz_core_hitRow_118;
  wire       [45:0]   _zz_core_hitRow_119;
  wire                _zz_core_hitRow_120;
  wire                _zz_core_hitRow_121;
  wire                _zz_core_hitRow_122;
  wire                _zz_core_hitRow_123;
  wire       [0:0]    _zz_core_hitRow_124;
  wire       [41:0]   _zz_core_hitRow_125;
  wire                _zz_core_hitRow_126;
  wire                _zz_core_hitRow_127;
  wire                _zz_core_hitRow_128;
  wire                _zz_core_hitRow_129;
  wire       [0:0]    _zz_core_hitRow_130;
  wire       [37:0]   _zz_core_hitRow_131;
  wire                _zz_core_hitRow_132;
  wire                _zz_core_hitRow_133;
  wire                _zz_core_hitRow_134;
  wire                _zz_core_hitRow_135;
  wire       [0:0]    _zz_core_hitRow_136;
  wire       [33:0]   _zz_core_hitRow_137;
  wire                _zz_core_hitRow_138;
  wire                _zz_core_hitRow_139;
  wire                _zz_core_hitRow_140;
  wire                _zz_core_hitRow_141;
  wire       [0:0]    _zz_core_hitRow_142;
  wire       [29:0]   _zz_core_hitRow_143;
  wire                _zz_core_hitRow_144;
  wire                _zz_core_hitRow_145;
  wire                _zz_core_hitRow_146;
  wire                _zz_core_hitRow_147;
  wire       [0:0]    _zz_core_hitRow_148;
  wire       [25:0]   _zz_core_hitRow_149;
  wire                _zz_core_hitRow_150;
  wire                _zz_core_hitRow_151;
  wire                _zz_core_hitRow_152;
  wire                _zz_core_hitRow_153;
  wire       [0:0]    _zz_core_hitRow_154;
  wire       [21:0]   _zz_core_hitRow_155;
  wire                _zz_core_hitRow_156;
  wire                _zz_core_hitRow_157;
  wire                _zz_core_hitRow_158;
  wire                _zz_core_hitRow_159;
  wire       [0:0]    _zz_core_hitRow_160;
  wire       [17:0]   _zz_core_hitRow_161;
  wire                _zz_core_hitRow_162;
  wire                _zz_core_hitRow_163;
  wire                _zz_core_hitRow_164;
  wire                _zz_core_hitRow_165;
  wire       [0:0]    _zz_core_hitRow_166;
  wire       [13:0]   _zz_core_hitRow_167;
  wire                _zz_core_hitRow_168;
  wire                _zz_core_hitRow_169;
  wire                _zz_core_hitRow_170;
  wire                _zz_core_hitRow_171;
  wire       [0:0]    _zz_core_hitRow_172;
  wire       [9:0]    _zz_core_hitRow_173;
  wire                _zz_core_hitRow_174;
  wire                _zz_core_hitRow_175;
  wire                _zz_core_hitRow_176;
  wire                _zz_core_hitRow_177;
  wire       [0:0]    _zz_core_hitRow_178;
  wire       [5:0]    _zz_core_hitRow_179;
  wire                _zz_core_hitRow_180;
  wire                _zz_core_hitRow_181;
  wire                _zz_core_hitRow_182;
  wire                _zz_core_hitRow_183;
  wire       [0:0]    _zz_core_hitRow_184;
  wire       [1:0]    _zz_core_hitRow_185;
  wire                _zz_core_hitRow_186;
  wire                _zz_core_hitRow_187;
  wire       [0:0]    _zz_core_hitAny_128;
  wire       [116:0]  _zz_core_hitAny_129;
  wire       [0:0]    _zz_core_hitAny_130;
  wire       [105:0]  _zz_core_hitAny_131;
  wire       [0:0]    _zz_core_hitAny_132;
  wire       [94:0]   _zz_core_hitAny_133;
  wire       [0:0]    _zz_core_hitAny_134;
  wire       [83:0]   _zz_core_hitAny_135;
  wire       [0:0]    _zz_core_hitAny_136;
  wire       [72:0]   _zz_core_hitAny_137;
  wire       [0:0]    _zz_core_hitAny_138;
  wire       [61:0]   _zz_core_hitAny_139;
  wire       [0:0]    _zz_core_hitAny_140;
  wire       [50:0]   _zz_core_hitAny_141;
  wire       [0:0]    _zz_core_hitAny_142;
  wire       [39:0]   _zz_core_hitAny_143;
  wire       [0:0]    _zz_core_hitAny_144;
  wire       [28:0]   _zz_core_hitAny_145;
  wire       [0:0]    _zz_core_hitAny_146;
  wire       [17:0]   _zz_core_hitAny_147;
  wire       [0:0]    _zz_core_hitAny_148;
  wire       [6:0]    _zz_core_hitAny_149;
  wire       [6:0]    _zz_core_hitIdx;
  wire       [6:0]    _zz_core_hitIdx_1;
  wire       [6:0]    _zz_core_hitIdx_2;
  wire       [6:0]    _zz_core_hitIdx_3;
  wire       [6:0]    _zz_core_hitIdx_4;
  wire       [6:0]    _zz_core_hitIdx_5;
  wire       [6:0]    _zz_core_hitIdx_6;
  wire       [6:0]    _zz_core_hitIdx_7;
  wire       [6:0]    _zz_core_hitIdx_8;
  wire       [6:0]    _zz_core_hitIdx_9;
  wire       [6:0]    _zz_core_hitIdx_10;
  wire       [6:0]    _zz_core_hitIdx_11;
  wire       [6:0]    _zz_core_hitIdx_12;
  wire       [6:0]    _zz_core_hitIdx_13;
  wire       [6:0]    _zz_core_hitIdx_14;
  wire       [6:0]    _zz_core_hitIdx_15;
  wire       [6:0]    _zz_core_hitIdx_16;
  wire       [6:0]    _zz_core_hitIdx_17;
  wire       [6:0]    _zz_core_hitIdx_18;
  wire       [6:0]    _zz_core_hitIdx_19;
  wire       [6:0]    _zz_core_hitIdx_20;
  wire       [6:0]    _zz_core_hitIdx_21;
  wire       [6:0]    _zz_core_hitIdx_22;
  wire       [6:0]    _zz_core_hitIdx_23;
  wire       [6:0]    _zz_core_hitIdx_24;
  wire       [6:0]    _zz_core_hitIdx_25;
  wire       [6:0]    _zz_core_hitIdx_26;
  wire       [6:0]    _zz_core_hitIdx_27;
  wire       [6:0]    _zz_core_hitIdx_28;
  wire       [6:0]    _zz_core_hitIdx_29;
  wire       [6:0]    _zz_core_hitIdx_30;
  wire       [6:0]    _zz_core_hitIdx_31;
  wire       [6:0]    _zz_core_hitIdx_32;
  wire       [6:0]    _zz_core_hitIdx_33;
  wire       [6:0]    _zz_core_hitIdx_34;
  wire       [6:0]    _zz_core_hitIdx_35;
  wire       [6:0]    _zz_core_hitIdx_36;
  wire       [6:0]    _zz_core_hitIdx_37;
  wire       [6:0]    _zz_core_hitIdx_38;
  wire       [6:0]    _zz_core_hitIdx_39;
  wire       [6:0]    _zz_core_hitIdx_40;
  wire       [6:0]    _zz_core_hitIdx_41;
  wire       [6:0]    _zz_core_hitIdx_42;
  wire       [6:0]    _zz_core_hitIdx_43;
  wire       [6:0]    _zz_core_hitIdx_44;
  wire       [6:0]    _zz_core_hitIdx_45;
  wire       [6:0]    _zz_core_hitIdx_46;
  wire       [6:0]    _zz_core_hitIdx_47;
  wire       [6:0]    _zz_core_hitIdx_48;
  wire       [6:0]    _zz_core_hitIdx_49;
  wire       [6:0]    _zz_core_hitIdx_50;
  wire       [6:0]    _zz_core_hitIdx_51;
  wire       [6:0]    _zz_core_hitIdx_52;
  wire       [6:0]    _zz_core_hitIdx_53;
  wire       [6:0]    _zz_core_hitIdx_54;
  wire       [6:0]    _zz_core_hitIdx_55;
  wire       [6:0]    _zz_core_hitIdx_56;
  wire       [6:0]    _zz_core_hitIdx_57;
  wire       [6:0]    _zz_core_hitIdx_58;
  wire       [6:0]    _zz_core_hitIdx_59;
  wire       [6:0]    _zz_core_hitIdx_60;
  wire       [6:0]    _zz_core_hitIdx_61;
  wire       [6:0]    _zz_core_hitIdx_62;
  wire       [6:0]    _zz_core_hitIdx_63;
  wire       [6:0]    _zz_core_hitIdx_64;
  wire       [6:0]    _zz_core_hitIdx_65;
  wire       [6:0]    _zz_core_hitIdx_66;
  wire       [6:0]    _zz_core_hitIdx_67;
  wire       [6:0]    _zz_core_hitIdx_68;
  wire       [6:0]    _zz_core_hitIdx_69;
  wire       [6:0]    _zz_core_hitIdx_70;
  wire       [6:0]    _zz_core_hitIdx_71;
  wire       [6:0]    _zz_core_hitIdx_72;
  wire       [6:0]    _zz_core_hitIdx_73;
  wire       [6:0]    _zz_core_hitIdx_74;
  wire       [6:0]    _zz_core_hitIdx_75;
  wire       [6:0]    _zz_core_hitIdx_76;
  wire       [6:0]    _zz_core_hitIdx_77;
  wire       [6:0]    _zz_core_hitIdx_78;
  wire       [6:0]    _zz_core_hitIdx_79;
  wire       [6:0]    _zz_core_hitIdx_80;
  wire       [6:0]    _zz_core_hitIdx_81;
  wire       [6:0]    _zz_core_hitIdx_82;
  wire       [6:0]    _zz_core_hitIdx_83;
  wire       [6:0]    _zz_core_hitIdx_84;
  wire       [6:0]    _zz_core_hitIdx_85;
  wire       [6:0]    _zz_core_hitIdx_86;
  wire       [6:0]    _zz_core_hitIdx_87;
  wire       [6:0]    _zz_core_hitIdx_88;
  wire       [6:0]    _zz_core_hitIdx_89;
  wire       [6:0]    _zz_core_hitIdx_90;
  wire       [6:0]    _zz_core_hitIdx_91;
  wire       [6:0]    _zz_core_hitIdx_92;
  wire       [6:0]    _zz_core_hitIdx_93;
  wire       [6:0]    _zz_core_hitIdx_94;
  wire       [6:0]    _zz_core_hitIdx_95;
  wire       [6:0]    _zz_core_hitIdx_96;
  wire       [6:0]    _zz_core_hitIdx_97;
  wire       [6:0]    _zz_core_hitIdx_98;
  wire       [6:0]    _zz_core_hitIdx_99;
  wire       [6:0]    _zz_core_hitIdx_100;
  wire       [6:0]    _zz_core_hitIdx_101;
  wire       [6:0]    _zz_core_hitIdx_102;
  wire       [6:0]    _zz_core_hitIdx_103;
  wire       [6:0]    _zz_core_hitIdx_104;
  wire       [6:0]    _zz_core_hitIdx_105;
  wire       [6:0]    _zz_core_hitIdx_106;
  wire       [6:0]    _zz_core_hitIdx_107;
  wire       [6:0]    _zz_core_hitIdx_108;
  wire       [6:0]    _zz_core_hitIdx_109;
  wire       [6:0]    _zz_core_hitIdx_110;
  wire       [6:0]    _zz_core_hitIdx_111;
  wire       [6:0]    _zz_core_hitIdx_112;
  wire       [6:0]    _zz_core_hitIdx_113;
  wire       [6:0]    _zz_core_hitIdx_114;
  wire       [6:0]    _zz_core_hitIdx_115;
  wire       [6:0]    _zz_core_hitIdx_116;
  wire       [6:0]    _zz_core_hitIdx_117;
  wire       [6:0]    _zz_core_hitIdx_118;
  wire       [6:0]    _zz_core_hitIdx_119;
  wire       [6:0]    _zz_core_hitIdx_120;
  wire       [6:0]    _zz_core_hitIdx_121;
  wire       [6:0]    _zz_core_hitIdx_122;
  wire       [6:0]    _zz_core_hitIdx_123;
  wire       [6:0]    _zz_core_hitIdx_124;
  wire       [6:0]    _zz_core_hitIdx_125;
  wire       [6:0]    _zz_core_hitIdx_126;
  wire       [6:0]    _zz_core_hitIdx_127;
  wire       [6:0]    _zz_core_hitIdx_128;
  wire       [6:0]    _zz_core_hitIdx_129;
  wire       [6:0]    _zz_core_hitIdx_130;
  wire       [6:0]    _zz_core_hitIdx_131;
  wire       [6:0]    _zz_core_hitIdx_132;
  wire       [6:0]    _zz_core_hitIdx_133;
  wire       [6:0]    _zz_core_hitIdx_134;
  wire       [6:0]    _zz_core_hitIdx_135;
  wire       [6:0]    _zz_core_hitIdx_136;
  wire       [6:0]    _zz_core_hitIdx_137;
  wire       [6:0]    _zz_core_hitIdx_138;
  wire       [6:0]    _zz_core_hitIdx_139;
  wire       [6:0]    _zz_core_hitIdx_140;
  wire       [6:0]    _zz_core_hitIdx_141;
  wire       [6:0]    _zz_core_hitIdx_142;
  wire       [6:0]    _zz_core_hitIdx_143;
  wire       [6:0]    _zz_core_hitIdx_144;
  wire       [6:0]    _zz_core_hitIdx_145;
  wire       [6:0]    _zz_core_hitIdx_146;
  wire       [6:0]    _zz_core_hitIdx_147;
  wire       [6:0]    _zz_core_hitIdx_148;
  wire       [6:0]    _zz_core_hitIdx_149;
  wire       [6:0]    _zz_core_hitIdx_150;
  wire       [6:0]    _zz_core_hitIdx_151;
  wire       [6:0]    _zz_core_hitIdx_152;
  wire       [6:0]    _zz_core_hitIdx_153;
  wire       [6:0]    _zz_core_hitIdx_154;
  wire       [6:0]    _zz_core_hitIdx_155;
  wire       [6:0]    _zz_core_hitIdx_156;
  wire       [6:0]    _zz_core_hitIdx_157;
  wire       [6:0]    _zz_core_hitIdx_158;
  wire       [6:0]    _zz_core_hitIdx_159;
  wire       [6:0]    _zz_core_hitIdx_160;
  wire       [6:0]    _zz_core_hitIdx_161;
  wire       [6:0]    _zz_core_hitIdx_162;
  wire       [6:0]    _zz_core_hitIdx_163;
  wire       [6:0]    _zz_core_hitIdx_164;
  wire       [6:0]    _zz_core_hitIdx_165;
  wire       [6:0]    _zz_core_hitIdx_166;
  wire       [6:0]    _zz_core_hitIdx_167;
  wire       [6:0]    _zz_core_hitIdx_168;
  wire       [6:0]    _zz_core_hitIdx_169;
  wire       [6:0]    _zz_core_hitIdx_170;
  wire       [6:0]    _zz_core_hitIdx_171;
  wire       [6:0]    _zz_core_hitIdx_172;
  wire       [6:0]    _zz_core_hitIdx_173;
  wire       [6:0]    _zz_core_hitIdx_174;
  wire       [6:0]    _zz_core_hitIdx_175;
  wire       [6:0]    _zz_core_hitIdx_176;
  wire       [6:0]    _zz_core_hitIdx_177;
  wire       [6:0]    _zz_core_hitIdx_178;
  wire       [6:0]    _zz_core_hitIdx_179;
  wire       [6:0]    _zz_core_hitIdx_180;
  wire       [6:0]    _zz_core_hitIdx_181;
  wire       [6:0]    _zz_core_hitIdx_182;
  wire       [6:0]    _zz_core_hitIdx_183;
  wire       [6:0]    _zz_core_hitIdx_184;
  wire       [6:0]    _zz_core_hitIdx_185;
  wire       [6:0]    _zz_core_hitIdx_186;
  wire       [6:0]    _zz_core_hitIdx_187;
  wire       [6:0]    _zz_core_hitIdx_188;
  wire       [6:0]    _zz_core_hitIdx_189;
  wire       [6:0]    _zz_core_hitIdx_190;
  wire       [6:0]    _zz_core_hitIdx_191;
  wire       [6:0]    _zz_core_hitIdx_192;
  wire       [6:0]    _zz_core_hitIdx_193;
  wire       [6:0]    _zz_core_hitIdx_194;
  wire       [6:0]    _zz_core_hitIdx_195;
  wire       [6:0]    _zz_core_hitIdx_196;
  wire       [6:0]    _zz_core_hitIdx_197;
  wire       [6:0]    _zz_core_hitIdx_198;
  wire       [6:0]    _zz_core_hitIdx_199;
  wire       [6:0]    _zz_core_hitIdx_200;
  wire       [6:0]    _zz_core_hitIdx_201;
  wire       [6:0]    _zz_core_hitIdx_202;
  wire       [6:0]    _zz_core_hitIdx_203;
  wire       [6:0]    _zz_core_hitIdx_204;
  wire       [6:0]    _zz_core_hitIdx_205;
  wire       [6:0]    _zz_core_hitIdx_206;
  wire       [6:0]    _zz_core_hitIdx_207;
  wire       [6:0]    _zz_core_hitIdx_208;
  wire       [6:0]    _zz_core_hitIdx_209;
  wire       [6:0]    _zz_core_hitIdx_210;
  wire       [6:0]    _zz_core_hitIdx_211;
  wire       [6:0]    _zz_core_hitIdx_212;
  wire       [6:0]    _zz_core_hitIdx_213;
  wire       [6:0]    _zz_core_hitIdx_214;
  wire       [6:0]    _zz_core_hitIdx_215;
  wire       [6:0]    _zz_core_hitIdx_216;
  wire       [6:0]    _zz_core_hitIdx_217;
  wire       [6:0]    _zz_core_hitIdx_218;
  wire       [6:0]    _zz_core_hitIdx_219;
  wire       [6:0]    _zz_core_hitIdx_220;
  wire       [6:0]    _zz_core_hitIdx_221;
  wire       [6:0]    _zz_core_hitIdx_222;
  wire       [6:0]    _zz_core_hitIdx_223;
  wire       [6:0]    _zz_core_hitIdx_224;
  wire       [6:0]    _zz_core_hitIdx_225;
  wire       [6:0]    _zz_core_hitIdx_226;
  wire       [6:0]    _zz_core_hitIdx_227;
  wire       [6:0]    _zz_core_hitIdx_228;
  wire       [6:0]    _zz_core_hitIdx_229;
  wire       [6:0]    _zz_core_hitIdx_230;
  wire       [6:0]    _zz_core_hitIdx_231;
  wire       [6:0]    _zz_core_hitIdx_232;
  wire       [6:0]    _zz_core_hitIdx_233;
  wire       [6:0]    _zz_core_hitIdx_234;
  wire       [6:0]    _zz_core_hitIdx_235;
  wire       [6:0]    _zz_core_hitIdx_236;
  wire       [6:0]    _zz_core_hitIdx_237;
  wire       [6:0]    _zz_core_hitIdx_238;
  wire       [6:0]    _zz_core_hitIdx_239;
  wire       [6:0]    _zz_core_hitIdx_240;
  wire       [6:0]    _zz_core_hitIdx_241;
  wire       [6:0]    _zz_core_hitIdx_242;
  wire       [6:0]    _zz_core_hitIdx_243;
  wire       [6:0]    _zz_core_hitIdx_244;
  wire       [6:0]    _zz_core_hitIdx_245;
  wire       [6:0]    _zz_core_hitIdx_246;
  wire       [6:0]    _zz_core_hitIdx_247;
  wire       [6:0]    _zz_core_hitIdx_248;
  wire       [6:0]    _zz_core_hitIdx_249;
  wire       [6:0]    _zz_core_hitIdx_250;
  wire       [6:0]    _zz_core_hitIdx_251;
  wire       [6:0]    _zz_core_hitIdx_252;
  wire       [6:0]    _zz_core_hitIdx_253;
  wire       [6:0]    _zz_core_hitIdx_254;
  wire       [6:0]    _zz_core_hitIdx_255;
  wire       [6:0]    _zz_core_hitIdx_256;
  wire       [6:0]    _zz_core_hitIdx_257;
  wire       [6:0]    _zz_core_hitIdx_258;
  wire       [6:0]    _zz_core_hitIdx_259;
  wire       [6:0]    _zz_core_hitIdx_260;
  wire       [6:0]    _zz_core_hitIdx_261;
  wire       [6:0]    _zz_core_hitIdx_262;
  wire       [6:0]    _zz_core_hitIdx_263;
  wire       [6:0]    _zz_core_hitIdx_264;
  wire       [6:0]    _zz_core_hitIdx_265;
  wire       [6:0]    _zz_core_hitIdx_266;
  wire       [6:0]    _zz_core_hitIdx_267;
  wire       [6:0]    _zz_core_hitIdx_268;
  wire       [6:0]    _zz_core_hitIdx_269;
  wire       [6:0]    _zz_core_hitIdx_270;
  wire       [6:0]    _zz_core_hitIdx_271;
  wire       [6:0]    _zz_core_hitIdx_272;
  wire       [6:0]    _zz_core_hitIdx_273;
  wire       [6:0]    _zz_core_hitIdx_274;
  wire       [6:0]    _zz_core_hitIdx_275;
  wire       [6:0]    _zz_core_hitIdx_276;
  wire       [6:0]    _zz_core_hitIdx_277;
  wire       [6:0]    _zz_core_hitIdx_278;
  wire       [6:0]    _zz_core_hitIdx_279;
  wire       [6:0]    _zz_core_hitIdx_280;
  wire       [6:0]    _zz_core_hitIdx_281;
  wire       [6:0]    _zz_core_hitIdx_282;
  wire       [6:0]    _zz_core_hitIdx_283;
  wire       [6:0]    _zz_core_hitIdx_284;
  wire       [6:0]    _zz_core_hitIdx_285;
  wire       [6:0]    _zz_core_hitIdx_286;
  wire       [6:0]    _zz_core_hitIdx_287;
  wire       [6:0]    _zz_core_hitIdx_288;
  wire       [6:0]    _zz_core_hitIdx_289;
  wire       [6:0]    _zz_core_hitIdx_290;
  wire       [6:0]    _zz_core_hitIdx_291;
  wire       [6:0]    _zz_core_hitIdx_292;
  wire       [6:0]    _zz_core_hitIdx_293;
  wire       [6:0]    _zz_core_hitIdx_294;
  wire       [6:0]    _zz_core_hitIdx_295;
  wire       [6:0]    _zz_core_hitIdx_296;
  wire       [6:0]    _zz_core_hitIdx_297;
  wire       [6:0]    _zz_core_hitIdx_298;
  wire       [6:0]    _zz_core_hitIdx_299;
  wire       [6:0]    _zz_core_hitIdx_300;
  wire       [6:0]    _zz_core_hitIdx_301;
  wire       [6:0]    _zz_core_hitIdx_302;
  wire       [6:0]    _zz_core_hitIdx_303;
  wire       [6:0]    _zz_core_hitIdx_304;
  wire       [6:0]    _zz_core_hitIdx_305;
  wire       [6:0]    _zz_core_hitIdx_306;
  wire       [6:0]    _zz_core_hitIdx_307;
  wire       [6:0]    _zz_core_hitIdx_308;
  wire       [6:0]    _zz_core_hitIdx_309;
  wire       [6:0]    _zz_core_hitIdx_310;
  wire       [6:0]    _zz_core_hitIdx_311;
  wire       [6:0]    _zz_core_hitIdx_312;
  wire       [6:0]    _zz_core_hitIdx_313;
  wire       [6:0]    _zz_core_hitIdx_314;
  wire       [6:0]    _zz_core_hitIdx_315;
  wire       [6:0]    _zz_core_hitIdx_316;
  wire       [6:0]    _zz_core_hitIdx_317;
  wire       [6:0]    _zz_core_hitIdx_318;
  wire       [6:0]    _zz_core_hitIdx_319;
  wire       [6:0]    _zz_core_hitIdx_320;
  wire       [6:0]    _zz_core_hitIdx_321;
  wire       [6:0]    _zz_core_hitIdx_322;
  wire       [6:0]    _zz_core_hitIdx_323;
  wire       [6:0]    _zz_core_hitIdx_324;
  wire       [6:0]    _zz_core_hitIdx_325;
  wire       [6:0]    _zz_core_hitIdx_326;
  wire       [6:0]    _zz_core_hitIdx_327;
  wire       [6:0]    _zz_core_hitIdx_328;
  wire       [6:0]    _zz_core_hitIdx_329;
  wire       [6:0]    _zz_core_hitIdx_330;
  wire       [6:0]    _zz_core_hitIdx_331;
  wire       [6:0]    _zz_core_hitIdx_332;
  wire       [6:0]    _zz_core_hitIdx_333;
  wire       [6:0]    _zz_core_hitIdx_334;
  wire       [6:0]    _zz_core_hitIdx_335;
  wire       [6:0]    _zz_core_hitIdx_336;
  wire       [6:0]    _zz_core_hitIdx_337;
  wire       [6:0]    _zz_core_hitIdx_338;
  wire       [6:0]    _zz_core_hitIdx_339;
  wire       [6:0]    _zz_core_hitIdx_340;
  wire       [6:0]    _zz_core_hitIdx_341;
  wire       [6:0]    _zz_core_hitIdx_342;
  wire       [6:0]    _zz_core_hitIdx_343;
  wire       [6:0]    _zz_core_hitIdx_344;
  wire       [6:0]    _zz_core_hitIdx_345;
  wire       [6:0]    _zz_core_hitIdx_346;
  wire       [6:0]    _zz_core_hitIdx_347;
  wire       [6:0]    _zz_core_hitIdx_348;
  wire       [6:0]    _zz_core_hitIdx_349;
  wire       [6:0]    _zz_core_hitIdx_350;
  wire       [6:0]    _zz_core_hitIdx_351;
  wire       [6:0]    _zz_core_hitIdx_352;
  wire       [6:0]    _zz_core_hitIdx_353;
  wire       [6:0]    _zz_core_hitIdx_354;
  wire       [6:0]    _zz_core_hitIdx_355;
  wire       [6:0]    _zz_core_hitIdx_356;
  wire       [6:0]    _zz_core_hitIdx_357;
  wire       [6:0]    _zz_core_hitIdx_358;
  wire       [6:0]    _zz_core_hitIdx_359;
  wire       [6:0]    _zz_core_hitIdx_360;
  wire       [6:0]    _zz_core_hitIdx_361;
  wire       [6:0]    _zz_core_hitIdx_362;
  wire       [6:0]    _zz_core_hitIdx_363;
  wire       [6:0]    _zz_core_hitIdx_364;
  wire       [6:0]    _zz_core_hitIdx_365;
  wire       [6:0]    _zz_core_hitIdx_366;
  wire       [6:0]    _zz_core_hitIdx_367;
  wire       [6:0]    _zz_core_hitIdx_368;
  wire       [6:0]    _zz_core_hitIdx_369;
  wire       [6:0]    _zz_core_hitIdx_370;
  wire       [6:0]    _zz_core_hitIdx_371;
  wire       [6:0]    _zz_core_hitIdx_372;
  wire       [6:0]    _zz_core_hitIdx_373;
  wire       [6:0]    _zz_core_hitIdx_374;
  wire       [6:0]    _zz_core_hitIdx_375;
  wire       [6:0]    _zz_core_hitIdx_376;
  wire       [6:0]    _zz_core_hitIdx_377;
  wire       [6:0]    _zz_core_hitIdx_378;
  wire       [6:0]    _zz_core_hitIdx_379;
  wire       [6:0]    _zz_core_hitIdx_380;
  wire       [6:0]    _zz_core_hitIdx_381;
  wire       [6:0]    _zz_core_hitIdx_382;
  wire       [6:0]    _zz_core_hitIdx_383;
  wire       [6:0]    _zz_core_hitIdx_384;
  wire       [6:0]    _zz_core_hitIdx_385;
  wire       [6:0]    _zz_core_hitIdx_386;
  wire       [6:0]    _zz_core_hitIdx_387;
  wire       [6:0]    _zz_core_hitIdx_388;
  wire       [6:0]    _zz_core_hitIdx_389;
  wire       [6:0]    _zz_core_hitIdx_390;
  wire       [6:0]    _zz_core_hitIdx_391;
  wire       [6:0]    _zz_core_hitIdx_392;
  wire       [6:0]    _zz_core_hitIdx_393;
  wire       [6:0]    _zz_core_hitIdx_394;
  wire       [6:0]    _zz_core_hitIdx_395;
  wire       [6:0]    _zz_core_hitIdx_396;
  wire       [6:0]    _zz_core_hitIdx_397;
  wire       [6:0]    _zz_core_hitIdx_398;
  wire       [6:0]    _zz_core_hitIdx_399;
  wire       [6:0]    _zz_core_hitIdx_400;
  wire       [6:0]    _zz_core_hitIdx_401;
  wire       [6:0]    _zz_core_hitIdx_402;
  wire       [6:0]    _zz_core_hitIdx_403;
  wire       [6:0]    _zz_core_hitIdx_404;
  wire       [6:0]    _zz_core_hitIdx_405;
  wire       [6:0]    _zz_core_hitIdx_406;
  wire       [6:0]    _zz_core_hitIdx_407;
  wire       [6:0]    _zz_core_hitIdx_408;
  wire       [6:0]    _zz_core_hitIdx_409;
  wire       [6:0]    _zz_core_hitIdx_410;
  wire       [6:0]    _zz_core_hitIdx_411;
  wire       [6:0]    _zz_core_hitIdx_412;
  wire       [6:0]    _zz_core_hitIdx_413;
  wire       [6:0]    _zz_core_hitIdx_414;
  wire       [6:0]    _zz_core_hitIdx_415;
  wire       [6:0]    _zz_core_hitIdx_416;
  wire       [6:0]    _zz_core_hitIdx_417;
  wire       [6:0]    _zz_core_hitIdx_418;
  wire       [6:0]    _zz_core_hitIdx_419;
  wire       [6:0]    _zz_core_hitIdx_420;
  wire       [6:0]    _zz_core_hitIdx_421;
  wire       [6:0]    _zz_core_hitIdx_422;
  wire       [6:0]    _zz_core_hitIdx_423;
  wire       [6:0]    _zz_core_hitIdx_424;
  wire       [6:0]    _zz_core_hitIdx_425;
  wire       [6:0]    _zz_core_hitIdx_426;
  wire       [6:0]    _zz_core_hitIdx_427;
  wire       [6:0]    _zz_core_hitIdx_428;
  wire       [6:0]    _zz_core_hitIdx_429;
  wire       [6:0]    _zz_core_hitIdx_430;
  wire       [6:0]    _zz_core_hitIdx_431;
  wire       [6:0]    _zz_core_hitIdx_432;
  wire       [6:0]    _zz_core_hitIdx_433;
  wire       [6:0]    _zz_core_hitIdx_434;
  wire       [6:0]    _zz_core_hitIdx_435;
  wire       [6:0]    _zz_core_hitIdx_436;
  wire       [6:0]    _zz_core_hitIdx_437;
  wire       [6:0]    _zz_core_hitIdx_438;
  wire       [6:0]    _zz_core_hitIdx_439;
  wire       [6:0]    _zz_core_hitIdx_440;
  wire       [6:0]    _zz_core_hitIdx_441;
  wire       [6:0]    _zz_core_hitIdx_442;
  wire       [6:0]    _zz_core_hitIdx_443;
  wire       [6:0]    _zz_core_hitIdx_444;
  wire       [6:0]    _zz_core_hitIdx_445;
  wire       [6:0]    _zz_core_hitIdx_446;
  wire       [6:0]    _zz_core_hitIdx_447;
  wire       [6:0]    _zz_core_hitIdx_448;
  wire       [6:0]    _zz_core_hitIdx_449;
  wire       [6:0]    _zz_core_hitIdx_450;
  wire       [6:0]    _zz_core_hitIdx_451;
  wire       [6:0]    _zz_core_hitIdx_452;
  wire       [6:0]    _zz_core_hitIdx_453;
  wire       [6:0]    _zz_core_hitIdx_454;
  wire       [6:0]    _zz_core_hitIdx_455;
  wire       [6:0]    _zz_core_hitIdx_456;
  wire       [6:0]    _zz_core_hitIdx_457;
  wire       [6:0]    _zz_core_hitIdx_458;
  wire       [6:0]    _zz_core_hitIdx_459;
  wire       [6:0]    _zz_core_hitIdx_460;
  wire       [6:0]    _zz_core_hitIdx_461;
  wire       [6:0]    _zz_core_hitIdx_462;
  wire       [6:0]    _zz_core_hitIdx_463;
  wire       [6:0]    _zz_core_hitIdx_464;
  wire       [6:0]    _zz_core_hitIdx_465;
  wire       [6:0]    _zz_core_hitIdx_466;
  wire       [6:0]    _zz_core_hitIdx_467;
  wire       [6:0]    _zz_core_hitIdx_468;
  wire       [6:0]    _zz_core_hitIdx_469;
  wire       [6:0]    _zz_core_hitIdx_470;
  wire       [6:0]    _zz_core_hitIdx_471;
  wire       [6:0]    _zz_core_hitIdx_472;
  wire       [6:0]    _zz_core_hitIdx_473;
  wire       [6:0]    _zz_core_hitIdx_474;
  wire       [6:0]    _zz_core_hitIdx_475;
  wire       [6:0]    _zz_core_hitIdx_476;
  wire       [6:0]    _zz_core_hitIdx_477;
  wire       [6:0]    _zz_core_hitIdx_478;
  wire       [6:0]    _zz_core_hitIdx_479;
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
  wire       [17:0]   _zz_core_wr_newRaw_2;
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
  reg                 _zz_core_e0_0_v;
  reg        [5:0]    _zz_core_e0_0_src;
  reg        [5:0]    _zz_core_e0_0_dst;
  reg        [15:0]   _zz_core_e0_0_sum;
  reg                 _zz_core_e0_1_v;
  reg        [5:0]    _zz_core_e0_1_src;
  reg        [5:0]    _zz_core_e0_1_dst;
  reg        [15:0]   _zz_core_e0_1_sum;
  reg                 _zz_core_e0_2_v;
  reg        [5:0]    _zz_core_e0_2_src;
  reg        [5:0]    _zz_core_e0_2_dst;
  reg        [15:0]   _zz_core_e0_2_sum;
  reg                 _zz_core_e0_3_v;
  reg        [5:0]    _zz_core_e0_3_src;
  reg        [5:0]    _zz_core_e0_3_dst;
  reg        [15:0]   _zz_core_e0_3_sum;
  wire       [21:0]   _zz_core_total;
  wire       [21:0]   _zz_core_total_1;
  wire       [21:0]   _zz_core_total_2;
  wire       [15:0]   _zz_core_total_3;
  wire       [21:0]   _zz_core_total_4;
  wire       [15:0]   _zz_core_total_5;
  wire       [21:0]   _zz_core_total_6;
  wire       [21:0]   _zz_core_total_7;
  wire       [15:0]   _zz_core_total_8;
  wire       [21:0]   _zz_core_total_9;
  wire       [15:0]   _zz_core_total_10;
  wire       [6:0]    _zz_core_count;
  wire       [6:0]    _zz_core_count_1;
  wire       [6:0]    _zz_core_count_2;
  wire       [0:0]    _zz_core_count_3;
  wire       [6:0]    _zz_core_count_4;
  wire       [0:0]    _zz_core_count_5;
  wire       [6:0]    _zz_core_count_6;
  wire       [6:0]    _zz_core_count_7;
  wire       [0:0]    _zz_core_count_8;
  wire       [6:0]    _zz_core_count_9;
  wire       [0:0]    _zz_core_count_10;
  reg        [15:0]   _zz_core_rs_wy;
  wire       [16:0]   _zz_core_rs_gain;
  wire       [16:0]   _zz_core_rs_gain_1;
  wire       [16:0]   _zz_core_rs_ok;
  reg        [5:0]    _zz_core_rs_qB;
  reg        [5:0]    _zz_core_rs_qX;
  reg        [15:0]   _zz_core_rs_qWx;
  reg        [15:0]   _zz_core_rs_qWab;
  reg        [5:0]    _zz_core_rs_pY;
  wire       [21:0]   _zz_core_total_11;
  wire       [21:0]   _zz_core_total_12;
  wire       [21:0]   _zz_core_total_13;
  wire       [21:0]   _zz_core_total_14;
  wire       [21:0]   _zz_core_total_15;
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
  reg                 core_hitAny;
  reg        [6:0]    core_hitIdx;
  reg                 core_evOverflow;
  reg                 core_evMiss;
  reg                 core_evSat;
  reg                 core_wrV;
  reg        [5:0]    core_wrSrc;
  reg        [5:0]    core_wrDst;
  reg        [15:0]   core_wrSum;
  wire                when_LpMepcEngine_l139;
  reg        [15:0]   core_oldSum;
  reg        [127:0]  core_hitRow;
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
  wire                _zz_core_hitAny_64;
  wire                _zz_core_hitAny_65;
  wire                _zz_core_hitAny_66;
  wire                _zz_core_hitAny_67;
  wire                _zz_core_hitAny_68;
  wire                _zz_core_hitAny_69;
  wire                _zz_core_hitAny_70;
  wire                _zz_core_hitAny_71;
  wire                _zz_core_hitAny_72;
  wire                _zz_core_hitAny_73;
  wire                _zz_core_hitAny_74;
  wire                _zz_core_hitAny_75;
  wire                _zz_core_hitAny_76;
  wire                _zz_core_hitAny_77;
  wire                _zz_core_hitAny_78;
  wire                _zz_core_hitAny_79;
  wire                _zz_core_hitAny_80;
  wire                _zz_core_hitAny_81;
  wire                _zz_core_hitAny_82;
  wire                _zz_core_hitAny_83;
  wire                _zz_core_hitAny_84;
  wire                _zz_core_hitAny_85;
  wire                _zz_core_hitAny_86;
  wire                _zz_core_hitAny_87;
  wire                _zz_core_hitAny_88;
  wire                _zz_core_hitAny_89;
  wire                _zz_core_hitAny_90;
  wire                _zz_core_hitAny_91;
  wire                _zz_core_hitAny_92;
  wire                _zz_core_hitAny_93;
  wire                _zz_core_hitAny_94;
  wire                _zz_core_hitAny_95;
  wire                _zz_core_hitAny_96;
  wire                _zz_core_hitAny_97;
  wire                _zz_core_hitAny_98;
  wire                _zz_core_hitAny_99;
  wire                _zz_core_hitAny_100;
  wire                _zz_core_hitAny_101;
  wire                _zz_core_hitAny_102;
  wire                _zz_core_hitAny_103;
  wire                _zz_core_hitAny_104;
  wire                _zz_core_hitAny_105;
  wire                _zz_core_hitAny_106;
  wire                _zz_core_hitAny_107;
  wire                _zz_core_hitAny_108;
  wire                _zz_core_hitAny_109;
  wire                _zz_core_hitAny_110;
  wire                _zz_core_hitAny_111;
  wire                _zz_core_hitAny_112;
  wire                _zz_core_hitAny_113;
  wire                _zz_core_hitAny_114;
  wire                _zz_core_hitAny_115;
  wire                _zz_core_hitAny_116;
  wire                _zz_core_hitAny_117;
  wire                _zz_core_hitAny_118;
  wire                _zz_core_hitAny_119;
  wire                _zz_core_hitAny_120;
  wire                _zz_core_hitAny_121;
  wire                _zz_core_hitAny_122;
  wire                _zz_core_hitAny_123;
  wire                _zz_core_hitAny_124;
  wire                _zz_core_hitAny_125;
  wire                _zz_core_hitAny_126;
  wire                _zz_core_hitAny_127;
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
  wire                core_wr_ins;
  wire                core_wr_change;
  wire                core_wr_ent_v;
  wire       [5:0]    core_wr_ent_src;
  wire       [5:0]    core_wr_ent_dst;
  wire       [15:0]   core_wr_ent_sum;
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
  wire                when_LpMepcEngine_l197_64;
  wire                when_LpMepcEngine_l197_65;
  wire                when_LpMepcEngine_l197_66;
  wire                when_LpMepcEngine_l197_67;
  wire                when_LpMepcEngine_l197_68;
  wire                when_LpMepcEngine_l197_69;
  wire                when_LpMepcEngine_l197_70;
  wire                when_LpMepcEngine_l197_71;
  wire                when_LpMepcEngine_l197_72;
  wire                when_LpMepcEngine_l197_73;
  wire                when_LpMepcEngine_l197_74;
  wire                when_LpMepcEngine_l197_75;
  wire                when_LpMepcEngine_l197_76;
  wire                when_LpMepcEngine_l197_77;
  wire                when_LpMepcEngine_l197_78;
  wire                when_LpMepcEngine_l197_79;
  wire                when_LpMepcEngine_l197_80;
  wire                when_LpMepcEngine_l197_81;
  wire                when_LpMepcEngine_l197_82;
  wire                when_LpMepcEngine_l197_83;
  wire                when_LpMepcEngine_l197_84;
  wire                when_LpMepcEngine_l197_85;
  wire                when_LpMepcEngine_l197_86;
  wire                when_LpMepcEngine_l197_87;
  wire                when_LpMepcEngine_l197_88;
  wire                when_LpMepcEngine_l197_89;
  wire                when_LpMepcEngine_l197_90;
  wire                when_LpMepcEngine_l197_91;
  wire                when_LpMepcEngine_l197_92;
  wire                when_LpMepcEngine_l197_93;
  wire                when_LpMepcEngine_l197_94;
  wire                when_LpMepcEngine_l197_95;
  wire                when_LpMepcEngine_l197_96;
  wire                when_LpMepcEngine_l197_97;
  wire                when_LpMepcEngine_l197_98;
  wire                when_LpMepcEngine_l197_99;
  wire                when_LpMepcEngine_l197_100;
  wire                when_LpMepcEngine_l197_101;
  wire                when_LpMepcEngine_l197_102;
  wire                when_LpMepcEngine_l197_103;
  wire                when_LpMepcEngine_l197_104;
  wire                when_LpMepcEngine_l197_105;
  wire                when_LpMepcEngine_l197_106;
  wire                when_LpMepcEngine_l197_107;
  wire                when_LpMepcEngine_l197_108;
  wire                when_LpMepcEngine_l197_109;
  wire                when_LpMepcEngine_l197_110;
  wire                when_LpMepcEngine_l197_111;
  wire                when_LpMepcEngine_l197_112;
  wire                when_LpMepcEngine_l197_113;
  wire                when_LpMepcEngine_l197_114;
  wire                when_LpMepcEngine_l197_115;
  wire                when_LpMepcEngine_l197_116;
  wire                when_LpMepcEngine_l197_117;
  wire                when_LpMepcEngine_l197_118;
  wire                when_LpMepcEngine_l197_119;
  wire                when_LpMepcEngine_l197_120;
  wire                when_LpMepcEngine_l197_121;
  wire                when_LpMepcEngine_l197_122;
  wire                when_LpMepcEngine_l197_123;
  wire                when_LpMepcEngine_l197_124;
  wire                when_LpMepcEngine_l197_125;
  wire                when_LpMepcEngine_l197_126;
  wire                when_LpMepcEngine_l197_127;
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
  reg        [63:0]   core_oS;
  reg        [63:0]   core_oD;
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
  reg                 core_e0_0_v;
  reg        [5:0]    core_e0_0_src;
  reg        [5:0]    core_e0_0_dst;
  reg        [15:0]   core_e0_0_sum;
  reg                 core_e0_1_v;
  reg        [5:0]    core_e0_1_src;
  reg        [5:0]    core_e0_1_dst;
  reg        [15:0]   core_e0_1_sum;
  reg                 core_e0_2_v;
  reg        [5:0]    core_e0_2_src;
  reg        [5:0]    core_e0_2_dst;
  reg        [15:0]   core_e0_2_sum;
  reg                 core_e0_3_v;
  reg        [5:0]    core_e0_3_src;
  reg        [5:0]    core_e0_3_dst;
  reg        [15:0]   core_e0_3_sum;
  reg                 core_pv0;
  reg                 core_pv;
  reg                 core_l_0_v;
  reg        [5:0]    core_l_0_src;
  reg        [5:0]    core_l_0_dst;
  reg        [15:0]   core_l_0_sum;
  reg                 core_l_1_v;
  reg        [5:0]    core_l_1_src;
  reg        [5:0]    core_l_1_dst;
  reg        [15:0]   core_l_1_sum;
  reg                 core_l_2_v;
  reg        [5:0]    core_l_2_src;
  reg        [5:0]    core_l_2_dst;
  reg        [15:0]   core_l_2_sum;
  reg                 core_l_3_v;
  reg        [5:0]    core_l_3_src;
  reg        [5:0]    core_l_3_dst;
  reg        [15:0]   core_l_3_sum;
  reg        [63:0]   core_lS_0;
  reg        [63:0]   core_lS_1;
  reg        [63:0]   core_lS_2;
  reg        [63:0]   core_lS_3;
  reg        [63:0]   core_lD_0;
  reg        [63:0]   core_lD_1;
  reg        [63:0]   core_lD_2;
  reg        [63:0]   core_lD_3;
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
  wire       [4:0]    core_rdGrp;
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
  reg        [63:0]   core_g_gS_0;
  reg        [63:0]   core_g_gS_1;
  reg        [63:0]   core_g_gS_2;
  reg        [63:0]   core_g_gS_3;
  reg        [63:0]   core_g_gD_0;
  reg        [63:0]   core_g_gD_1;
  reg        [63:0]   core_g_gD_2;
  reg        [63:0]   core_g_gD_3;
  reg        [5:0]    core_g_gDst_0;
  reg        [5:0]    core_g_gDst_1;
  reg        [5:0]    core_g_gDst_2;
  reg        [5:0]    core_g_gDst_3;
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
  wire                when_LpMepcEngine_l382_32;
  wire                when_LpMepcEngine_l383_32;
  wire                when_LpMepcEngine_l382_33;
  wire                when_LpMepcEngine_l383_33;
  wire                when_LpMepcEngine_l382_34;
  wire                when_LpMepcEngine_l383_34;
  wire                when_LpMepcEngine_l382_35;
  wire                when_LpMepcEngine_l383_35;
  wire                when_LpMepcEngine_l382_36;
  wire                when_LpMepcEngine_l383_36;
  wire                when_LpMepcEngine_l382_37;
  wire                when_LpMepcEngine_l383_37;
  wire                when_LpMepcEngine_l382_38;
  wire                when_LpMepcEngine_l383_38;
  wire                when_LpMepcEngine_l382_39;
  wire                when_LpMepcEngine_l383_39;
  wire                when_LpMepcEngine_l382_40;
  wire                when_LpMepcEngine_l383_40;
  wire                when_LpMepcEngine_l382_41;
  wire                when_LpMepcEngine_l383_41;
  wire                when_LpMepcEngine_l382_42;
  wire                when_LpMepcEngine_l383_42;
  wire                when_LpMepcEngine_l382_43;
  wire                when_LpMepcEngine_l383_43;
  wire                when_LpMepcEngine_l382_44;
  wire                when_LpMepcEngine_l383_44;
  wire                when_LpMepcEngine_l382_45;
  wire                when_LpMepcEngine_l383_45;
  wire                when_LpMepcEngine_l382_46;
  wire                when_LpMepcEngine_l383_46;
  wire                when_LpMepcEngine_l382_47;
  wire                when_LpMepcEngine_l383_47;
  wire                when_LpMepcEngine_l382_48;
  wire                when_LpMepcEngine_l383_48;
  wire                when_LpMepcEngine_l382_49;
  wire                when_LpMepcEngine_l383_49;
  wire                when_LpMepcEngine_l382_50;
  wire                when_LpMepcEngine_l383_50;
  wire                when_LpMepcEngine_l382_51;
  wire                when_LpMepcEngine_l383_51;
  wire                when_LpMepcEngine_l382_52;
  wire                when_LpMepcEngine_l383_52;
  wire                when_LpMepcEngine_l382_53;
  wire                when_LpMepcEngine_l383_53;
  wire                when_LpMepcEngine_l382_54;
  wire                when_LpMepcEngine_l383_54;
  wire                when_LpMepcEngine_l382_55;
  wire                when_LpMepcEngine_l383_55;
  wire                when_LpMepcEngine_l382_56;
  wire                when_LpMepcEngine_l383_56;
  wire                when_LpMepcEngine_l382_57;
  wire                when_LpMepcEngine_l383_57;
  wire                when_LpMepcEngine_l382_58;
  wire                when_LpMepcEngine_l383_58;
  wire                when_LpMepcEngine_l382_59;
  wire                when_LpMepcEngine_l383_59;
  wire                when_LpMepcEngine_l382_60;
  wire                when_LpMepcEngine_l383_60;
  wire                when_LpMepcEngine_l382_61;
  wire                when_LpMepcEngine_l383_61;
  wire                when_LpMepcEngine_l382_62;
  wire                when_LpMepcEngine_l383_62;
  wire                when_LpMepcEngine_l382_63;
  wire                when_LpMepcEngine_l383_63;
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
  wire                _zz_core_mS_32;
  wire                _zz_core_mS_32_1;
  wire                _zz_core_mS_32_2;
  wire                _zz_core_mS_32_3;
  wire                when_LpMepcEngine_l391_32;
  wire                when_LpMepcEngine_l397_32;
  wire                _zz_core_mS_33;
  wire                _zz_core_mS_33_1;
  wire                _zz_core_mS_33_2;
  wire                _zz_core_mS_33_3;
  wire                when_LpMepcEngine_l391_33;
  wire                when_LpMepcEngine_l397_33;
  wire                _zz_core_mS_34;
  wire                _zz_core_mS_34_1;
  wire                _zz_core_mS_34_2;
  wire                _zz_core_mS_34_3;
  wire                when_LpMepcEngine_l391_34;
  wire                when_LpMepcEngine_l397_34;
  wire                _zz_core_mS_35;
  wire                _zz_core_mS_35_1;
  wire                _zz_core_mS_35_2;
  wire                _zz_core_mS_35_3;
  wire                when_LpMepcEngine_l391_35;
  wire                when_LpMepcEngine_l397_35;
  wire                _zz_core_mS_36;
  wire                _zz_core_mS_36_1;
  wire                _zz_core_mS_36_2;
  wire                _zz_core_mS_36_3;
  wire                when_LpMepcEngine_l391_36;
  wire                when_LpMepcEngine_l397_36;
  wire                _zz_core_mS_37;
  wire                _zz_core_mS_37_1;
  wire                _zz_core_mS_37_2;
  wire                _zz_core_mS_37_3;
  wire                when_LpMepcEngine_l391_37;
  wire                when_LpMepcEngine_l397_37;
  wire                _zz_core_mS_38;
  wire                _zz_core_mS_38_1;
  wire                _zz_core_mS_38_2;
  wire                _zz_core_mS_38_3;
  wire                when_LpMepcEngine_l391_38;
  wire                when_LpMepcEngine_l397_38;
  wire                _zz_core_mS_39;
  wire                _zz_core_mS_39_1;
  wire                _zz_core_mS_39_2;
  wire                _zz_core_mS_39_3;
  wire                when_LpMepcEngine_l391_39;
  wire                when_LpMepcEngine_l397_39;
  wire                _zz_core_mS_40;
  wire                _zz_core_mS_40_1;
  wire                _zz_core_mS_40_2;
  wire                _zz_core_mS_40_3;
  wire                when_LpMepcEngine_l391_40;
  wire                when_LpMepcEngine_l397_40;
  wire                _zz_core_mS_41;
  wire                _zz_core_mS_41_1;
  wire                _zz_core_mS_41_2;
  wire                _zz_core_mS_41_3;
  wire                when_LpMepcEngine_l391_41;
  wire                when_LpMepcEngine_l397_41;
  wire                _zz_core_mS_42;
  wire                _zz_core_mS_42_1;
  wire                _zz_core_mS_42_2;
  wire                _zz_core_mS_42_3;
  wire                when_LpMepcEngine_l391_42;
  wire                when_LpMepcEngine_l397_42;
  wire                _zz_core_mS_43;
  wire                _zz_core_mS_43_1;
  wire                _zz_core_mS_43_2;
  wire                _zz_core_mS_43_3;
  wire                when_LpMepcEngine_l391_43;
  wire                when_LpMepcEngine_l397_43;
  wire                _zz_core_mS_44;
  wire                _zz_core_mS_44_1;
  wire                _zz_core_mS_44_2;
  wire                _zz_core_mS_44_3;
  wire                when_LpMepcEngine_l391_44;
  wire                when_LpMepcEngine_l397_44;
  wire                _zz_core_mS_45;
  wire                _zz_core_mS_45_1;
  wire                _zz_core_mS_45_2;
  wire                _zz_core_mS_45_3;
  wire                when_LpMepcEngine_l391_45;
  wire                when_LpMepcEngine_l397_45;
  wire                _zz_core_mS_46;
  wire                _zz_core_mS_46_1;
  wire                _zz_core_mS_46_2;
  wire                _zz_core_mS_46_3;
  wire                when_LpMepcEngine_l391_46;
  wire                when_LpMepcEngine_l397_46;
  wire                _zz_core_mS_47;
  wire                _zz_core_mS_47_1;
  wire                _zz_core_mS_47_2;
  wire                _zz_core_mS_47_3;
  wire                when_LpMepcEngine_l391_47;
  wire                when_LpMepcEngine_l397_47;
  wire                _zz_core_mS_48;
  wire                _zz_core_mS_48_1;
  wire                _zz_core_mS_48_2;
  wire                _zz_core_mS_48_3;
  wire                when_LpMepcEngine_l391_48;
  wire                when_LpMepcEngine_l397_48;
  wire                _zz_core_mS_49;
  wire                _zz_core_mS_49_1;
  wire                _zz_core_mS_49_2;
  wire                _zz_core_mS_49_3;
  wire                when_LpMepcEngine_l391_49;
  wire                when_LpMepcEngine_l397_49;
  wire                _zz_core_mS_50;
  wire                _zz_core_mS_50_1;
  wire                _zz_core_mS_50_2;
  wire                _zz_core_mS_50_3;
  wire                when_LpMepcEngine_l391_50;
  wire                when_LpMepcEngine_l397_50;
  wire                _zz_core_mS_51;
  wire                _zz_core_mS_51_1;
  wire                _zz_core_mS_51_2;
  wire                _zz_core_mS_51_3;
  wire                when_LpMepcEngine_l391_51;
  wire                when_LpMepcEngine_l397_51;
  wire                _zz_core_mS_52;
  wire                _zz_core_mS_52_1;
  wire                _zz_core_mS_52_2;
  wire                _zz_core_mS_52_3;
  wire                when_LpMepcEngine_l391_52;
  wire                when_LpMepcEngine_l397_52;
  wire                _zz_core_mS_53;
  wire                _zz_core_mS_53_1;
  wire                _zz_core_mS_53_2;
  wire                _zz_core_mS_53_3;
  wire                when_LpMepcEngine_l391_53;
  wire                when_LpMepcEngine_l397_53;
  wire                _zz_core_mS_54;
  wire                _zz_core_mS_54_1;
  wire                _zz_core_mS_54_2;
  wire                _zz_core_mS_54_3;
  wire                when_LpMepcEngine_l391_54;
  wire                when_LpMepcEngine_l397_54;
  wire                _zz_core_mS_55;
  wire                _zz_core_mS_55_1;
  wire                _zz_core_mS_55_2;
  wire                _zz_core_mS_55_3;
  wire                when_LpMepcEngine_l391_55;
  wire                when_LpMepcEngine_l397_55;
  wire                _zz_core_mS_56;
  wire                _zz_core_mS_56_1;
  wire                _zz_core_mS_56_2;
  wire                _zz_core_mS_56_3;
  wire                when_LpMepcEngine_l391_56;
  wire                when_LpMepcEngine_l397_56;
  wire                _zz_core_mS_57;
  wire                _zz_core_mS_57_1;
  wire                _zz_core_mS_57_2;
  wire                _zz_core_mS_57_3;
  wire                when_LpMepcEngine_l391_57;
  wire                when_LpMepcEngine_l397_57;
  wire                _zz_core_mS_58;
  wire                _zz_core_mS_58_1;
  wire                _zz_core_mS_58_2;
  wire                _zz_core_mS_58_3;
  wire                when_LpMepcEngine_l391_58;
  wire                when_LpMepcEngine_l397_58;
  wire                _zz_core_mS_59;
  wire                _zz_core_mS_59_1;
  wire                _zz_core_mS_59_2;
  wire                _zz_core_mS_59_3;
  wire                when_LpMepcEngine_l391_59;
  wire                when_LpMepcEngine_l397_59;
  wire                _zz_core_mS_60;
  wire                _zz_core_mS_60_1;
  wire                _zz_core_mS_60_2;
  wire                _zz_core_mS_60_3;
  wire                when_LpMepcEngine_l391_60;
  wire                when_LpMepcEngine_l397_60;
  wire                _zz_core_mS_61;
  wire                _zz_core_mS_61_1;
  wire                _zz_core_mS_61_2;
  wire                _zz_core_mS_61_3;
  wire                when_LpMepcEngine_l391_61;
  wire                when_LpMepcEngine_l397_61;
  wire                _zz_core_mS_62;
  wire                _zz_core_mS_62_1;
  wire                _zz_core_mS_62_2;
  wire                _zz_core_mS_62_3;
  wire                when_LpMepcEngine_l391_62;
  wire                when_LpMepcEngine_l397_62;
  wire                _zz_core_mS_63;
  wire                _zz_core_mS_63_1;
  wire                _zz_core_mS_63_2;
  wire                _zz_core_mS_63_3;
  wire                when_LpMepcEngine_l391_63;
  wire                when_LpMepcEngine_l397_63;
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
  wire                _zz_core_aSx_32;
  wire                _zz_core_aSx_32_1;
  wire                _zz_core_aSx_32_2;
  wire                _zz_core_aSx_32_3;
  wire                _zz_core_aSx_33;
  wire                _zz_core_aSx_33_1;
  wire                _zz_core_aSx_33_2;
  wire                _zz_core_aSx_33_3;
  wire                _zz_core_aSx_34;
  wire                _zz_core_aSx_34_1;
  wire                _zz_core_aSx_34_2;
  wire                _zz_core_aSx_34_3;
  wire                _zz_core_aSx_35;
  wire                _zz_core_aSx_35_1;
  wire                _zz_core_aSx_35_2;
  wire                _zz_core_aSx_35_3;
  wire                _zz_core_aSx_36;
  wire                _zz_core_aSx_36_1;
  wire                _zz_core_aSx_36_2;
  wire                _zz_core_aSx_36_3;
  wire                _zz_core_aSx_37;
  wire                _zz_core_aSx_37_1;
  wire                _zz_core_aSx_37_2;
  wire                _zz_core_aSx_37_3;
  wire                _zz_core_aSx_38;
  wire                _zz_core_aSx_38_1;
  wire                _zz_core_aSx_38_2;
  wire                _zz_core_aSx_38_3;
  wire                _zz_core_aSx_39;
  wire                _zz_core_aSx_39_1;
  wire                _zz_core_aSx_39_2;
  wire                _zz_core_aSx_39_3;
  wire                _zz_core_aSx_40;
  wire                _zz_core_aSx_40_1;
  wire                _zz_core_aSx_40_2;
  wire                _zz_core_aSx_40_3;
  wire                _zz_core_aSx_41;
  wire                _zz_core_aSx_41_1;
  wire                _zz_core_aSx_41_2;
  wire                _zz_core_aSx_41_3;
  wire                _zz_core_aSx_42;
  wire                _zz_core_aSx_42_1;
  wire                _zz_core_aSx_42_2;
  wire                _zz_core_aSx_42_3;
  wire                _zz_core_aSx_43;
  wire                _zz_core_aSx_43_1;
  wire                _zz_core_aSx_43_2;
  wire                _zz_core_aSx_43_3;
  wire                _zz_core_aSx_44;
  wire                _zz_core_aSx_44_1;
  wire                _zz_core_aSx_44_2;
  wire                _zz_core_aSx_44_3;
  wire                _zz_core_aSx_45;
  wire                _zz_core_aSx_45_1;
  wire                _zz_core_aSx_45_2;
  wire                _zz_core_aSx_45_3;
  wire                _zz_core_aSx_46;
  wire                _zz_core_aSx_46_1;
  wire                _zz_core_aSx_46_2;
  wire                _zz_core_aSx_46_3;
  wire                _zz_core_aSx_47;
  wire                _zz_core_aSx_47_1;
  wire                _zz_core_aSx_47_2;
  wire                _zz_core_aSx_47_3;
  wire                _zz_core_aSx_48;
  wire                _zz_core_aSx_48_1;
  wire                _zz_core_aSx_48_2;
  wire                _zz_core_aSx_48_3;
  wire                _zz_core_aSx_49;
  wire                _zz_core_aSx_49_1;
  wire                _zz_core_aSx_49_2;
  wire                _zz_core_aSx_49_3;
  wire                _zz_core_aSx_50;
  wire                _zz_core_aSx_50_1;
  wire                _zz_core_aSx_50_2;
  wire                _zz_core_aSx_50_3;
  wire                _zz_core_aSx_51;
  wire                _zz_core_aSx_51_1;
  wire                _zz_core_aSx_51_2;
  wire                _zz_core_aSx_51_3;
  wire                _zz_core_aSx_52;
  wire                _zz_core_aSx_52_1;
  wire                _zz_core_aSx_52_2;
  wire                _zz_core_aSx_52_3;
  wire                _zz_core_aSx_53;
  wire                _zz_core_aSx_53_1;
  wire                _zz_core_aSx_53_2;
  wire                _zz_core_aSx_53_3;
  wire                _zz_core_aSx_54;
  wire                _zz_core_aSx_54_1;
  wire                _zz_core_aSx_54_2;
  wire                _zz_core_aSx_54_3;
  wire                _zz_core_aSx_55;
  wire                _zz_core_aSx_55_1;
  wire                _zz_core_aSx_55_2;
  wire                _zz_core_aSx_55_3;
  wire                _zz_core_aSx_56;
  wire                _zz_core_aSx_56_1;
  wire                _zz_core_aSx_56_2;
  wire                _zz_core_aSx_56_3;
  wire                _zz_core_aSx_57;
  wire                _zz_core_aSx_57_1;
  wire                _zz_core_aSx_57_2;
  wire                _zz_core_aSx_57_3;
  wire                _zz_core_aSx_58;
  wire                _zz_core_aSx_58_1;
  wire                _zz_core_aSx_58_2;
  wire                _zz_core_aSx_58_3;
  wire                _zz_core_aSx_59;
  wire                _zz_core_aSx_59_1;
  wire                _zz_core_aSx_59_2;
  wire                _zz_core_aSx_59_3;
  wire                _zz_core_aSx_60;
  wire                _zz_core_aSx_60_1;
  wire                _zz_core_aSx_60_2;
  wire                _zz_core_aSx_60_3;
  wire                _zz_core_aSx_61;
  wire                _zz_core_aSx_61_1;
  wire                _zz_core_aSx_61_2;
  wire                _zz_core_aSx_61_3;
  wire                _zz_core_aSx_62;
  wire                _zz_core_aSx_62_1;
  wire                _zz_core_aSx_62_2;
  wire                _zz_core_aSx_62_3;
  wire                _zz_core_aSx_63;
  wire                _zz_core_aSx_63_1;
  wire                _zz_core_aSx_63_2;
  wire                _zz_core_aSx_63_3;
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
  wire                when_LpMepcEngine_l427_32;
  wire                when_LpMepcEngine_l427_33;
  wire                when_LpMepcEngine_l427_34;
  wire                when_LpMepcEngine_l427_35;
  wire                when_LpMepcEngine_l427_36;
  wire                when_LpMepcEngine_l427_37;
  wire                when_LpMepcEngine_l427_38;
  wire                when_LpMepcEngine_l427_39;
  wire                when_LpMepcEngine_l427_40;
  wire                when_LpMepcEngine_l427_41;
  wire                when_LpMepcEngine_l427_42;
  wire                when_LpMepcEngine_l427_43;
  wire                when_LpMepcEngine_l427_44;
  wire                when_LpMepcEngine_l427_45;
  wire                when_LpMepcEngine_l427_46;
  wire                when_LpMepcEngine_l427_47;
  wire                when_LpMepcEngine_l427_48;
  wire                when_LpMepcEngine_l427_49;
  wire                when_LpMepcEngine_l427_50;
  wire                when_LpMepcEngine_l427_51;
  wire                when_LpMepcEngine_l427_52;
  wire                when_LpMepcEngine_l427_53;
  wire                when_LpMepcEngine_l427_54;
  wire                when_LpMepcEngine_l427_55;
  wire                when_LpMepcEngine_l427_56;
  wire                when_LpMepcEngine_l427_57;
  wire                when_LpMepcEngine_l427_58;
  wire                when_LpMepcEngine_l427_59;
  wire                when_LpMepcEngine_l427_60;
  wire                when_LpMepcEngine_l427_61;
  wire                when_LpMepcEngine_l427_62;
  wire                when_LpMepcEngine_l427_63;
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
  wire                _zz_core_aDy_32;
  wire                _zz_core_aDy_32_1;
  wire                _zz_core_aDy_32_2;
  wire                _zz_core_aDy_32_3;
  wire                _zz_core_aDy_33;
  wire                _zz_core_aDy_33_1;
  wire                _zz_core_aDy_33_2;
  wire                _zz_core_aDy_33_3;
  wire                _zz_core_aDy_34;
  wire                _zz_core_aDy_34_1;
  wire                _zz_core_aDy_34_2;
  wire                _zz_core_aDy_34_3;
  wire                _zz_core_aDy_35;
  wire                _zz_core_aDy_35_1;
  wire                _zz_core_aDy_35_2;
  wire                _zz_core_aDy_35_3;
  wire                _zz_core_aDy_36;
  wire                _zz_core_aDy_36_1;
  wire                _zz_core_aDy_36_2;
  wire                _zz_core_aDy_36_3;
  wire                _zz_core_aDy_37;
  wire                _zz_core_aDy_37_1;
  wire                _zz_core_aDy_37_2;
  wire                _zz_core_aDy_37_3;
  wire                _zz_core_aDy_38;
  wire                _zz_core_aDy_38_1;
  wire                _zz_core_aDy_38_2;
  wire                _zz_core_aDy_38_3;
  wire                _zz_core_aDy_39;
  wire                _zz_core_aDy_39_1;
  wire                _zz_core_aDy_39_2;
  wire                _zz_core_aDy_39_3;
  wire                _zz_core_aDy_40;
  wire                _zz_core_aDy_40_1;
  wire                _zz_core_aDy_40_2;
  wire                _zz_core_aDy_40_3;
  wire                _zz_core_aDy_41;
  wire                _zz_core_aDy_41_1;
  wire                _zz_core_aDy_41_2;
  wire                _zz_core_aDy_41_3;
  wire                _zz_core_aDy_42;
  wire                _zz_core_aDy_42_1;
  wire                _zz_core_aDy_42_2;
  wire                _zz_core_aDy_42_3;
  wire                _zz_core_aDy_43;
  wire                _zz_core_aDy_43_1;
  wire                _zz_core_aDy_43_2;
  wire                _zz_core_aDy_43_3;
  wire                _zz_core_aDy_44;
  wire                _zz_core_aDy_44_1;
  wire                _zz_core_aDy_44_2;
  wire                _zz_core_aDy_44_3;
  wire                _zz_core_aDy_45;
  wire                _zz_core_aDy_45_1;
  wire                _zz_core_aDy_45_2;
  wire                _zz_core_aDy_45_3;
  wire                _zz_core_aDy_46;
  wire                _zz_core_aDy_46_1;
  wire                _zz_core_aDy_46_2;
  wire                _zz_core_aDy_46_3;
  wire                _zz_core_aDy_47;
  wire                _zz_core_aDy_47_1;
  wire                _zz_core_aDy_47_2;
  wire                _zz_core_aDy_47_3;
  wire                _zz_core_aDy_48;
  wire                _zz_core_aDy_48_1;
  wire                _zz_core_aDy_48_2;
  wire                _zz_core_aDy_48_3;
  wire                _zz_core_aDy_49;
  wire                _zz_core_aDy_49_1;
  wire                _zz_core_aDy_49_2;
  wire                _zz_core_aDy_49_3;
  wire                _zz_core_aDy_50;
  wire                _zz_core_aDy_50_1;
  wire                _zz_core_aDy_50_2;
  wire                _zz_core_aDy_50_3;
  wire                _zz_core_aDy_51;
  wire                _zz_core_aDy_51_1;
  wire                _zz_core_aDy_51_2;
  wire                _zz_core_aDy_51_3;
  wire                _zz_core_aDy_52;
  wire                _zz_core_aDy_52_1;
  wire                _zz_core_aDy_52_2;
  wire                _zz_core_aDy_52_3;
  wire                _zz_core_aDy_53;
  wire                _zz_core_aDy_53_1;
  wire                _zz_core_aDy_53_2;
  wire                _zz_core_aDy_53_3;
  wire                _zz_core_aDy_54;
  wire                _zz_core_aDy_54_1;
  wire                _zz_core_aDy_54_2;
  wire                _zz_core_aDy_54_3;
  wire                _zz_core_aDy_55;
  wire                _zz_core_aDy_55_1;
  wire                _zz_core_aDy_55_2;
  wire                _zz_core_aDy_55_3;
  wire                _zz_core_aDy_56;
  wire                _zz_core_aDy_56_1;
  wire                _zz_core_aDy_56_2;
  wire                _zz_core_aDy_56_3;
  wire                _zz_core_aDy_57;
  wire                _zz_core_aDy_57_1;
  wire                _zz_core_aDy_57_2;
  wire                _zz_core_aDy_57_3;
  wire                _zz_core_aDy_58;
  wire                _zz_core_aDy_58_1;
  wire                _zz_core_aDy_58_2;
  wire                _zz_core_aDy_58_3;
  wire                _zz_core_aDy_59;
  wire                _zz_core_aDy_59_1;
  wire                _zz_core_aDy_59_2;
  wire                _zz_core_aDy_59_3;
  wire                _zz_core_aDy_60;
  wire                _zz_core_aDy_60_1;
  wire                _zz_core_aDy_60_2;
  wire                _zz_core_aDy_60_3;
  wire                _zz_core_aDy_61;
  wire                _zz_core_aDy_61_1;
  wire                _zz_core_aDy_61_2;
  wire                _zz_core_aDy_61_3;
  wire                _zz_core_aDy_62;
  wire                _zz_core_aDy_62_1;
  wire                _zz_core_aDy_62_2;
  wire                _zz_core_aDy_62_3;
  wire                _zz_core_aDy_63;
  wire                _zz_core_aDy_63_1;
  wire                _zz_core_aDy_63_2;
  wire                _zz_core_aDy_63_3;
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
  wire                when_LpMepcEngine_l435_32;
  wire                when_LpMepcEngine_l435_33;
  wire                when_LpMepcEngine_l435_34;
  wire                when_LpMepcEngine_l435_35;
  wire                when_LpMepcEngine_l435_36;
  wire                when_LpMepcEngine_l435_37;
  wire                when_LpMepcEngine_l435_38;
  wire                when_LpMepcEngine_l435_39;
  wire                when_LpMepcEngine_l435_40;
  wire                when_LpMepcEngine_l435_41;
  wire                when_LpMepcEngine_l435_42;
  wire                when_LpMepcEngine_l435_43;
  wire                when_LpMepcEngine_l435_44;
  wire                when_LpMepcEngine_l435_45;
  wire                when_LpMepcEngine_l435_46;
  wire                when_LpMepcEngine_l435_47;
  wire                when_LpMepcEngine_l435_48;
  wire                when_LpMepcEngine_l435_49;
  wire                when_LpMepcEngine_l435_50;
  wire                when_LpMepcEngine_l435_51;
  wire                when_LpMepcEngine_l435_52;
  wire                when_LpMepcEngine_l435_53;
  wire                when_LpMepcEngine_l435_54;
  wire                when_LpMepcEngine_l435_55;
  wire                when_LpMepcEngine_l435_56;
  wire                when_LpMepcEngine_l435_57;
  wire                when_LpMepcEngine_l435_58;
  wire                when_LpMepcEngine_l435_59;
  wire                when_LpMepcEngine_l435_60;
  wire                when_LpMepcEngine_l435_61;
  wire                when_LpMepcEngine_l435_62;
  wire                when_LpMepcEngine_l435_63;
  wire       [5:0]    core_rs_a;
  reg                 core_rs_qOk;
  reg        [5:0]    core_rs_qA;
  reg        [5:0]    core_rs_qB;
  reg        [5:0]    core_rs_qX;
  reg        [15:0]   core_rs_qWx;
  reg        [15:0]   core_rs_qWab;
  wire       [15:0]   core_rs_wy;
  wire       [16:0]   core_rs_gain;
  wire                core_rs_ok;
  reg                 core_rs_pOk;
  reg        [5:0]    core_rs_pA;
  reg        [5:0]    core_rs_pB;
  reg        [5:0]    core_rs_pX;
  reg        [5:0]    core_rs_pY;
  reg        [15:0]   core_rs_pWx;
  reg        [15:0]   core_rs_pWy;
  reg        [15:0]   core_rs_pWab;
  reg                 core_rs_rOk;
  reg        [5:0]    core_rs_rA;
  reg        [5:0]    core_rs_rB;
  reg        [5:0]    core_rs_rX;
  reg        [5:0]    core_rs_rY;
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
  wire       [63:0]   _zz_1;
  wire       [63:0]   _zz_2;
  wire       [63:0]   _zz_3;
  wire       [63:0]   _zz_4;
  wire                when_LpMepcEngine_l528;
  reg                 core_resV;
  reg        [5:0]    core_resD;
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
  assign _zz_core_total = (_zz_core_total_1 + _zz_core_total_6);
  assign _zz_core_total_1 = (_zz_core_total_2 + _zz_core_total_4);
  assign _zz_core_total_3 = (core_g_gTake[0] ? core_g_gW_0 : 16'h0);
  assign _zz_core_total_2 = {6'd0, _zz_core_total_3};
  assign _zz_core_total_5 = (core_g_gTake[1] ? core_g_gW_1 : 16'h0);
  assign _zz_core_total_4 = {6'd0, _zz_core_total_5};
  assign _zz_core_total_6 = (_zz_core_total_7 + _zz_core_total_9);
  assign _zz_core_total_8 = (core_g_gTake[2] ? core_g_gW_2 : 16'h0);
  assign _zz_core_total_7 = {6'd0, _zz_core_total_8};
  assign _zz_core_total_10 = (core_g_gTake[3] ? core_g_gW_3 : 16'h0);
  assign _zz_core_total_9 = {6'd0, _zz_core_total_10};
  assign _zz_core_count = (_zz_core_count_1 + _zz_core_count_6);
  assign _zz_core_count_1 = (_zz_core_count_2 + _zz_core_count_4);
  assign _zz_core_count_3 = core_g_gTake[0];
  assign _zz_core_count_2 = {6'd0, _zz_core_count_3};
  assign _zz_core_count_5 = core_g_gTake[1];
  assign _zz_core_count_4 = {6'd0, _zz_core_count_5};
  assign _zz_core_count_6 = (_zz_core_count_7 + _zz_core_count_9);
  assign _zz_core_count_8 = core_g_gTake[2];
  assign _zz_core_count_7 = {6'd0, _zz_core_count_8};
  assign _zz_core_count_10 = core_g_gTake[3];
  assign _zz_core_count_9 = {6'd0, _zz_core_count_10};
  assign _zz_core_rs_gain = {1'd0, core_rs_qWx};
  assign _zz_core_rs_gain_1 = {1'd0, core_rs_wy};
  assign _zz_core_rs_ok = {1'd0, core_rs_qWab};
  assign _zz_core_total_11 = (_zz_core_total_12 + _zz_core_total_14);
  assign _zz_core_total_12 = (core_total + _zz_core_total_13);
  assign _zz_core_total_13 = {6'd0, core_rs_rWx};
  assign _zz_core_total_14 = {6'd0, core_rs_rWy};
  assign _zz_core_total_15 = {6'd0, core_rs_rWab};
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
  assign _zz_core_hitRow = (core_tab_125_src == upd_src);
  assign _zz_core_hitRow_1 = (core_tab_124_v && (core_tab_124_src == upd_src));
  assign _zz_core_hitRow_2 = (core_tab_124_dst == upd_dst);
  assign _zz_core_hitRow_3 = ((core_tab_123_v && (core_tab_123_src == upd_src)) && (core_tab_123_dst == upd_dst));
  assign _zz_core_hitRow_4 = ((core_tab_122_v && (core_tab_122_src == upd_src)) && (core_tab_122_dst == upd_dst));
  assign _zz_core_hitRow_5 = {((core_tab_121_v && _zz_core_hitRow_6) && (core_tab_121_dst == upd_dst)),{(_zz_core_hitRow_7 && _zz_core_hitRow_8),{_zz_core_hitRow_9,{_zz_core_hitRow_10,_zz_core_hitRow_11}}}};
  assign _zz_core_hitRow_6 = (core_tab_121_src == upd_src);
  assign _zz_core_hitRow_7 = (core_tab_120_v && (core_tab_120_src == upd_src));
  assign _zz_core_hitRow_8 = (core_tab_120_dst == upd_dst);
  assign _zz_core_hitRow_9 = ((core_tab_119_v && (core_tab_119_src == upd_src)) && (core_tab_119_dst == upd_dst));
  assign _zz_core_hitRow_10 = ((core_tab_118_v && (core_tab_118_src == upd_src)) && (core_tab_118_dst == upd_dst));
  assign _zz_core_hitRow_11 = {((core_tab_117_v && _zz_core_hitRow_12) && (core_tab_117_dst == upd_dst)),{(_zz_core_hitRow_13 && _zz_core_hitRow_14),{_zz_core_hitRow_15,{_zz_core_hitRow_16,_zz_core_hitRow_17}}}};
  assign _zz_core_hitRow_12 = (core_tab_117_src == upd_src);
  assign _zz_core_hitRow_13 = (core_tab_116_v && (core_tab_116_src == upd_src));
  assign _zz_core_hitRow_14 = (core_tab_116_dst == upd_dst);
  assign _zz_core_hitRow_15 = ((core_tab_115_v && (core_tab_115_src == upd_src)) && (core_tab_115_dst == upd_dst));
  assign _zz_core_hitRow_16 = ((core_tab_114_v && (core_tab_114_src == upd_src)) && (core_tab_114_dst == upd_dst));
  assign _zz_core_hitRow_17 = {((core_tab_113_v && _zz_core_hitRow_18) && (core_tab_113_dst == upd_dst)),{(_zz_core_hitRow_19 && _zz_core_hitRow_20),{_zz_core_hitRow_21,{_zz_core_hitRow_22,_zz_core_hitRow_23}}}};
  assign _zz_core_hitRow_18 = (core_tab_113_src == upd_src);
  assign _zz_core_hitRow_19 = (core_tab_112_v && (core_tab_112_src == upd_src));
  assign _zz_core_hitRow_20 = (core_tab_112_dst == upd_dst);
  assign _zz_core_hitRow_21 = ((core_tab_111_v && (core_tab_111_src == upd_src)) && (core_tab_111_dst == upd_dst));
  assign _zz_core_hitRow_22 = ((core_tab_110_v && (core_tab_110_src == upd_src)) && (core_tab_110_dst == upd_dst));
  assign _zz_core_hitRow_23 = {((core_tab_109_v && _zz_core_hitRow_24) && (core_tab_109_dst == upd_dst)),{(_zz_core_hitRow_25 && _zz_core_hitRow_26),{_zz_core_hitRow_27,{_zz_core_hitRow_28,_zz_core_hitRow_29}}}};
  assign _zz_core_hitRow_24 = (core_tab_109_src == upd_src);
  assign _zz_core_hitRow_25 = (core_tab_108_v && (core_tab_108_src == upd_src));
  assign _zz_core_hitRow_26 = (core_tab_108_dst == upd_dst);
  assign _zz_core_hitRow_27 = ((core_tab_107_v && (core_tab_107_src == upd_src)) && (core_tab_107_dst == upd_dst));
  assign _zz_core_hitRow_28 = ((core_tab_106_v && (core_tab_106_src == upd_src)) && (core_tab_106_dst == upd_dst));
  assign _zz_core_hitRow_29 = {((core_tab_105_v && _zz_core_hitRow_30) && (core_tab_105_dst == upd_dst)),{(_zz_core_hitRow_31 && _zz_core_hitRow_32),{_zz_core_hitRow_33,{_zz_core_hitRow_34,_zz_core_hitRow_35}}}};
  assign _zz_core_hitRow_30 = (core_tab_105_src == upd_src);
  assign _zz_core_hitRow_31 = (core_tab_104_v && (core_tab_104_src == upd_src));
  assign _zz_core_hitRow_32 = (core_tab_104_dst == upd_dst);
  assign _zz_core_hitRow_33 = ((core_tab_103_v && (core_tab_103_src == upd_src)) && (core_tab_103_dst == upd_dst));
  assign _zz_core_hitRow_34 = ((core_tab_102_v && (core_tab_102_src == upd_src)) && (core_tab_102_dst == upd_dst));
  assign _zz_core_hitRow_35 = {((core_tab_101_v && _zz_core_hitRow_36) && (core_tab_101_dst == upd_dst)),{(_zz_core_hitRow_37 && _zz_core_hitRow_38),{_zz_core_hitRow_39,{_zz_core_hitRow_40,_zz_core_hitRow_41}}}};
  assign _zz_core_hitRow_36 = (core_tab_101_src == upd_src);
  assign _zz_core_hitRow_37 = (core_tab_100_v && (core_tab_100_src == upd_src));
  assign _zz_core_hitRow_38 = (core_tab_100_dst == upd_dst);
  assign _zz_core_hitRow_39 = ((core_tab_99_v && (core_tab_99_src == upd_src)) && (core_tab_99_dst == upd_dst));
  assign _zz_core_hitRow_40 = ((core_tab_98_v && (core_tab_98_src == upd_src)) && (core_tab_98_dst == upd_dst));
  assign _zz_core_hitRow_41 = {((core_tab_97_v && _zz_core_hitRow_42) && (core_tab_97_dst == upd_dst)),{(_zz_core_hitRow_43 && _zz_core_hitRow_44),{_zz_core_hitRow_45,{_zz_core_hitRow_46,_zz_core_hitRow_47}}}};
  assign _zz_core_hitRow_42 = (core_tab_97_src == upd_src);
  assign _zz_core_hitRow_43 = (core_tab_96_v && (core_tab_96_src == upd_src));
  assign _zz_core_hitRow_44 = (core_tab_96_dst == upd_dst);
  assign _zz_core_hitRow_45 = ((core_tab_95_v && (core_tab_95_src == upd_src)) && (core_tab_95_dst == upd_dst));
  assign _zz_core_hitRow_46 = ((core_tab_94_v && (core_tab_94_src == upd_src)) && (core_tab_94_dst == upd_dst));
  assign _zz_core_hitRow_47 = {((core_tab_93_v && _zz_core_hitRow_48) && (core_tab_93_dst == upd_dst)),{(_zz_core_hitRow_49 && _zz_core_hitRow_50),{_zz_core_hitRow_51,{_zz_core_hitRow_52,_zz_core_hitRow_53}}}};
  assign _zz_core_hitRow_48 = (core_tab_93_src == upd_src);
  assign _zz_core_hitRow_49 = (core_tab_92_v && (core_tab_92_src == upd_src));
  assign _zz_core_hitRow_50 = (core_tab_92_dst == upd_dst);
  assign _zz_core_hitRow_51 = ((core_tab_91_v && (core_tab_91_src == upd_src)) && (core_tab_91_dst == upd_dst));
  assign _zz_core_hitRow_52 = ((core_tab_90_v && (core_tab_90_src == upd_src)) && (core_tab_90_dst == upd_dst));
  assign _zz_core_hitRow_53 = {((core_tab_89_v && _zz_core_hitRow_54) && (core_tab_89_dst == upd_dst)),{(_zz_core_hitRow_55 && _zz_core_hitRow_56),{_zz_core_hitRow_57,{_zz_core_hitRow_58,_zz_core_hitRow_59}}}};
  assign _zz_core_hitRow_54 = (core_tab_89_src == upd_src);
  assign _zz_core_hitRow_55 = (core_tab_88_v && (core_tab_88_src == upd_src));
  assign _zz_core_hitRow_56 = (core_tab_88_dst == upd_dst);
  assign _zz_core_hitRow_57 = ((core_tab_87_v && (core_tab_87_src == upd_src)) && (core_tab_87_dst == upd_dst));
  assign _zz_core_hitRow_58 = ((core_tab_86_v && (core_tab_86_src == upd_src)) && (core_tab_86_dst == upd_dst));
  assign _zz_core_hitRow_59 = {((core_tab_85_v && _zz_core_hitRow_60) && (core_tab_85_dst == upd_dst)),{(_zz_core_hitRow_61 && _zz_core_hitRow_62),{_zz_core_hitRow_63,{_zz_core_hitRow_64,_zz_core_hitRow_65}}}};
  assign _zz_core_hitRow_60 = (core_tab_85_src == upd_src);
  assign _zz_core_hitRow_61 = (core_tab_84_v && (core_tab_84_src == upd_src));
  assign _zz_core_hitRow_62 = (core_tab_84_dst == upd_dst);
  assign _zz_core_hitRow_63 = ((core_tab_83_v && (core_tab_83_src == upd_src)) && (core_tab_83_dst == upd_dst));
  assign _zz_core_hitRow_64 = ((core_tab_82_v && (core_tab_82_src == upd_src)) && (core_tab_82_dst == upd_dst));
  assign _zz_core_hitRow_65 = {((core_tab_81_v && _zz_core_hitRow_66) && (core_tab_81_dst == upd_dst)),{(_zz_core_hitRow_67 && _zz_core_hitRow_68),{_zz_core_hitRow_69,{_zz_core_hitRow_70,_zz_core_hitRow_71}}}};
  assign _zz_core_hitRow_66 = (core_tab_81_src == upd_src);
  assign _zz_core_hitRow_67 = (core_tab_80_v && (core_tab_80_src == upd_src));
  assign _zz_core_hitRow_68 = (core_tab_80_dst == upd_dst);
  assign _zz_core_hitRow_69 = ((core_tab_79_v && (core_tab_79_src == upd_src)) && (core_tab_79_dst == upd_dst));
  assign _zz_core_hitRow_70 = ((core_tab_78_v && (core_tab_78_src == upd_src)) && (core_tab_78_dst == upd_dst));
  assign _zz_core_hitRow_71 = {((core_tab_77_v && _zz_core_hitRow_72) && (core_tab_77_dst == upd_dst)),{(_zz_core_hitRow_73 && _zz_core_hitRow_74),{_zz_core_hitRow_75,{_zz_core_hitRow_76,_zz_core_hitRow_77}}}};
  assign _zz_core_hitRow_72 = (core_tab_77_src == upd_src);
  assign _zz_core_hitRow_73 = (core_tab_76_v && (core_tab_76_src == upd_src));
  assign _zz_core_hitRow_74 = (core_tab_76_dst == upd_dst);
  assign _zz_core_hitRow_75 = ((core_tab_75_v && (core_tab_75_src == upd_src)) && (core_tab_75_dst == upd_dst));
  assign _zz_core_hitRow_76 = ((core_tab_74_v && (core_tab_74_src == upd_src)) && (core_tab_74_dst == upd_dst));
  assign _zz_core_hitRow_77 = {((core_tab_73_v && _zz_core_hitRow_78) && (core_tab_73_dst == upd_dst)),{(_zz_core_hitRow_79 && _zz_core_hitRow_80),{_zz_core_hitRow_81,{_zz_core_hitRow_82,_zz_core_hitRow_83}}}};
  assign _zz_core_hitRow_78 = (core_tab_73_src == upd_src);
  assign _zz_core_hitRow_79 = (core_tab_72_v && (core_tab_72_src == upd_src));
  assign _zz_core_hitRow_80 = (core_tab_72_dst == upd_dst);
  assign _zz_core_hitRow_81 = ((core_tab_71_v && (core_tab_71_src == upd_src)) && (core_tab_71_dst == upd_dst));
  assign _zz_core_hitRow_82 = ((core_tab_70_v && (core_tab_70_src == upd_src)) && (core_tab_70_dst == upd_dst));
  assign _zz_core_hitRow_83 = {((core_tab_69_v && _zz_core_hitRow_84) && (core_tab_69_dst == upd_dst)),{(_zz_core_hitRow_85 && _zz_core_hitRow_86),{_zz_core_hitRow_87,{_zz_core_hitRow_88,_zz_core_hitRow_89}}}};
  assign _zz_core_hitRow_84 = (core_tab_69_src == upd_src);
  assign _zz_core_hitRow_85 = (core_tab_68_v && (core_tab_68_src == upd_src));
  assign _zz_core_hitRow_86 = (core_tab_68_dst == upd_dst);
  assign _zz_core_hitRow_87 = ((core_tab_67_v && (core_tab_67_src == upd_src)) && (core_tab_67_dst == upd_dst));
  assign _zz_core_hitRow_88 = ((core_tab_66_v && (core_tab_66_src == upd_src)) && (core_tab_66_dst == upd_dst));
  assign _zz_core_hitRow_89 = {((core_tab_65_v && _zz_core_hitRow_90) && (core_tab_65_dst == upd_dst)),{(_zz_core_hitRow_91 && _zz_core_hitRow_92),{_zz_core_hitRow_93,{_zz_core_hitRow_94,_zz_core_hitRow_95}}}};
  assign _zz_core_hitRow_90 = (core_tab_65_src == upd_src);
  assign _zz_core_hitRow_91 = (core_tab_64_v && (core_tab_64_src == upd_src));
  assign _zz_core_hitRow_92 = (core_tab_64_dst == upd_dst);
  assign _zz_core_hitRow_93 = ((core_tab_63_v && (core_tab_63_src == upd_src)) && (core_tab_63_dst == upd_dst));
  assign _zz_core_hitRow_94 = ((core_tab_62_v && (core_tab_62_src == upd_src)) && (core_tab_62_dst == upd_dst));
  assign _zz_core_hitRow_95 = {((core_tab_61_v && _zz_core_hitRow_96) && (core_tab_61_dst == upd_dst)),{(_zz_core_hitRow_97 && _zz_core_hitRow_98),{_zz_core_hitRow_99,{_zz_core_hitRow_100,_zz_core_hitRow_101}}}};
  assign _zz_core_hitRow_96 = (core_tab_61_src == upd_src);
  assign _zz_core_hitRow_97 = (core_tab_60_v && (core_tab_60_src == upd_src));
  assign _zz_core_hitRow_98 = (core_tab_60_dst == upd_dst);
  assign _zz_core_hitRow_99 = ((core_tab_59_v && (core_tab_59_src == upd_src)) && (core_tab_59_dst == upd_dst));
  assign _zz_core_hitRow_100 = ((core_tab_58_v && (core_tab_58_src == upd_src)) && (core_tab_58_dst == upd_dst));
  assign _zz_core_hitRow_101 = {((core_tab_57_v && _zz_core_hitRow_102) && (core_tab_57_dst == upd_dst)),{(_zz_core_hitRow_103 && _zz_core_hitRow_104),{_zz_core_hitRow_105,{_zz_core_hitRow_106,_zz_core_hitRow_107}}}};
  assign _zz_core_hitRow_102 = (core_tab_57_src == upd_src);
  assign _zz_core_hitRow_103 = (core_tab_56_v && (core_tab_56_src == upd_src));
  assign _zz_core_hitRow_104 = (core_tab_56_dst == upd_dst);
  assign _zz_core_hitRow_105 = ((core_tab_55_v && (core_tab_55_src == upd_src)) && (core_tab_55_dst == upd_dst));
  assign _zz_core_hitRow_106 = ((core_tab_54_v && (core_tab_54_src == upd_src)) && (core_tab_54_dst == upd_dst));
  assign _zz_core_hitRow_107 = {((core_tab_53_v && _zz_core_hitRow_108) && (core_tab_53_dst == upd_dst)),{(_zz_core_hitRow_109 && _zz_core_hitRow_110),{_zz_core_hitRow_111,{_zz_core_hitRow_112,_zz_core_hitRow_113}}}};
  assign _zz_core_hitRow_108 = (core_tab_53_src == upd_src);
  assign _zz_core_hitRow_109 = (core_tab_52_v && (core_tab_52_src == upd_src));
  assign _zz_core_hitRow_110 = (core_tab_52_dst == upd_dst);
  assign _zz_core_hitRow_111 = ((core_tab_51_v && (core_tab_51_src == upd_src)) && (core_tab_51_dst == upd_dst));
  assign _zz_core_hitRow_112 = ((core_tab_50_v && (core_tab_50_src == upd_src)) && (core_tab_50_dst == upd_dst));
  assign _zz_core_hitRow_113 = {((core_tab_49_v && _zz_core_hitRow_114) && (core_tab_49_dst == upd_dst)),{(_zz_core_hitRow_115 && _zz_core_hitRow_116),{_zz_core_hitRow_117,{_zz_core_hitRow_118,_zz_core_hitRow_119}}}};
  assign _zz_core_hitRow_114 = (core_tab_49_src == upd_src);
  assign _zz_core_hitRow_115 = (core_tab_48_v && (core_tab_48_src == upd_src));
  assign _zz_core_hitRow_116 = (core_tab_48_dst == upd_dst);
  assign _zz_core_hitRow_117 = ((core_tab_47_v && (core_tab_47_src == upd_src)) && (core_tab_47_dst == upd_dst));
  assign _zz_core_hitRow_118 = ((core_tab_46_v && (core_tab_46_src == upd_src)) && (core_tab_46_dst == upd_dst));
  assign _zz_core_hitRow_119 = {((core_tab_45_v && _zz_core_hitRow_120) && (core_tab_45_dst == upd_dst)),{(_zz_core_hitRow_121 && _zz_core_hitRow_122),{_zz_core_hitRow_123,{_zz_core_hitRow_124,_zz_core_hitRow_125}}}};
  assign _zz_core_hitRow_120 = (core_tab_45_src == upd_src);
  assign _zz_core_hitRow_121 = (core_tab_44_v && (core_tab_44_src == upd_src));
  assign _zz_core_hitRow_122 = (core_tab_44_dst == upd_dst);
  assign _zz_core_hitRow_123 = ((core_tab_43_v && (core_tab_43_src == upd_src)) && (core_tab_43_dst == upd_dst));
  assign _zz_core_hitRow_124 = ((core_tab_42_v && (core_tab_42_src == upd_src)) && (core_tab_42_dst == upd_dst));
  assign _zz_core_hitRow_125 = {((core_tab_41_v && _zz_core_hitRow_126) && (core_tab_41_dst == upd_dst)),{(_zz_core_hitRow_127 && _zz_core_hitRow_128),{_zz_core_hitRow_129,{_zz_core_hitRow_130,_zz_core_hitRow_131}}}};
  assign _zz_core_hitRow_126 = (core_tab_41_src == upd_src);
  assign _zz_core_hitRow_127 = (core_tab_40_v && (core_tab_40_src == upd_src));
  assign _zz_core_hitRow_128 = (core_tab_40_dst == upd_dst);
  assign _zz_core_hitRow_129 = ((core_tab_39_v && (core_tab_39_src == upd_src)) && (core_tab_39_dst == upd_dst));
  assign _zz_core_hitRow_130 = ((core_tab_38_v && (core_tab_38_src == upd_src)) && (core_tab_38_dst == upd_dst));
  assign _zz_core_hitRow_131 = {((core_tab_37_v && _zz_core_hitRow_132) && (core_tab_37_dst == upd_dst)),{(_zz_core_hitRow_133 && _zz_core_hitRow_134),{_zz_core_hitRow_135,{_zz_core_hitRow_136,_zz_core_hitRow_137}}}};
  assign _zz_core_hitRow_132 = (core_tab_37_src == upd_src);
  assign _zz_core_hitRow_133 = (core_tab_36_v && (core_tab_36_src == upd_src));
  assign _zz_core_hitRow_134 = (core_tab_36_dst == upd_dst);
  assign _zz_core_hitRow_135 = ((core_tab_35_v && (core_tab_35_src == upd_src)) && (core_tab_35_dst == upd_dst));
  assign _zz_core_hitRow_136 = ((core_tab_34_v && (core_tab_34_src == upd_src)) && (core_tab_34_dst == upd_dst));
  assign _zz_core_hitRow_137 = {((core_tab_33_v && _zz_core_hitRow_138) && (core_tab_33_dst == upd_dst)),{(_zz_core_hitRow_139 && _zz_core_hitRow_140),{_zz_core_hitRow_141,{_zz_core_hitRow_142,_zz_core_hitRow_143}}}};
  assign _zz_core_hitRow_138 = (core_tab_33_src == upd_src);
  assign _zz_core_hitRow_139 = (core_tab_32_v && (core_tab_32_src == upd_src));
  assign _zz_core_hitRow_140 = (core_tab_32_dst == upd_dst);
  assign _zz_core_hitRow_141 = ((core_tab_31_v && (core_tab_31_src == upd_src)) && (core_tab_31_dst == upd_dst));
  assign _zz_core_hitRow_142 = ((core_tab_30_v && (core_tab_30_src == upd_src)) && (core_tab_30_dst == upd_dst));
  assign _zz_core_hitRow_143 = {((core_tab_29_v && _zz_core_hitRow_144) && (core_tab_29_dst == upd_dst)),{(_zz_core_hitRow_145 && _zz_core_hitRow_146),{_zz_core_hitRow_147,{_zz_core_hitRow_148,_zz_core_hitRow_149}}}};
  assign _zz_core_hitRow_144 = (core_tab_29_src == upd_src);
  assign _zz_core_hitRow_145 = (core_tab_28_v && (core_tab_28_src == upd_src));
  assign _zz_core_hitRow_146 = (core_tab_28_dst == upd_dst);
  assign _zz_core_hitRow_147 = ((core_tab_27_v && (core_tab_27_src == upd_src)) && (core_tab_27_dst == upd_dst));
  assign _zz_core_hitRow_148 = ((core_tab_26_v && (core_tab_26_src == upd_src)) && (core_tab_26_dst == upd_dst));
  assign _zz_core_hitRow_149 = {((core_tab_25_v && _zz_core_hitRow_150) && (core_tab_25_dst == upd_dst)),{(_zz_core_hitRow_151 && _zz_core_hitRow_152),{_zz_core_hitRow_153,{_zz_core_hitRow_154,_zz_core_hitRow_155}}}};
  assign _zz_core_hitRow_150 = (core_tab_25_src == upd_src);
  assign _zz_core_hitRow_151 = (core_tab_24_v && (core_tab_24_src == upd_src));
  assign _zz_core_hitRow_152 = (core_tab_24_dst == upd_dst);
  assign _zz_core_hitRow_153 = ((core_tab_23_v && (core_tab_23_src == upd_src)) && (core_tab_23_dst == upd_dst));
  assign _zz_core_hitRow_154 = ((core_tab_22_v && (core_tab_22_src == upd_src)) && (core_tab_22_dst == upd_dst));
  assign _zz_core_hitRow_155 = {((core_tab_21_v && _zz_core_hitRow_156) && (core_tab_21_dst == upd_dst)),{(_zz_core_hitRow_157 && _zz_core_hitRow_158),{_zz_core_hitRow_159,{_zz_core_hitRow_160,_zz_core_hitRow_161}}}};
  assign _zz_core_hitRow_156 = (core_tab_21_src == upd_src);
  assign _zz_core_hitRow_157 = (core_tab_20_v && (core_tab_20_src == upd_src));
  assign _zz_core_hitRow_158 = (core_tab_20_dst == upd_dst);
  assign _zz_core_hitRow_159 = ((core_tab_19_v && (core_tab_19_src == upd_src)) && (core_tab_19_dst == upd_dst));
  assign _zz_core_hitRow_160 = ((core_tab_18_v && (core_tab_18_src == upd_src)) && (core_tab_18_dst == upd_dst));
  assign _zz_core_hitRow_161 = {((core_tab_17_v && _zz_core_hitRow_162) && (core_tab_17_dst == upd_dst)),{(_zz_core_hitRow_163 && _zz_core_hitRow_164),{_zz_core_hitRow_165,{_zz_core_hitRow_166,_zz_core_hitRow_167}}}};
  assign _zz_core_hitRow_162 = (core_tab_17_src == upd_src);
  assign _zz_core_hitRow_163 = (core_tab_16_v && (core_tab_16_src == upd_src));
  assign _zz_core_hitRow_164 = (core_tab_16_dst == upd_dst);
  assign _zz_core_hitRow_165 = ((core_tab_15_v && (core_tab_15_src == upd_src)) && (core_tab_15_dst == upd_dst));
  assign _zz_core_hitRow_166 = ((core_tab_14_v && (core_tab_14_src == upd_src)) && (core_tab_14_dst == upd_dst));
  assign _zz_core_hitRow_167 = {((core_tab_13_v && _zz_core_hitRow_168) && (core_tab_13_dst == upd_dst)),{(_zz_core_hitRow_169 && _zz_core_hitRow_170),{_zz_core_hitRow_171,{_zz_core_hitRow_172,_zz_core_hitRow_173}}}};
  assign _zz_core_hitRow_168 = (core_tab_13_src == upd_src);
  assign _zz_core_hitRow_169 = (core_tab_12_v && (core_tab_12_src == upd_src));
  assign _zz_core_hitRow_170 = (core_tab_12_dst == upd_dst);
  assign _zz_core_hitRow_171 = ((core_tab_11_v && (core_tab_11_src == upd_src)) && (core_tab_11_dst == upd_dst));
  assign _zz_core_hitRow_172 = ((core_tab_10_v && (core_tab_10_src == upd_src)) && (core_tab_10_dst == upd_dst));
  assign _zz_core_hitRow_173 = {((core_tab_9_v && _zz_core_hitRow_174) && (core_tab_9_dst == upd_dst)),{(_zz_core_hitRow_175 && _zz_core_hitRow_176),{_zz_core_hitRow_177,{_zz_core_hitRow_178,_zz_core_hitRow_179}}}};
  assign _zz_core_hitRow_174 = (core_tab_9_src == upd_src);
  assign _zz_core_hitRow_175 = (core_tab_8_v && (core_tab_8_src == upd_src));
  assign _zz_core_hitRow_176 = (core_tab_8_dst == upd_dst);
  assign _zz_core_hitRow_177 = ((core_tab_7_v && (core_tab_7_src == upd_src)) && (core_tab_7_dst == upd_dst));
  assign _zz_core_hitRow_178 = ((core_tab_6_v && (core_tab_6_src == upd_src)) && (core_tab_6_dst == upd_dst));
  assign _zz_core_hitRow_179 = {((core_tab_5_v && _zz_core_hitRow_180) && (core_tab_5_dst == upd_dst)),{(_zz_core_hitRow_181 && _zz_core_hitRow_182),{_zz_core_hitRow_183,{_zz_core_hitRow_184,_zz_core_hitRow_185}}}};
  assign _zz_core_hitRow_180 = (core_tab_5_src == upd_src);
  assign _zz_core_hitRow_181 = (core_tab_4_v && (core_tab_4_src == upd_src));
  assign _zz_core_hitRow_182 = (core_tab_4_dst == upd_dst);
  assign _zz_core_hitRow_183 = ((core_tab_3_v && (core_tab_3_src == upd_src)) && (core_tab_3_dst == upd_dst));
  assign _zz_core_hitRow_184 = ((core_tab_2_v && (core_tab_2_src == upd_src)) && (core_tab_2_dst == upd_dst));
  assign _zz_core_hitRow_185 = {((core_tab_1_v && _zz_core_hitRow_186) && (core_tab_1_dst == upd_dst)),((core_tab_0_v && _zz_core_hitRow_187) && (core_tab_0_dst == upd_dst))};
  assign _zz_core_hitRow_186 = (core_tab_1_src == upd_src);
  assign _zz_core_hitRow_187 = (core_tab_0_src == upd_src);
  assign _zz_core_hitAny_128 = _zz_core_hitAny_117;
  assign _zz_core_hitAny_129 = {_zz_core_hitAny_116,{_zz_core_hitAny_115,{_zz_core_hitAny_114,{_zz_core_hitAny_113,{_zz_core_hitAny_112,{_zz_core_hitAny_111,{_zz_core_hitAny_110,{_zz_core_hitAny_109,{_zz_core_hitAny_108,{_zz_core_hitAny_107,{_zz_core_hitAny_130,_zz_core_hitAny_131}}}}}}}}}}};
  assign _zz_core_hitAny_130 = _zz_core_hitAny_106;
  assign _zz_core_hitAny_131 = {_zz_core_hitAny_105,{_zz_core_hitAny_104,{_zz_core_hitAny_103,{_zz_core_hitAny_102,{_zz_core_hitAny_101,{_zz_core_hitAny_100,{_zz_core_hitAny_99,{_zz_core_hitAny_98,{_zz_core_hitAny_97,{_zz_core_hitAny_96,{_zz_core_hitAny_132,_zz_core_hitAny_133}}}}}}}}}}};
  assign _zz_core_hitAny_132 = _zz_core_hitAny_95;
  assign _zz_core_hitAny_133 = {_zz_core_hitAny_94,{_zz_core_hitAny_93,{_zz_core_hitAny_92,{_zz_core_hitAny_91,{_zz_core_hitAny_90,{_zz_core_hitAny_89,{_zz_core_hitAny_88,{_zz_core_hitAny_87,{_zz_core_hitAny_86,{_zz_core_hitAny_85,{_zz_core_hitAny_134,_zz_core_hitAny_135}}}}}}}}}}};
  assign _zz_core_hitAny_134 = _zz_core_hitAny_84;
  assign _zz_core_hitAny_135 = {_zz_core_hitAny_83,{_zz_core_hitAny_82,{_zz_core_hitAny_81,{_zz_core_hitAny_80,{_zz_core_hitAny_79,{_zz_core_hitAny_78,{_zz_core_hitAny_77,{_zz_core_hitAny_76,{_zz_core_hitAny_75,{_zz_core_hitAny_74,{_zz_core_hitAny_136,_zz_core_hitAny_137}}}}}}}}}}};
  assign _zz_core_hitAny_136 = _zz_core_hitAny_73;
  assign _zz_core_hitAny_137 = {_zz_core_hitAny_72,{_zz_core_hitAny_71,{_zz_core_hitAny_70,{_zz_core_hitAny_69,{_zz_core_hitAny_68,{_zz_core_hitAny_67,{_zz_core_hitAny_66,{_zz_core_hitAny_65,{_zz_core_hitAny_64,{_zz_core_hitAny_63,{_zz_core_hitAny_138,_zz_core_hitAny_139}}}}}}}}}}};
  assign _zz_core_hitAny_138 = _zz_core_hitAny_62;
  assign _zz_core_hitAny_139 = {_zz_core_hitAny_61,{_zz_core_hitAny_60,{_zz_core_hitAny_59,{_zz_core_hitAny_58,{_zz_core_hitAny_57,{_zz_core_hitAny_56,{_zz_core_hitAny_55,{_zz_core_hitAny_54,{_zz_core_hitAny_53,{_zz_core_hitAny_52,{_zz_core_hitAny_140,_zz_core_hitAny_141}}}}}}}}}}};
  assign _zz_core_hitAny_140 = _zz_core_hitAny_51;
  assign _zz_core_hitAny_141 = {_zz_core_hitAny_50,{_zz_core_hitAny_49,{_zz_core_hitAny_48,{_zz_core_hitAny_47,{_zz_core_hitAny_46,{_zz_core_hitAny_45,{_zz_core_hitAny_44,{_zz_core_hitAny_43,{_zz_core_hitAny_42,{_zz_core_hitAny_41,{_zz_core_hitAny_142,_zz_core_hitAny_143}}}}}}}}}}};
  assign _zz_core_hitAny_142 = _zz_core_hitAny_40;
  assign _zz_core_hitAny_143 = {_zz_core_hitAny_39,{_zz_core_hitAny_38,{_zz_core_hitAny_37,{_zz_core_hitAny_36,{_zz_core_hitAny_35,{_zz_core_hitAny_34,{_zz_core_hitAny_33,{_zz_core_hitAny_32,{_zz_core_hitAny_31,{_zz_core_hitAny_30,{_zz_core_hitAny_144,_zz_core_hitAny_145}}}}}}}}}}};
  assign _zz_core_hitAny_144 = _zz_core_hitAny_29;
  assign _zz_core_hitAny_145 = {_zz_core_hitAny_28,{_zz_core_hitAny_27,{_zz_core_hitAny_26,{_zz_core_hitAny_25,{_zz_core_hitAny_24,{_zz_core_hitAny_23,{_zz_core_hitAny_22,{_zz_core_hitAny_21,{_zz_core_hitAny_20,{_zz_core_hitAny_19,{_zz_core_hitAny_146,_zz_core_hitAny_147}}}}}}}}}}};
  assign _zz_core_hitAny_146 = _zz_core_hitAny_18;
  assign _zz_core_hitAny_147 = {_zz_core_hitAny_17,{_zz_core_hitAny_16,{_zz_core_hitAny_15,{_zz_core_hitAny_14,{_zz_core_hitAny_13,{_zz_core_hitAny_12,{_zz_core_hitAny_11,{_zz_core_hitAny_10,{_zz_core_hitAny_9,{_zz_core_hitAny_8,{_zz_core_hitAny_148,_zz_core_hitAny_149}}}}}}}}}}};
  assign _zz_core_hitAny_148 = _zz_core_hitAny_7;
  assign _zz_core_hitAny_149 = {_zz_core_hitAny_6,{_zz_core_hitAny_5,{_zz_core_hitAny_4,{_zz_core_hitAny_3,{_zz_core_hitAny_2,{_zz_core_hitAny_1,_zz_core_hitAny}}}}}};
  assign _zz_core_hitIdx = (_zz_core_hitIdx_1 | _zz_core_hitIdx_8);
  assign _zz_core_hitIdx_15 = (_zz_core_hitIdx_16 | _zz_core_hitIdx_23);
  assign _zz_core_hitIdx_30 = (_zz_core_hitIdx_31 | _zz_core_hitIdx_38);
  assign _zz_core_hitIdx_45 = (_zz_core_hitIdx_46 | _zz_core_hitIdx_53);
  assign _zz_core_hitIdx_60 = (_zz_core_hitIdx_61 | _zz_core_hitIdx_68);
  assign _zz_core_hitIdx_75 = (_zz_core_hitIdx_76 | _zz_core_hitIdx_83);
  assign _zz_core_hitIdx_90 = (_zz_core_hitIdx_91 | _zz_core_hitIdx_98);
  assign _zz_core_hitIdx_105 = (_zz_core_hitIdx_106 | _zz_core_hitIdx_113);
  assign _zz_core_hitIdx_120 = (_zz_core_hitIdx_121 | _zz_core_hitIdx_128);
  assign _zz_core_hitIdx_135 = (_zz_core_hitIdx_136 | _zz_core_hitIdx_143);
  assign _zz_core_hitIdx_150 = (_zz_core_hitIdx_151 | _zz_core_hitIdx_158);
  assign _zz_core_hitIdx_165 = (_zz_core_hitIdx_166 | _zz_core_hitIdx_173);
  assign _zz_core_hitIdx_180 = (_zz_core_hitIdx_181 | _zz_core_hitIdx_188);
  assign _zz_core_hitIdx_195 = (_zz_core_hitIdx_196 | _zz_core_hitIdx_203);
  assign _zz_core_hitIdx_210 = (_zz_core_hitIdx_211 | _zz_core_hitIdx_218);
  assign _zz_core_hitIdx_225 = (_zz_core_hitIdx_226 | _zz_core_hitIdx_233);
  assign _zz_core_hitIdx_240 = (_zz_core_hitIdx_241 | _zz_core_hitIdx_248);
  assign _zz_core_hitIdx_255 = (_zz_core_hitIdx_256 | _zz_core_hitIdx_263);
  assign _zz_core_hitIdx_270 = (_zz_core_hitIdx_271 | _zz_core_hitIdx_278);
  assign _zz_core_hitIdx_285 = (_zz_core_hitIdx_286 | _zz_core_hitIdx_293);
  assign _zz_core_hitIdx_300 = (_zz_core_hitIdx_301 | _zz_core_hitIdx_308);
  assign _zz_core_hitIdx_315 = (_zz_core_hitIdx_316 | _zz_core_hitIdx_323);
  assign _zz_core_hitIdx_330 = (_zz_core_hitIdx_331 | _zz_core_hitIdx_338);
  assign _zz_core_hitIdx_345 = (_zz_core_hitIdx_346 | _zz_core_hitIdx_353);
  assign _zz_core_hitIdx_360 = (_zz_core_hitIdx_361 | _zz_core_hitIdx_368);
  assign _zz_core_hitIdx_375 = (_zz_core_hitIdx_376 | _zz_core_hitIdx_383);
  assign _zz_core_hitIdx_390 = (_zz_core_hitIdx_391 | _zz_core_hitIdx_398);
  assign _zz_core_hitIdx_405 = (_zz_core_hitIdx_406 | _zz_core_hitIdx_413);
  assign _zz_core_hitIdx_420 = (_zz_core_hitIdx_421 | _zz_core_hitIdx_428);
  assign _zz_core_hitIdx_435 = (_zz_core_hitIdx_436 | _zz_core_hitIdx_443);
  assign _zz_core_hitIdx_450 = (_zz_core_hitIdx_451 | _zz_core_hitIdx_458);
  assign _zz_core_hitIdx_465 = (_zz_core_hitIdx_466 | _zz_core_hitIdx_473);
  assign _zz_core_hitIdx_1 = (_zz_core_hitIdx_2 | _zz_core_hitIdx_5);
  assign _zz_core_hitIdx_8 = (_zz_core_hitIdx_9 | _zz_core_hitIdx_12);
  assign _zz_core_hitIdx_16 = (_zz_core_hitIdx_17 | _zz_core_hitIdx_20);
  assign _zz_core_hitIdx_23 = (_zz_core_hitIdx_24 | _zz_core_hitIdx_27);
  assign _zz_core_hitIdx_31 = (_zz_core_hitIdx_32 | _zz_core_hitIdx_35);
  assign _zz_core_hitIdx_38 = (_zz_core_hitIdx_39 | _zz_core_hitIdx_42);
  assign _zz_core_hitIdx_46 = (_zz_core_hitIdx_47 | _zz_core_hitIdx_50);
  assign _zz_core_hitIdx_53 = (_zz_core_hitIdx_54 | _zz_core_hitIdx_57);
  assign _zz_core_hitIdx_61 = (_zz_core_hitIdx_62 | _zz_core_hitIdx_65);
  assign _zz_core_hitIdx_68 = (_zz_core_hitIdx_69 | _zz_core_hitIdx_72);
  assign _zz_core_hitIdx_76 = (_zz_core_hitIdx_77 | _zz_core_hitIdx_80);
  assign _zz_core_hitIdx_83 = (_zz_core_hitIdx_84 | _zz_core_hitIdx_87);
  assign _zz_core_hitIdx_91 = (_zz_core_hitIdx_92 | _zz_core_hitIdx_95);
  assign _zz_core_hitIdx_98 = (_zz_core_hitIdx_99 | _zz_core_hitIdx_102);
  assign _zz_core_hitIdx_106 = (_zz_core_hitIdx_107 | _zz_core_hitIdx_110);
  assign _zz_core_hitIdx_113 = (_zz_core_hitIdx_114 | _zz_core_hitIdx_117);
  assign _zz_core_hitIdx_121 = (_zz_core_hitIdx_122 | _zz_core_hitIdx_125);
  assign _zz_core_hitIdx_128 = (_zz_core_hitIdx_129 | _zz_core_hitIdx_132);
  assign _zz_core_hitIdx_136 = (_zz_core_hitIdx_137 | _zz_core_hitIdx_140);
  assign _zz_core_hitIdx_143 = (_zz_core_hitIdx_144 | _zz_core_hitIdx_147);
  assign _zz_core_hitIdx_151 = (_zz_core_hitIdx_152 | _zz_core_hitIdx_155);
  assign _zz_core_hitIdx_158 = (_zz_core_hitIdx_159 | _zz_core_hitIdx_162);
  assign _zz_core_hitIdx_166 = (_zz_core_hitIdx_167 | _zz_core_hitIdx_170);
  assign _zz_core_hitIdx_173 = (_zz_core_hitIdx_174 | _zz_core_hitIdx_177);
  assign _zz_core_hitIdx_181 = (_zz_core_hitIdx_182 | _zz_core_hitIdx_185);
  assign _zz_core_hitIdx_188 = (_zz_core_hitIdx_189 | _zz_core_hitIdx_192);
  assign _zz_core_hitIdx_196 = (_zz_core_hitIdx_197 | _zz_core_hitIdx_200);
  assign _zz_core_hitIdx_203 = (_zz_core_hitIdx_204 | _zz_core_hitIdx_207);
  assign _zz_core_hitIdx_211 = (_zz_core_hitIdx_212 | _zz_core_hitIdx_215);
  assign _zz_core_hitIdx_218 = (_zz_core_hitIdx_219 | _zz_core_hitIdx_222);
  assign _zz_core_hitIdx_226 = (_zz_core_hitIdx_227 | _zz_core_hitIdx_230);
  assign _zz_core_hitIdx_233 = (_zz_core_hitIdx_234 | _zz_core_hitIdx_237);
  assign _zz_core_hitIdx_241 = (_zz_core_hitIdx_242 | _zz_core_hitIdx_245);
  assign _zz_core_hitIdx_248 = (_zz_core_hitIdx_249 | _zz_core_hitIdx_252);
  assign _zz_core_hitIdx_256 = (_zz_core_hitIdx_257 | _zz_core_hitIdx_260);
  assign _zz_core_hitIdx_263 = (_zz_core_hitIdx_264 | _zz_core_hitIdx_267);
  assign _zz_core_hitIdx_271 = (_zz_core_hitIdx_272 | _zz_core_hitIdx_275);
  assign _zz_core_hitIdx_278 = (_zz_core_hitIdx_279 | _zz_core_hitIdx_282);
  assign _zz_core_hitIdx_286 = (_zz_core_hitIdx_287 | _zz_core_hitIdx_290);
  assign _zz_core_hitIdx_293 = (_zz_core_hitIdx_294 | _zz_core_hitIdx_297);
  assign _zz_core_hitIdx_301 = (_zz_core_hitIdx_302 | _zz_core_hitIdx_305);
  assign _zz_core_hitIdx_308 = (_zz_core_hitIdx_309 | _zz_core_hitIdx_312);
  assign _zz_core_hitIdx_316 = (_zz_core_hitIdx_317 | _zz_core_hitIdx_320);
  assign _zz_core_hitIdx_323 = (_zz_core_hitIdx_324 | _zz_core_hitIdx_327);
  assign _zz_core_hitIdx_331 = (_zz_core_hitIdx_332 | _zz_core_hitIdx_335);
  assign _zz_core_hitIdx_338 = (_zz_core_hitIdx_339 | _zz_core_hitIdx_342);
  assign _zz_core_hitIdx_346 = (_zz_core_hitIdx_347 | _zz_core_hitIdx_350);
  assign _zz_core_hitIdx_353 = (_zz_core_hitIdx_354 | _zz_core_hitIdx_357);
  assign _zz_core_hitIdx_361 = (_zz_core_hitIdx_362 | _zz_core_hitIdx_365);
  assign _zz_core_hitIdx_368 = (_zz_core_hitIdx_369 | _zz_core_hitIdx_372);
  assign _zz_core_hitIdx_376 = (_zz_core_hitIdx_377 | _zz_core_hitIdx_380);
  assign _zz_core_hitIdx_383 = (_zz_core_hitIdx_384 | _zz_core_hitIdx_387);
  assign _zz_core_hitIdx_391 = (_zz_core_hitIdx_392 | _zz_core_hitIdx_395);
  assign _zz_core_hitIdx_398 = (_zz_core_hitIdx_399 | _zz_core_hitIdx_402);
  assign _zz_core_hitIdx_406 = (_zz_core_hitIdx_407 | _zz_core_hitIdx_410);
  assign _zz_core_hitIdx_413 = (_zz_core_hitIdx_414 | _zz_core_hitIdx_417);
  assign _zz_core_hitIdx_421 = (_zz_core_hitIdx_422 | _zz_core_hitIdx_425);
  assign _zz_core_hitIdx_428 = (_zz_core_hitIdx_429 | _zz_core_hitIdx_432);
  assign _zz_core_hitIdx_436 = (_zz_core_hitIdx_437 | _zz_core_hitIdx_440);
  assign _zz_core_hitIdx_443 = (_zz_core_hitIdx_444 | _zz_core_hitIdx_447);
  assign _zz_core_hitIdx_451 = (_zz_core_hitIdx_452 | _zz_core_hitIdx_455);
  assign _zz_core_hitIdx_458 = (_zz_core_hitIdx_459 | _zz_core_hitIdx_462);
  assign _zz_core_hitIdx_466 = (_zz_core_hitIdx_467 | _zz_core_hitIdx_470);
  assign _zz_core_hitIdx_473 = (_zz_core_hitIdx_474 | _zz_core_hitIdx_477);
  assign _zz_core_hitIdx_2 = (_zz_core_hitAny ? _zz_core_hitIdx_3 : _zz_core_hitIdx_4);
  assign _zz_core_hitIdx_5 = (_zz_core_hitAny_1 ? _zz_core_hitIdx_6 : _zz_core_hitIdx_7);
  assign _zz_core_hitIdx_9 = (_zz_core_hitAny_2 ? _zz_core_hitIdx_10 : _zz_core_hitIdx_11);
  assign _zz_core_hitIdx_12 = (_zz_core_hitAny_3 ? _zz_core_hitIdx_13 : _zz_core_hitIdx_14);
  assign _zz_core_hitIdx_17 = (_zz_core_hitAny_4 ? _zz_core_hitIdx_18 : _zz_core_hitIdx_19);
  assign _zz_core_hitIdx_20 = (_zz_core_hitAny_5 ? _zz_core_hitIdx_21 : _zz_core_hitIdx_22);
  assign _zz_core_hitIdx_24 = (_zz_core_hitAny_6 ? _zz_core_hitIdx_25 : _zz_core_hitIdx_26);
  assign _zz_core_hitIdx_27 = (_zz_core_hitAny_7 ? _zz_core_hitIdx_28 : _zz_core_hitIdx_29);
  assign _zz_core_hitIdx_32 = (_zz_core_hitAny_8 ? _zz_core_hitIdx_33 : _zz_core_hitIdx_34);
  assign _zz_core_hitIdx_35 = (_zz_core_hitAny_9 ? _zz_core_hitIdx_36 : _zz_core_hitIdx_37);
  assign _zz_core_hitIdx_39 = (_zz_core_hitAny_10 ? _zz_core_hitIdx_40 : _zz_core_hitIdx_41);
  assign _zz_core_hitIdx_42 = (_zz_core_hitAny_11 ? _zz_core_hitIdx_43 : _zz_core_hitIdx_44);
  assign _zz_core_hitIdx_47 = (_zz_core_hitAny_12 ? _zz_core_hitIdx_48 : _zz_core_hitIdx_49);
  assign _zz_core_hitIdx_50 = (_zz_core_hitAny_13 ? _zz_core_hitIdx_51 : _zz_core_hitIdx_52);
  assign _zz_core_hitIdx_54 = (_zz_core_hitAny_14 ? _zz_core_hitIdx_55 : _zz_core_hitIdx_56);
  assign _zz_core_hitIdx_57 = (_zz_core_hitAny_15 ? _zz_core_hitIdx_58 : _zz_core_hitIdx_59);
  assign _zz_core_hitIdx_62 = (_zz_core_hitAny_16 ? _zz_core_hitIdx_63 : _zz_core_hitIdx_64);
  assign _zz_core_hitIdx_65 = (_zz_core_hitAny_17 ? _zz_core_hitIdx_66 : _zz_core_hitIdx_67);
  assign _zz_core_hitIdx_69 = (_zz_core_hitAny_18 ? _zz_core_hitIdx_70 : _zz_core_hitIdx_71);
  assign _zz_core_hitIdx_72 = (_zz_core_hitAny_19 ? _zz_core_hitIdx_73 : _zz_core_hitIdx_74);
  assign _zz_core_hitIdx_77 = (_zz_core_hitAny_20 ? _zz_core_hitIdx_78 : _zz_core_hitIdx_79);
  assign _zz_core_hitIdx_80 = (_zz_core_hitAny_21 ? _zz_core_hitIdx_81 : _zz_core_hitIdx_82);
  assign _zz_core_hitIdx_84 = (_zz_core_hitAny_22 ? _zz_core_hitIdx_85 : _zz_core_hitIdx_86);
  assign _zz_core_hitIdx_87 = (_zz_core_hitAny_23 ? _zz_core_hitIdx_88 : _zz_core_hitIdx_89);
  assign _zz_core_hitIdx_92 = (_zz_core_hitAny_24 ? _zz_core_hitIdx_93 : _zz_core_hitIdx_94);
  assign _zz_core_hitIdx_95 = (_zz_core_hitAny_25 ? _zz_core_hitIdx_96 : _zz_core_hitIdx_97);
  assign _zz_core_hitIdx_99 = (_zz_core_hitAny_26 ? _zz_core_hitIdx_100 : _zz_core_hitIdx_101);
  assign _zz_core_hitIdx_102 = (_zz_core_hitAny_27 ? _zz_core_hitIdx_103 : _zz_core_hitIdx_104);
  assign _zz_core_hitIdx_107 = (_zz_core_hitAny_28 ? _zz_core_hitIdx_108 : _zz_core_hitIdx_109);
  assign _zz_core_hitIdx_110 = (_zz_core_hitAny_29 ? _zz_core_hitIdx_111 : _zz_core_hitIdx_112);
  assign _zz_core_hitIdx_114 = (_zz_core_hitAny_30 ? _zz_core_hitIdx_115 : _zz_core_hitIdx_116);
  assign _zz_core_hitIdx_117 = (_zz_core_hitAny_31 ? _zz_core_hitIdx_118 : _zz_core_hitIdx_119);
  assign _zz_core_hitIdx_122 = (_zz_core_hitAny_32 ? _zz_core_hitIdx_123 : _zz_core_hitIdx_124);
  assign _zz_core_hitIdx_125 = (_zz_core_hitAny_33 ? _zz_core_hitIdx_126 : _zz_core_hitIdx_127);
  assign _zz_core_hitIdx_129 = (_zz_core_hitAny_34 ? _zz_core_hitIdx_130 : _zz_core_hitIdx_131);
  assign _zz_core_hitIdx_132 = (_zz_core_hitAny_35 ? _zz_core_hitIdx_133 : _zz_core_hitIdx_134);
  assign _zz_core_hitIdx_137 = (_zz_core_hitAny_36 ? _zz_core_hitIdx_138 : _zz_core_hitIdx_139);
  assign _zz_core_hitIdx_140 = (_zz_core_hitAny_37 ? _zz_core_hitIdx_141 : _zz_core_hitIdx_142);
  assign _zz_core_hitIdx_144 = (_zz_core_hitAny_38 ? _zz_core_hitIdx_145 : _zz_core_hitIdx_146);
  assign _zz_core_hitIdx_147 = (_zz_core_hitAny_39 ? _zz_core_hitIdx_148 : _zz_core_hitIdx_149);
  assign _zz_core_hitIdx_152 = (_zz_core_hitAny_40 ? _zz_core_hitIdx_153 : _zz_core_hitIdx_154);
  assign _zz_core_hitIdx_155 = (_zz_core_hitAny_41 ? _zz_core_hitIdx_156 : _zz_core_hitIdx_157);
  assign _zz_core_hitIdx_159 = (_zz_core_hitAny_42 ? _zz_core_hitIdx_160 : _zz_core_hitIdx_161);
  assign _zz_core_hitIdx_162 = (_zz_core_hitAny_43 ? _zz_core_hitIdx_163 : _zz_core_hitIdx_164);
  assign _zz_core_hitIdx_167 = (_zz_core_hitAny_44 ? _zz_core_hitIdx_168 : _zz_core_hitIdx_169);
  assign _zz_core_hitIdx_170 = (_zz_core_hitAny_45 ? _zz_core_hitIdx_171 : _zz_core_hitIdx_172);
  assign _zz_core_hitIdx_174 = (_zz_core_hitAny_46 ? _zz_core_hitIdx_175 : _zz_core_hitIdx_176);
  assign _zz_core_hitIdx_177 = (_zz_core_hitAny_47 ? _zz_core_hitIdx_178 : _zz_core_hitIdx_179);
  assign _zz_core_hitIdx_182 = (_zz_core_hitAny_48 ? _zz_core_hitIdx_183 : _zz_core_hitIdx_184);
  assign _zz_core_hitIdx_185 = (_zz_core_hitAny_49 ? _zz_core_hitIdx_186 : _zz_core_hitIdx_187);
  assign _zz_core_hitIdx_189 = (_zz_core_hitAny_50 ? _zz_core_hitIdx_190 : _zz_core_hitIdx_191);
  assign _zz_core_hitIdx_192 = (_zz_core_hitAny_51 ? _zz_core_hitIdx_193 : _zz_core_hitIdx_194);
  assign _zz_core_hitIdx_197 = (_zz_core_hitAny_52 ? _zz_core_hitIdx_198 : _zz_core_hitIdx_199);
  assign _zz_core_hitIdx_200 = (_zz_core_hitAny_53 ? _zz_core_hitIdx_201 : _zz_core_hitIdx_202);
  assign _zz_core_hitIdx_204 = (_zz_core_hitAny_54 ? _zz_core_hitIdx_205 : _zz_core_hitIdx_206);
  assign _zz_core_hitIdx_207 = (_zz_core_hitAny_55 ? _zz_core_hitIdx_208 : _zz_core_hitIdx_209);
  assign _zz_core_hitIdx_212 = (_zz_core_hitAny_56 ? _zz_core_hitIdx_213 : _zz_core_hitIdx_214);
  assign _zz_core_hitIdx_215 = (_zz_core_hitAny_57 ? _zz_core_hitIdx_216 : _zz_core_hitIdx_217);
  assign _zz_core_hitIdx_219 = (_zz_core_hitAny_58 ? _zz_core_hitIdx_220 : _zz_core_hitIdx_221);
  assign _zz_core_hitIdx_222 = (_zz_core_hitAny_59 ? _zz_core_hitIdx_223 : _zz_core_hitIdx_224);
  assign _zz_core_hitIdx_227 = (_zz_core_hitAny_60 ? _zz_core_hitIdx_228 : _zz_core_hitIdx_229);
  assign _zz_core_hitIdx_230 = (_zz_core_hitAny_61 ? _zz_core_hitIdx_231 : _zz_core_hitIdx_232);
  assign _zz_core_hitIdx_234 = (_zz_core_hitAny_62 ? _zz_core_hitIdx_235 : _zz_core_hitIdx_236);
  assign _zz_core_hitIdx_237 = (_zz_core_hitAny_63 ? _zz_core_hitIdx_238 : _zz_core_hitIdx_239);
  assign _zz_core_hitIdx_242 = (_zz_core_hitAny_64 ? _zz_core_hitIdx_243 : _zz_core_hitIdx_244);
  assign _zz_core_hitIdx_245 = (_zz_core_hitAny_65 ? _zz_core_hitIdx_246 : _zz_core_hitIdx_247);
  assign _zz_core_hitIdx_249 = (_zz_core_hitAny_66 ? _zz_core_hitIdx_250 : _zz_core_hitIdx_251);
  assign _zz_core_hitIdx_252 = (_zz_core_hitAny_67 ? _zz_core_hitIdx_253 : _zz_core_hitIdx_254);
  assign _zz_core_hitIdx_257 = (_zz_core_hitAny_68 ? _zz_core_hitIdx_258 : _zz_core_hitIdx_259);
  assign _zz_core_hitIdx_260 = (_zz_core_hitAny_69 ? _zz_core_hitIdx_261 : _zz_core_hitIdx_262);
  assign _zz_core_hitIdx_264 = (_zz_core_hitAny_70 ? _zz_core_hitIdx_265 : _zz_core_hitIdx_266);
  assign _zz_core_hitIdx_267 = (_zz_core_hitAny_71 ? _zz_core_hitIdx_268 : _zz_core_hitIdx_269);
  assign _zz_core_hitIdx_272 = (_zz_core_hitAny_72 ? _zz_core_hitIdx_273 : _zz_core_hitIdx_274);
  assign _zz_core_hitIdx_275 = (_zz_core_hitAny_73 ? _zz_core_hitIdx_276 : _zz_core_hitIdx_277);
  assign _zz_core_hitIdx_279 = (_zz_core_hitAny_74 ? _zz_core_hitIdx_280 : _zz_core_hitIdx_281);
  assign _zz_core_hitIdx_282 = (_zz_core_hitAny_75 ? _zz_core_hitIdx_283 : _zz_core_hitIdx_284);
  assign _zz_core_hitIdx_287 = (_zz_core_hitAny_76 ? _zz_core_hitIdx_288 : _zz_core_hitIdx_289);
  assign _zz_core_hitIdx_290 = (_zz_core_hitAny_77 ? _zz_core_hitIdx_291 : _zz_core_hitIdx_292);
  assign _zz_core_hitIdx_294 = (_zz_core_hitAny_78 ? _zz_core_hitIdx_295 : _zz_core_hitIdx_296);
  assign _zz_core_hitIdx_297 = (_zz_core_hitAny_79 ? _zz_core_hitIdx_298 : _zz_core_hitIdx_299);
  assign _zz_core_hitIdx_302 = (_zz_core_hitAny_80 ? _zz_core_hitIdx_303 : _zz_core_hitIdx_304);
  assign _zz_core_hitIdx_305 = (_zz_core_hitAny_81 ? _zz_core_hitIdx_306 : _zz_core_hitIdx_307);
  assign _zz_core_hitIdx_309 = (_zz_core_hitAny_82 ? _zz_core_hitIdx_310 : _zz_core_hitIdx_311);
  assign _zz_core_hitIdx_312 = (_zz_core_hitAny_83 ? _zz_core_hitIdx_313 : _zz_core_hitIdx_314);
  assign _zz_core_hitIdx_317 = (_zz_core_hitAny_84 ? _zz_core_hitIdx_318 : _zz_core_hitIdx_319);
  assign _zz_core_hitIdx_320 = (_zz_core_hitAny_85 ? _zz_core_hitIdx_321 : _zz_core_hitIdx_322);
  assign _zz_core_hitIdx_324 = (_zz_core_hitAny_86 ? _zz_core_hitIdx_325 : _zz_core_hitIdx_326);
  assign _zz_core_hitIdx_327 = (_zz_core_hitAny_87 ? _zz_core_hitIdx_328 : _zz_core_hitIdx_329);
  assign _zz_core_hitIdx_332 = (_zz_core_hitAny_88 ? _zz_core_hitIdx_333 : _zz_core_hitIdx_334);
  assign _zz_core_hitIdx_335 = (_zz_core_hitAny_89 ? _zz_core_hitIdx_336 : _zz_core_hitIdx_337);
  assign _zz_core_hitIdx_339 = (_zz_core_hitAny_90 ? _zz_core_hitIdx_340 : _zz_core_hitIdx_341);
  assign _zz_core_hitIdx_342 = (_zz_core_hitAny_91 ? _zz_core_hitIdx_343 : _zz_core_hitIdx_344);
  assign _zz_core_hitIdx_347 = (_zz_core_hitAny_92 ? _zz_core_hitIdx_348 : _zz_core_hitIdx_349);
  assign _zz_core_hitIdx_350 = (_zz_core_hitAny_93 ? _zz_core_hitIdx_351 : _zz_core_hitIdx_352);
  assign _zz_core_hitIdx_354 = (_zz_core_hitAny_94 ? _zz_core_hitIdx_355 : _zz_core_hitIdx_356);
  assign _zz_core_hitIdx_357 = (_zz_core_hitAny_95 ? _zz_core_hitIdx_358 : _zz_core_hitIdx_359);
  assign _zz_core_hitIdx_362 = (_zz_core_hitAny_96 ? _zz_core_hitIdx_363 : _zz_core_hitIdx_364);
  assign _zz_core_hitIdx_365 = (_zz_core_hitAny_97 ? _zz_core_hitIdx_366 : _zz_core_hitIdx_367);
  assign _zz_core_hitIdx_369 = (_zz_core_hitAny_98 ? _zz_core_hitIdx_370 : _zz_core_hitIdx_371);
  assign _zz_core_hitIdx_372 = (_zz_core_hitAny_99 ? _zz_core_hitIdx_373 : _zz_core_hitIdx_374);
  assign _zz_core_hitIdx_377 = (_zz_core_hitAny_100 ? _zz_core_hitIdx_378 : _zz_core_hitIdx_379);
  assign _zz_core_hitIdx_380 = (_zz_core_hitAny_101 ? _zz_core_hitIdx_381 : _zz_core_hitIdx_382);
  assign _zz_core_hitIdx_384 = (_zz_core_hitAny_102 ? _zz_core_hitIdx_385 : _zz_core_hitIdx_386);
  assign _zz_core_hitIdx_387 = (_zz_core_hitAny_103 ? _zz_core_hitIdx_388 : _zz_core_hitIdx_389);
  assign _zz_core_hitIdx_392 = (_zz_core_hitAny_104 ? _zz_core_hitIdx_393 : _zz_core_hitIdx_394);
  assign _zz_core_hitIdx_395 = (_zz_core_hitAny_105 ? _zz_core_hitIdx_396 : _zz_core_hitIdx_397);
  assign _zz_core_hitIdx_399 = (_zz_core_hitAny_106 ? _zz_core_hitIdx_400 : _zz_core_hitIdx_401);
  assign _zz_core_hitIdx_402 = (_zz_core_hitAny_107 ? _zz_core_hitIdx_403 : _zz_core_hitIdx_404);
  assign _zz_core_hitIdx_407 = (_zz_core_hitAny_108 ? _zz_core_hitIdx_408 : _zz_core_hitIdx_409);
  assign _zz_core_hitIdx_410 = (_zz_core_hitAny_109 ? _zz_core_hitIdx_411 : _zz_core_hitIdx_412);
  assign _zz_core_hitIdx_414 = (_zz_core_hitAny_110 ? _zz_core_hitIdx_415 : _zz_core_hitIdx_416);
  assign _zz_core_hitIdx_417 = (_zz_core_hitAny_111 ? _zz_core_hitIdx_418 : _zz_core_hitIdx_419);
  assign _zz_core_hitIdx_422 = (_zz_core_hitAny_112 ? _zz_core_hitIdx_423 : _zz_core_hitIdx_424);
  assign _zz_core_hitIdx_425 = (_zz_core_hitAny_113 ? _zz_core_hitIdx_426 : _zz_core_hitIdx_427);
  assign _zz_core_hitIdx_429 = (_zz_core_hitAny_114 ? _zz_core_hitIdx_430 : _zz_core_hitIdx_431);
  assign _zz_core_hitIdx_432 = (_zz_core_hitAny_115 ? _zz_core_hitIdx_433 : _zz_core_hitIdx_434);
  assign _zz_core_hitIdx_437 = (_zz_core_hitAny_116 ? _zz_core_hitIdx_438 : _zz_core_hitIdx_439);
  assign _zz_core_hitIdx_440 = (_zz_core_hitAny_117 ? _zz_core_hitIdx_441 : _zz_core_hitIdx_442);
  assign _zz_core_hitIdx_444 = (_zz_core_hitAny_118 ? _zz_core_hitIdx_445 : _zz_core_hitIdx_446);
  assign _zz_core_hitIdx_447 = (_zz_core_hitAny_119 ? _zz_core_hitIdx_448 : _zz_core_hitIdx_449);
  assign _zz_core_hitIdx_452 = (_zz_core_hitAny_120 ? _zz_core_hitIdx_453 : _zz_core_hitIdx_454);
  assign _zz_core_hitIdx_455 = (_zz_core_hitAny_121 ? _zz_core_hitIdx_456 : _zz_core_hitIdx_457);
  assign _zz_core_hitIdx_459 = (_zz_core_hitAny_122 ? _zz_core_hitIdx_460 : _zz_core_hitIdx_461);
  assign _zz_core_hitIdx_462 = (_zz_core_hitAny_123 ? _zz_core_hitIdx_463 : _zz_core_hitIdx_464);
  assign _zz_core_hitIdx_467 = (_zz_core_hitAny_124 ? _zz_core_hitIdx_468 : _zz_core_hitIdx_469);
  assign _zz_core_hitIdx_470 = (_zz_core_hitAny_125 ? _zz_core_hitIdx_471 : _zz_core_hitIdx_472);
  assign _zz_core_hitIdx_474 = (_zz_core_hitAny_126 ? _zz_core_hitIdx_475 : _zz_core_hitIdx_476);
  assign _zz_core_hitIdx_477 = (_zz_core_hitAny_127 ? _zz_core_hitIdx_478 : _zz_core_hitIdx_479);
  assign _zz_core_hitIdx_3 = 7'h0;
  assign _zz_core_hitIdx_4 = 7'h0;
  assign _zz_core_hitIdx_6 = 7'h01;
  assign _zz_core_hitIdx_7 = 7'h0;
  assign _zz_core_hitIdx_10 = 7'h02;
  assign _zz_core_hitIdx_11 = 7'h0;
  assign _zz_core_hitIdx_13 = 7'h03;
  assign _zz_core_hitIdx_14 = 7'h0;
  assign _zz_core_hitIdx_18 = 7'h04;
  assign _zz_core_hitIdx_19 = 7'h0;
  assign _zz_core_hitIdx_21 = 7'h05;
  assign _zz_core_hitIdx_22 = 7'h0;
  assign _zz_core_hitIdx_25 = 7'h06;
  assign _zz_core_hitIdx_26 = 7'h0;
  assign _zz_core_hitIdx_28 = 7'h07;
  assign _zz_core_hitIdx_29 = 7'h0;
  assign _zz_core_hitIdx_33 = 7'h08;
  assign _zz_core_hitIdx_34 = 7'h0;
  assign _zz_core_hitIdx_36 = 7'h09;
  assign _zz_core_hitIdx_37 = 7'h0;
  assign _zz_core_hitIdx_40 = 7'h0a;
  assign _zz_core_hitIdx_41 = 7'h0;
  assign _zz_core_hitIdx_43 = 7'h0b;
  assign _zz_core_hitIdx_44 = 7'h0;
  assign _zz_core_hitIdx_48 = 7'h0c;
  assign _zz_core_hitIdx_49 = 7'h0;
  assign _zz_core_hitIdx_51 = 7'h0d;
  assign _zz_core_hitIdx_52 = 7'h0;
  assign _zz_core_hitIdx_55 = 7'h0e;
  assign _zz_core_hitIdx_56 = 7'h0;
  assign _zz_core_hitIdx_58 = 7'h0f;
  assign _zz_core_hitIdx_59 = 7'h0;
  assign _zz_core_hitIdx_63 = 7'h10;
  assign _zz_core_hitIdx_64 = 7'h0;
  assign _zz_core_hitIdx_66 = 7'h11;
  assign _zz_core_hitIdx_67 = 7'h0;
  assign _zz_core_hitIdx_70 = 7'h12;
  assign _zz_core_hitIdx_71 = 7'h0;
  assign _zz_core_hitIdx_73 = 7'h13;
  assign _zz_core_hitIdx_74 = 7'h0;
  assign _zz_core_hitIdx_78 = 7'h14;
  assign _zz_core_hitIdx_79 = 7'h0;
  assign _zz_core_hitIdx_81 = 7'h15;
  assign _zz_core_hitIdx_82 = 7'h0;
  assign _zz_core_hitIdx_85 = 7'h16;
  assign _zz_core_hitIdx_86 = 7'h0;
  assign _zz_core_hitIdx_88 = 7'h17;
  assign _zz_core_hitIdx_89 = 7'h0;
  assign _zz_core_hitIdx_93 = 7'h18;
  assign _zz_core_hitIdx_94 = 7'h0;
  assign _zz_core_hitIdx_96 = 7'h19;
  assign _zz_core_hitIdx_97 = 7'h0;
  assign _zz_core_hitIdx_100 = 7'h1a;
  assign _zz_core_hitIdx_101 = 7'h0;
  assign _zz_core_hitIdx_103 = 7'h1b;
  assign _zz_core_hitIdx_104 = 7'h0;
  assign _zz_core_hitIdx_108 = 7'h1c;
  assign _zz_core_hitIdx_109 = 7'h0;
  assign _zz_core_hitIdx_111 = 7'h1d;
  assign _zz_core_hitIdx_112 = 7'h0;
  assign _zz_core_hitIdx_115 = 7'h1e;
  assign _zz_core_hitIdx_116 = 7'h0;
  assign _zz_core_hitIdx_118 = 7'h1f;
  assign _zz_core_hitIdx_119 = 7'h0;
  assign _zz_core_hitIdx_123 = 7'h20;
  assign _zz_core_hitIdx_124 = 7'h0;
  assign _zz_core_hitIdx_126 = 7'h21;
  assign _zz_core_hitIdx_127 = 7'h0;
  assign _zz_core_hitIdx_130 = 7'h22;
  assign _zz_core_hitIdx_131 = 7'h0;
  assign _zz_core_hitIdx_133 = 7'h23;
  assign _zz_core_hitIdx_134 = 7'h0;
  assign _zz_core_hitIdx_138 = 7'h24;
  assign _zz_core_hitIdx_139 = 7'h0;
  assign _zz_core_hitIdx_141 = 7'h25;
  assign _zz_core_hitIdx_142 = 7'h0;
  assign _zz_core_hitIdx_145 = 7'h26;
  assign _zz_core_hitIdx_146 = 7'h0;
  assign _zz_core_hitIdx_148 = 7'h27;
  assign _zz_core_hitIdx_149 = 7'h0;
  assign _zz_core_hitIdx_153 = 7'h28;
  assign _zz_core_hitIdx_154 = 7'h0;
  assign _zz_core_hitIdx_156 = 7'h29;
  assign _zz_core_hitIdx_157 = 7'h0;
  assign _zz_core_hitIdx_160 = 7'h2a;
  assign _zz_core_hitIdx_161 = 7'h0;
  assign _zz_core_hitIdx_163 = 7'h2b;
  assign _zz_core_hitIdx_164 = 7'h0;
  assign _zz_core_hitIdx_168 = 7'h2c;
  assign _zz_core_hitIdx_169 = 7'h0;
  assign _zz_core_hitIdx_171 = 7'h2d;
  assign _zz_core_hitIdx_172 = 7'h0;
  assign _zz_core_hitIdx_175 = 7'h2e;
  assign _zz_core_hitIdx_176 = 7'h0;
  assign _zz_core_hitIdx_178 = 7'h2f;
  assign _zz_core_hitIdx_179 = 7'h0;
  assign _zz_core_hitIdx_183 = 7'h30;
  assign _zz_core_hitIdx_184 = 7'h0;
  assign _zz_core_hitIdx_186 = 7'h31;
  assign _zz_core_hitIdx_187 = 7'h0;
  assign _zz_core_hitIdx_190 = 7'h32;
  assign _zz_core_hitIdx_191 = 7'h0;
  assign _zz_core_hitIdx_193 = 7'h33;
  assign _zz_core_hitIdx_194 = 7'h0;
  assign _zz_core_hitIdx_198 = 7'h34;
  assign _zz_core_hitIdx_199 = 7'h0;
  assign _zz_core_hitIdx_201 = 7'h35;
  assign _zz_core_hitIdx_202 = 7'h0;
  assign _zz_core_hitIdx_205 = 7'h36;
  assign _zz_core_hitIdx_206 = 7'h0;
  assign _zz_core_hitIdx_208 = 7'h37;
  assign _zz_core_hitIdx_209 = 7'h0;
  assign _zz_core_hitIdx_213 = 7'h38;
  assign _zz_core_hitIdx_214 = 7'h0;
  assign _zz_core_hitIdx_216 = 7'h39;
  assign _zz_core_hitIdx_217 = 7'h0;
  assign _zz_core_hitIdx_220 = 7'h3a;
  assign _zz_core_hitIdx_221 = 7'h0;
  assign _zz_core_hitIdx_223 = 7'h3b;
  assign _zz_core_hitIdx_224 = 7'h0;
  assign _zz_core_hitIdx_228 = 7'h3c;
  assign _zz_core_hitIdx_229 = 7'h0;
  assign _zz_core_hitIdx_231 = 7'h3d;
  assign _zz_core_hitIdx_232 = 7'h0;
  assign _zz_core_hitIdx_235 = 7'h3e;
  assign _zz_core_hitIdx_236 = 7'h0;
  assign _zz_core_hitIdx_238 = 7'h3f;
  assign _zz_core_hitIdx_239 = 7'h0;
  assign _zz_core_hitIdx_243 = 7'h40;
  assign _zz_core_hitIdx_244 = 7'h0;
  assign _zz_core_hitIdx_246 = 7'h41;
  assign _zz_core_hitIdx_247 = 7'h0;
  assign _zz_core_hitIdx_250 = 7'h42;
  assign _zz_core_hitIdx_251 = 7'h0;
  assign _zz_core_hitIdx_253 = 7'h43;
  assign _zz_core_hitIdx_254 = 7'h0;
  assign _zz_core_hitIdx_258 = 7'h44;
  assign _zz_core_hitIdx_259 = 7'h0;
  assign _zz_core_hitIdx_261 = 7'h45;
  assign _zz_core_hitIdx_262 = 7'h0;
  assign _zz_core_hitIdx_265 = 7'h46;
  assign _zz_core_hitIdx_266 = 7'h0;
  assign _zz_core_hitIdx_268 = 7'h47;
  assign _zz_core_hitIdx_269 = 7'h0;
  assign _zz_core_hitIdx_273 = 7'h48;
  assign _zz_core_hitIdx_274 = 7'h0;
  assign _zz_core_hitIdx_276 = 7'h49;
  assign _zz_core_hitIdx_277 = 7'h0;
  assign _zz_core_hitIdx_280 = 7'h4a;
  assign _zz_core_hitIdx_281 = 7'h0;
  assign _zz_core_hitIdx_283 = 7'h4b;
  assign _zz_core_hitIdx_284 = 7'h0;
  assign _zz_core_hitIdx_288 = 7'h4c;
  assign _zz_core_hitIdx_289 = 7'h0;
  assign _zz_core_hitIdx_291 = 7'h4d;
  assign _zz_core_hitIdx_292 = 7'h0;
  assign _zz_core_hitIdx_295 = 7'h4e;
  assign _zz_core_hitIdx_296 = 7'h0;
  assign _zz_core_hitIdx_298 = 7'h4f;
  assign _zz_core_hitIdx_299 = 7'h0;
  assign _zz_core_hitIdx_303 = 7'h50;
  assign _zz_core_hitIdx_304 = 7'h0;
  assign _zz_core_hitIdx_306 = 7'h51;
  assign _zz_core_hitIdx_307 = 7'h0;
  assign _zz_core_hitIdx_310 = 7'h52;
  assign _zz_core_hitIdx_311 = 7'h0;
  assign _zz_core_hitIdx_313 = 7'h53;
  assign _zz_core_hitIdx_314 = 7'h0;
  assign _zz_core_hitIdx_318 = 7'h54;
  assign _zz_core_hitIdx_319 = 7'h0;
  assign _zz_core_hitIdx_321 = 7'h55;
  assign _zz_core_hitIdx_322 = 7'h0;
  assign _zz_core_hitIdx_325 = 7'h56;
  assign _zz_core_hitIdx_326 = 7'h0;
  assign _zz_core_hitIdx_328 = 7'h57;
  assign _zz_core_hitIdx_329 = 7'h0;
  assign _zz_core_hitIdx_333 = 7'h58;
  assign _zz_core_hitIdx_334 = 7'h0;
  assign _zz_core_hitIdx_336 = 7'h59;
  assign _zz_core_hitIdx_337 = 7'h0;
  assign _zz_core_hitIdx_340 = 7'h5a;
  assign _zz_core_hitIdx_341 = 7'h0;
  assign _zz_core_hitIdx_343 = 7'h5b;
  assign _zz_core_hitIdx_344 = 7'h0;
  assign _zz_core_hitIdx_348 = 7'h5c;
  assign _zz_core_hitIdx_349 = 7'h0;
  assign _zz_core_hitIdx_351 = 7'h5d;
  assign _zz_core_hitIdx_352 = 7'h0;
  assign _zz_core_hitIdx_355 = 7'h5e;
  assign _zz_core_hitIdx_356 = 7'h0;
  assign _zz_core_hitIdx_358 = 7'h5f;
  assign _zz_core_hitIdx_359 = 7'h0;
  assign _zz_core_hitIdx_363 = 7'h60;
  assign _zz_core_hitIdx_364 = 7'h0;
  assign _zz_core_hitIdx_366 = 7'h61;
  assign _zz_core_hitIdx_367 = 7'h0;
  assign _zz_core_hitIdx_370 = 7'h62;
  assign _zz_core_hitIdx_371 = 7'h0;
  assign _zz_core_hitIdx_373 = 7'h63;
  assign _zz_core_hitIdx_374 = 7'h0;
  assign _zz_core_hitIdx_378 = 7'h64;
  assign _zz_core_hitIdx_379 = 7'h0;
  assign _zz_core_hitIdx_381 = 7'h65;
  assign _zz_core_hitIdx_382 = 7'h0;
  assign _zz_core_hitIdx_385 = 7'h66;
  assign _zz_core_hitIdx_386 = 7'h0;
  assign _zz_core_hitIdx_388 = 7'h67;
  assign _zz_core_hitIdx_389 = 7'h0;
  assign _zz_core_hitIdx_393 = 7'h68;
  assign _zz_core_hitIdx_394 = 7'h0;
  assign _zz_core_hitIdx_396 = 7'h69;
  assign _zz_core_hitIdx_397 = 7'h0;
  assign _zz_core_hitIdx_400 = 7'h6a;
  assign _zz_core_hitIdx_401 = 7'h0;
  assign _zz_core_hitIdx_403 = 7'h6b;
  assign _zz_core_hitIdx_404 = 7'h0;
  assign _zz_core_hitIdx_408 = 7'h6c;
  assign _zz_core_hitIdx_409 = 7'h0;
  assign _zz_core_hitIdx_411 = 7'h6d;
  assign _zz_core_hitIdx_412 = 7'h0;
  assign _zz_core_hitIdx_415 = 7'h6e;
  assign _zz_core_hitIdx_416 = 7'h0;
  assign _zz_core_hitIdx_418 = 7'h6f;
  assign _zz_core_hitIdx_419 = 7'h0;
  assign _zz_core_hitIdx_423 = 7'h70;
  assign _zz_core_hitIdx_424 = 7'h0;
  assign _zz_core_hitIdx_426 = 7'h71;
  assign _zz_core_hitIdx_427 = 7'h0;
  assign _zz_core_hitIdx_430 = 7'h72;
  assign _zz_core_hitIdx_431 = 7'h0;
  assign _zz_core_hitIdx_433 = 7'h73;
  assign _zz_core_hitIdx_434 = 7'h0;
  assign _zz_core_hitIdx_438 = 7'h74;
  assign _zz_core_hitIdx_439 = 7'h0;
  assign _zz_core_hitIdx_441 = 7'h75;
  assign _zz_core_hitIdx_442 = 7'h0;
  assign _zz_core_hitIdx_445 = 7'h76;
  assign _zz_core_hitIdx_446 = 7'h0;
  assign _zz_core_hitIdx_448 = 7'h77;
  assign _zz_core_hitIdx_449 = 7'h0;
  assign _zz_core_hitIdx_453 = 7'h78;
  assign _zz_core_hitIdx_454 = 7'h0;
  assign _zz_core_hitIdx_456 = 7'h79;
  assign _zz_core_hitIdx_457 = 7'h0;
  assign _zz_core_hitIdx_460 = 7'h7a;
  assign _zz_core_hitIdx_461 = 7'h0;
  assign _zz_core_hitIdx_463 = 7'h7b;
  assign _zz_core_hitIdx_464 = 7'h0;
  assign _zz_core_hitIdx_468 = 7'h7c;
  assign _zz_core_hitIdx_469 = 7'h0;
  assign _zz_core_hitIdx_471 = 7'h7d;
  assign _zz_core_hitIdx_472 = 7'h0;
  assign _zz_core_hitIdx_475 = 7'h7e;
  assign _zz_core_hitIdx_476 = 7'h0;
  assign _zz_core_hitIdx_478 = 7'h7f;
  assign _zz_core_hitIdx_479 = 7'h0;
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
  assign _zz_core_oldSum_2 = (_zz_core_hitAny ? core_tab_0_sum : _zz_core_oldSum_3);
  assign _zz_core_oldSum_4 = (_zz_core_hitAny_1 ? core_tab_1_sum : _zz_core_oldSum_5);
  assign _zz_core_oldSum_7 = (_zz_core_hitAny_2 ? core_tab_2_sum : _zz_core_oldSum_8);
  assign _zz_core_oldSum_9 = (_zz_core_hitAny_3 ? core_tab_3_sum : _zz_core_oldSum_10);
  assign _zz_core_oldSum_13 = (_zz_core_hitAny_4 ? core_tab_4_sum : _zz_core_oldSum_14);
  assign _zz_core_oldSum_15 = (_zz_core_hitAny_5 ? core_tab_5_sum : _zz_core_oldSum_16);
  assign _zz_core_oldSum_18 = (_zz_core_hitAny_6 ? core_tab_6_sum : _zz_core_oldSum_19);
  assign _zz_core_oldSum_20 = (_zz_core_hitAny_7 ? core_tab_7_sum : _zz_core_oldSum_21);
  assign _zz_core_oldSum_24 = (_zz_core_hitAny_8 ? core_tab_8_sum : _zz_core_oldSum_25);
  assign _zz_core_oldSum_26 = (_zz_core_hitAny_9 ? core_tab_9_sum : _zz_core_oldSum_27);
  assign _zz_core_oldSum_29 = (_zz_core_hitAny_10 ? core_tab_10_sum : _zz_core_oldSum_30);
  assign _zz_core_oldSum_31 = (_zz_core_hitAny_11 ? core_tab_11_sum : _zz_core_oldSum_32);
  assign _zz_core_oldSum_35 = (_zz_core_hitAny_12 ? core_tab_12_sum : _zz_core_oldSum_36);
  assign _zz_core_oldSum_37 = (_zz_core_hitAny_13 ? core_tab_13_sum : _zz_core_oldSum_38);
  assign _zz_core_oldSum_40 = (_zz_core_hitAny_14 ? core_tab_14_sum : _zz_core_oldSum_41);
  assign _zz_core_oldSum_42 = (_zz_core_hitAny_15 ? core_tab_15_sum : _zz_core_oldSum_43);
  assign _zz_core_oldSum_46 = (_zz_core_hitAny_16 ? core_tab_16_sum : _zz_core_oldSum_47);
  assign _zz_core_oldSum_48 = (_zz_core_hitAny_17 ? core_tab_17_sum : _zz_core_oldSum_49);
  assign _zz_core_oldSum_51 = (_zz_core_hitAny_18 ? core_tab_18_sum : _zz_core_oldSum_52);
  assign _zz_core_oldSum_53 = (_zz_core_hitAny_19 ? core_tab_19_sum : _zz_core_oldSum_54);
  assign _zz_core_oldSum_57 = (_zz_core_hitAny_20 ? core_tab_20_sum : _zz_core_oldSum_58);
  assign _zz_core_oldSum_59 = (_zz_core_hitAny_21 ? core_tab_21_sum : _zz_core_oldSum_60);
  assign _zz_core_oldSum_62 = (_zz_core_hitAny_22 ? core_tab_22_sum : _zz_core_oldSum_63);
  assign _zz_core_oldSum_64 = (_zz_core_hitAny_23 ? core_tab_23_sum : _zz_core_oldSum_65);
  assign _zz_core_oldSum_68 = (_zz_core_hitAny_24 ? core_tab_24_sum : _zz_core_oldSum_69);
  assign _zz_core_oldSum_70 = (_zz_core_hitAny_25 ? core_tab_25_sum : _zz_core_oldSum_71);
  assign _zz_core_oldSum_73 = (_zz_core_hitAny_26 ? core_tab_26_sum : _zz_core_oldSum_74);
  assign _zz_core_oldSum_75 = (_zz_core_hitAny_27 ? core_tab_27_sum : _zz_core_oldSum_76);
  assign _zz_core_oldSum_79 = (_zz_core_hitAny_28 ? core_tab_28_sum : _zz_core_oldSum_80);
  assign _zz_core_oldSum_81 = (_zz_core_hitAny_29 ? core_tab_29_sum : _zz_core_oldSum_82);
  assign _zz_core_oldSum_84 = (_zz_core_hitAny_30 ? core_tab_30_sum : _zz_core_oldSum_85);
  assign _zz_core_oldSum_86 = (_zz_core_hitAny_31 ? core_tab_31_sum : _zz_core_oldSum_87);
  assign _zz_core_oldSum_90 = (_zz_core_hitAny_32 ? core_tab_32_sum : _zz_core_oldSum_91);
  assign _zz_core_oldSum_92 = (_zz_core_hitAny_33 ? core_tab_33_sum : _zz_core_oldSum_93);
  assign _zz_core_oldSum_95 = (_zz_core_hitAny_34 ? core_tab_34_sum : _zz_core_oldSum_96);
  assign _zz_core_oldSum_97 = (_zz_core_hitAny_35 ? core_tab_35_sum : _zz_core_oldSum_98);
  assign _zz_core_oldSum_101 = (_zz_core_hitAny_36 ? core_tab_36_sum : _zz_core_oldSum_102);
  assign _zz_core_oldSum_103 = (_zz_core_hitAny_37 ? core_tab_37_sum : _zz_core_oldSum_104);
  assign _zz_core_oldSum_106 = (_zz_core_hitAny_38 ? core_tab_38_sum : _zz_core_oldSum_107);
  assign _zz_core_oldSum_108 = (_zz_core_hitAny_39 ? core_tab_39_sum : _zz_core_oldSum_109);
  assign _zz_core_oldSum_112 = (_zz_core_hitAny_40 ? core_tab_40_sum : _zz_core_oldSum_113);
  assign _zz_core_oldSum_114 = (_zz_core_hitAny_41 ? core_tab_41_sum : _zz_core_oldSum_115);
  assign _zz_core_oldSum_117 = (_zz_core_hitAny_42 ? core_tab_42_sum : _zz_core_oldSum_118);
  assign _zz_core_oldSum_119 = (_zz_core_hitAny_43 ? core_tab_43_sum : _zz_core_oldSum_120);
  assign _zz_core_oldSum_123 = (_zz_core_hitAny_44 ? core_tab_44_sum : _zz_core_oldSum_124);
  assign _zz_core_oldSum_125 = (_zz_core_hitAny_45 ? core_tab_45_sum : _zz_core_oldSum_126);
  assign _zz_core_oldSum_128 = (_zz_core_hitAny_46 ? core_tab_46_sum : _zz_core_oldSum_129);
  assign _zz_core_oldSum_130 = (_zz_core_hitAny_47 ? core_tab_47_sum : _zz_core_oldSum_131);
  assign _zz_core_oldSum_134 = (_zz_core_hitAny_48 ? core_tab_48_sum : _zz_core_oldSum_135);
  assign _zz_core_oldSum_136 = (_zz_core_hitAny_49 ? core_tab_49_sum : _zz_core_oldSum_137);
  assign _zz_core_oldSum_139 = (_zz_core_hitAny_50 ? core_tab_50_sum : _zz_core_oldSum_140);
  assign _zz_core_oldSum_141 = (_zz_core_hitAny_51 ? core_tab_51_sum : _zz_core_oldSum_142);
  assign _zz_core_oldSum_145 = (_zz_core_hitAny_52 ? core_tab_52_sum : _zz_core_oldSum_146);
  assign _zz_core_oldSum_147 = (_zz_core_hitAny_53 ? core_tab_53_sum : _zz_core_oldSum_148);
  assign _zz_core_oldSum_150 = (_zz_core_hitAny_54 ? core_tab_54_sum : _zz_core_oldSum_151);
  assign _zz_core_oldSum_152 = (_zz_core_hitAny_55 ? core_tab_55_sum : _zz_core_oldSum_153);
  assign _zz_core_oldSum_156 = (_zz_core_hitAny_56 ? core_tab_56_sum : _zz_core_oldSum_157);
  assign _zz_core_oldSum_158 = (_zz_core_hitAny_57 ? core_tab_57_sum : _zz_core_oldSum_159);
  assign _zz_core_oldSum_161 = (_zz_core_hitAny_58 ? core_tab_58_sum : _zz_core_oldSum_162);
  assign _zz_core_oldSum_163 = (_zz_core_hitAny_59 ? core_tab_59_sum : _zz_core_oldSum_164);
  assign _zz_core_oldSum_167 = (_zz_core_hitAny_60 ? core_tab_60_sum : _zz_core_oldSum_168);
  assign _zz_core_oldSum_169 = (_zz_core_hitAny_61 ? core_tab_61_sum : _zz_core_oldSum_170);
  assign _zz_core_oldSum_172 = (_zz_core_hitAny_62 ? core_tab_62_sum : _zz_core_oldSum_173);
  assign _zz_core_oldSum_174 = (_zz_core_hitAny_63 ? core_tab_63_sum : _zz_core_oldSum_175);
  assign _zz_core_oldSum_178 = (_zz_core_hitAny_64 ? core_tab_64_sum : _zz_core_oldSum_179);
  assign _zz_core_oldSum_180 = (_zz_core_hitAny_65 ? core_tab_65_sum : _zz_core_oldSum_181);
  assign _zz_core_oldSum_183 = (_zz_core_hitAny_66 ? core_tab_66_sum : _zz_core_oldSum_184);
  assign _zz_core_oldSum_185 = (_zz_core_hitAny_67 ? core_tab_67_sum : _zz_core_oldSum_186);
  assign _zz_core_oldSum_189 = (_zz_core_hitAny_68 ? core_tab_68_sum : _zz_core_oldSum_190);
  assign _zz_core_oldSum_191 = (_zz_core_hitAny_69 ? core_tab_69_sum : _zz_core_oldSum_192);
  assign _zz_core_oldSum_194 = (_zz_core_hitAny_70 ? core_tab_70_sum : _zz_core_oldSum_195);
  assign _zz_core_oldSum_196 = (_zz_core_hitAny_71 ? core_tab_71_sum : _zz_core_oldSum_197);
  assign _zz_core_oldSum_200 = (_zz_core_hitAny_72 ? core_tab_72_sum : _zz_core_oldSum_201);
  assign _zz_core_oldSum_202 = (_zz_core_hitAny_73 ? core_tab_73_sum : _zz_core_oldSum_203);
  assign _zz_core_oldSum_205 = (_zz_core_hitAny_74 ? core_tab_74_sum : _zz_core_oldSum_206);
  assign _zz_core_oldSum_207 = (_zz_core_hitAny_75 ? core_tab_75_sum : _zz_core_oldSum_208);
  assign _zz_core_oldSum_211 = (_zz_core_hitAny_76 ? core_tab_76_sum : _zz_core_oldSum_212);
  assign _zz_core_oldSum_213 = (_zz_core_hitAny_77 ? core_tab_77_sum : _zz_core_oldSum_214);
  assign _zz_core_oldSum_216 = (_zz_core_hitAny_78 ? core_tab_78_sum : _zz_core_oldSum_217);
  assign _zz_core_oldSum_218 = (_zz_core_hitAny_79 ? core_tab_79_sum : _zz_core_oldSum_219);
  assign _zz_core_oldSum_222 = (_zz_core_hitAny_80 ? core_tab_80_sum : _zz_core_oldSum_223);
  assign _zz_core_oldSum_224 = (_zz_core_hitAny_81 ? core_tab_81_sum : _zz_core_oldSum_225);
  assign _zz_core_oldSum_227 = (_zz_core_hitAny_82 ? core_tab_82_sum : _zz_core_oldSum_228);
  assign _zz_core_oldSum_229 = (_zz_core_hitAny_83 ? core_tab_83_sum : _zz_core_oldSum_230);
  assign _zz_core_oldSum_233 = (_zz_core_hitAny_84 ? core_tab_84_sum : _zz_core_oldSum_234);
  assign _zz_core_oldSum_235 = (_zz_core_hitAny_85 ? core_tab_85_sum : _zz_core_oldSum_236);
  assign _zz_core_oldSum_238 = (_zz_core_hitAny_86 ? core_tab_86_sum : _zz_core_oldSum_239);
  assign _zz_core_oldSum_240 = (_zz_core_hitAny_87 ? core_tab_87_sum : _zz_core_oldSum_241);
  assign _zz_core_oldSum_244 = (_zz_core_hitAny_88 ? core_tab_88_sum : _zz_core_oldSum_245);
  assign _zz_core_oldSum_246 = (_zz_core_hitAny_89 ? core_tab_89_sum : _zz_core_oldSum_247);
  assign _zz_core_oldSum_249 = (_zz_core_hitAny_90 ? core_tab_90_sum : _zz_core_oldSum_250);
  assign _zz_core_oldSum_251 = (_zz_core_hitAny_91 ? core_tab_91_sum : _zz_core_oldSum_252);
  assign _zz_core_oldSum_255 = (_zz_core_hitAny_92 ? core_tab_92_sum : _zz_core_oldSum_256);
  assign _zz_core_oldSum_257 = (_zz_core_hitAny_93 ? core_tab_93_sum : _zz_core_oldSum_258);
  assign _zz_core_oldSum_260 = (_zz_core_hitAny_94 ? core_tab_94_sum : _zz_core_oldSum_261);
  assign _zz_core_oldSum_262 = (_zz_core_hitAny_95 ? core_tab_95_sum : _zz_core_oldSum_263);
  assign _zz_core_oldSum_266 = (_zz_core_hitAny_96 ? core_tab_96_sum : _zz_core_oldSum_267);
  assign _zz_core_oldSum_268 = (_zz_core_hitAny_97 ? core_tab_97_sum : _zz_core_oldSum_269);
  assign _zz_core_oldSum_271 = (_zz_core_hitAny_98 ? core_tab_98_sum : _zz_core_oldSum_272);
  assign _zz_core_oldSum_273 = (_zz_core_hitAny_99 ? core_tab_99_sum : _zz_core_oldSum_274);
  assign _zz_core_oldSum_277 = (_zz_core_hitAny_100 ? core_tab_100_sum : _zz_core_oldSum_278);
  assign _zz_core_oldSum_279 = (_zz_core_hitAny_101 ? core_tab_101_sum : _zz_core_oldSum_280);
  assign _zz_core_oldSum_282 = (_zz_core_hitAny_102 ? core_tab_102_sum : _zz_core_oldSum_283);
  assign _zz_core_oldSum_284 = (_zz_core_hitAny_103 ? core_tab_103_sum : _zz_core_oldSum_285);
  assign _zz_core_oldSum_288 = (_zz_core_hitAny_104 ? core_tab_104_sum : _zz_core_oldSum_289);
  assign _zz_core_oldSum_290 = (_zz_core_hitAny_105 ? core_tab_105_sum : _zz_core_oldSum_291);
  assign _zz_core_oldSum_293 = (_zz_core_hitAny_106 ? core_tab_106_sum : _zz_core_oldSum_294);
  assign _zz_core_oldSum_295 = (_zz_core_hitAny_107 ? core_tab_107_sum : _zz_core_oldSum_296);
  assign _zz_core_oldSum_299 = (_zz_core_hitAny_108 ? core_tab_108_sum : _zz_core_oldSum_300);
  assign _zz_core_oldSum_301 = (_zz_core_hitAny_109 ? core_tab_109_sum : _zz_core_oldSum_302);
  assign _zz_core_oldSum_304 = (_zz_core_hitAny_110 ? core_tab_110_sum : _zz_core_oldSum_305);
  assign _zz_core_oldSum_306 = (_zz_core_hitAny_111 ? core_tab_111_sum : _zz_core_oldSum_307);
  assign _zz_core_oldSum_310 = (_zz_core_hitAny_112 ? core_tab_112_sum : _zz_core_oldSum_311);
  assign _zz_core_oldSum_312 = (_zz_core_hitAny_113 ? core_tab_113_sum : _zz_core_oldSum_313);
  assign _zz_core_oldSum_315 = (_zz_core_hitAny_114 ? core_tab_114_sum : _zz_core_oldSum_316);
  assign _zz_core_oldSum_317 = (_zz_core_hitAny_115 ? core_tab_115_sum : _zz_core_oldSum_318);
  assign _zz_core_oldSum_321 = (_zz_core_hitAny_116 ? core_tab_116_sum : _zz_core_oldSum_322);
  assign _zz_core_oldSum_323 = (_zz_core_hitAny_117 ? core_tab_117_sum : _zz_core_oldSum_324);
  assign _zz_core_oldSum_326 = (_zz_core_hitAny_118 ? core_tab_118_sum : _zz_core_oldSum_327);
  assign _zz_core_oldSum_328 = (_zz_core_hitAny_119 ? core_tab_119_sum : _zz_core_oldSum_329);
  assign _zz_core_oldSum_332 = (_zz_core_hitAny_120 ? core_tab_120_sum : _zz_core_oldSum_333);
  assign _zz_core_oldSum_334 = (_zz_core_hitAny_121 ? core_tab_121_sum : _zz_core_oldSum_335);
  assign _zz_core_oldSum_337 = (_zz_core_hitAny_122 ? core_tab_122_sum : _zz_core_oldSum_338);
  assign _zz_core_oldSum_339 = (_zz_core_hitAny_123 ? core_tab_123_sum : _zz_core_oldSum_340);
  assign _zz_core_oldSum_343 = (_zz_core_hitAny_124 ? core_tab_124_sum : _zz_core_oldSum_344);
  assign _zz_core_oldSum_345 = (_zz_core_hitAny_125 ? core_tab_125_sum : _zz_core_oldSum_346);
  assign _zz_core_oldSum_348 = (_zz_core_hitAny_126 ? core_tab_126_sum : _zz_core_oldSum_349);
  assign _zz_core_oldSum_350 = (_zz_core_hitAny_127 ? core_tab_127_sum : _zz_core_oldSum_351);
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
    case(core_rdGrp)
      5'b00000 : begin
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
      5'b00001 : begin
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
      5'b00010 : begin
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
      5'b00011 : begin
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
      5'b00100 : begin
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
      5'b00101 : begin
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
      5'b00110 : begin
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
      5'b00111 : begin
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
      5'b01000 : begin
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
      5'b01001 : begin
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
      5'b01010 : begin
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
      5'b01011 : begin
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
      5'b01100 : begin
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
      5'b01101 : begin
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
      5'b01110 : begin
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
      5'b01111 : begin
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
      5'b10000 : begin
        _zz_core_e0_0_v = core_tab_64_v;
        _zz_core_e0_0_src = core_tab_64_src;
        _zz_core_e0_0_dst = core_tab_64_dst;
        _zz_core_e0_0_sum = core_tab_64_sum;
        _zz_core_e0_1_v = core_tab_65_v;
        _zz_core_e0_1_src = core_tab_65_src;
        _zz_core_e0_1_dst = core_tab_65_dst;
        _zz_core_e0_1_sum = core_tab_65_sum;
        _zz_core_e0_2_v = core_tab_66_v;
        _zz_core_e0_2_src = core_tab_66_src;
        _zz_core_e0_2_dst = core_tab_66_dst;
        _zz_core_e0_2_sum = core_tab_66_sum;
        _zz_core_e0_3_v = core_tab_67_v;
        _zz_core_e0_3_src = core_tab_67_src;
        _zz_core_e0_3_dst = core_tab_67_dst;
        _zz_core_e0_3_sum = core_tab_67_sum;
      end
      5'b10001 : begin
        _zz_core_e0_0_v = core_tab_68_v;
        _zz_core_e0_0_src = core_tab_68_src;
        _zz_core_e0_0_dst = core_tab_68_dst;
        _zz_core_e0_0_sum = core_tab_68_sum;
        _zz_core_e0_1_v = core_tab_69_v;
        _zz_core_e0_1_src = core_tab_69_src;
        _zz_core_e0_1_dst = core_tab_69_dst;
        _zz_core_e0_1_sum = core_tab_69_sum;
        _zz_core_e0_2_v = core_tab_70_v;
        _zz_core_e0_2_src = core_tab_70_src;
        _zz_core_e0_2_dst = core_tab_70_dst;
        _zz_core_e0_2_sum = core_tab_70_sum;
        _zz_core_e0_3_v = core_tab_71_v;
        _zz_core_e0_3_src = core_tab_71_src;
        _zz_core_e0_3_dst = core_tab_71_dst;
        _zz_core_e0_3_sum = core_tab_71_sum;
      end
      5'b10010 : begin
        _zz_core_e0_0_v = core_tab_72_v;
        _zz_core_e0_0_src = core_tab_72_src;
        _zz_core_e0_0_dst = core_tab_72_dst;
        _zz_core_e0_0_sum = core_tab_72_sum;
        _zz_core_e0_1_v = core_tab_73_v;
        _zz_core_e0_1_src = core_tab_73_src;
        _zz_core_e0_1_dst = core_tab_73_dst;
        _zz_core_e0_1_sum = core_tab_73_sum;
        _zz_core_e0_2_v = core_tab_74_v;
        _zz_core_e0_2_src = core_tab_74_src;
        _zz_core_e0_2_dst = core_tab_74_dst;
        _zz_core_e0_2_sum = core_tab_74_sum;
        _zz_core_e0_3_v = core_tab_75_v;
        _zz_core_e0_3_src = core_tab_75_src;
        _zz_core_e0_3_dst = core_tab_75_dst;
        _zz_core_e0_3_sum = core_tab_75_sum;
      end
      5'b10011 : begin
        _zz_core_e0_0_v = core_tab_76_v;
        _zz_core_e0_0_src = core_tab_76_src;
        _zz_core_e0_0_dst = core_tab_76_dst;
        _zz_core_e0_0_sum = core_tab_76_sum;
        _zz_core_e0_1_v = core_tab_77_v;
        _zz_core_e0_1_src = core_tab_77_src;
        _zz_core_e0_1_dst = core_tab_77_dst;
        _zz_core_e0_1_sum = core_tab_77_sum;
        _zz_core_e0_2_v = core_tab_78_v;
        _zz_core_e0_2_src = core_tab_78_src;
        _zz_core_e0_2_dst = core_tab_78_dst;
        _zz_core_e0_2_sum = core_tab_78_sum;
        _zz_core_e0_3_v = core_tab_79_v;
        _zz_core_e0_3_src = core_tab_79_src;
        _zz_core_e0_3_dst = core_tab_79_dst;
        _zz_core_e0_3_sum = core_tab_79_sum;
      end
      5'b10100 : begin
        _zz_core_e0_0_v = core_tab_80_v;
        _zz_core_e0_0_src = core_tab_80_src;
        _zz_core_e0_0_dst = core_tab_80_dst;
        _zz_core_e0_0_sum = core_tab_80_sum;
        _zz_core_e0_1_v = core_tab_81_v;
        _zz_core_e0_1_src = core_tab_81_src;
        _zz_core_e0_1_dst = core_tab_81_dst;
        _zz_core_e0_1_sum = core_tab_81_sum;
        _zz_core_e0_2_v = core_tab_82_v;
        _zz_core_e0_2_src = core_tab_82_src;
        _zz_core_e0_2_dst = core_tab_82_dst;
        _zz_core_e0_2_sum = core_tab_82_sum;
        _zz_core_e0_3_v = core_tab_83_v;
        _zz_core_e0_3_src = core_tab_83_src;
        _zz_core_e0_3_dst = core_tab_83_dst;
        _zz_core_e0_3_sum = core_tab_83_sum;
      end
      5'b10101 : begin
        _zz_core_e0_0_v = core_tab_84_v;
        _zz_core_e0_0_src = core_tab_84_src;
        _zz_core_e0_0_dst = core_tab_84_dst;
        _zz_core_e0_0_sum = core_tab_84_sum;
        _zz_core_e0_1_v = core_tab_85_v;
        _zz_core_e0_1_src = core_tab_85_src;
        _zz_core_e0_1_dst = core_tab_85_dst;
        _zz_core_e0_1_sum = core_tab_85_sum;
        _zz_core_e0_2_v = core_tab_86_v;
        _zz_core_e0_2_src = core_tab_86_src;
        _zz_core_e0_2_dst = core_tab_86_dst;
        _zz_core_e0_2_sum = core_tab_86_sum;
        _zz_core_e0_3_v = core_tab_87_v;
        _zz_core_e0_3_src = core_tab_87_src;
        _zz_core_e0_3_dst = core_tab_87_dst;
        _zz_core_e0_3_sum = core_tab_87_sum;
      end
      5'b10110 : begin
        _zz_core_e0_0_v = core_tab_88_v;
        _zz_core_e0_0_src = core_tab_88_src;
        _zz_core_e0_0_dst = core_tab_88_dst;
        _zz_core_e0_0_sum = core_tab_88_sum;
        _zz_core_e0_1_v = core_tab_89_v;
        _zz_core_e0_1_src = core_tab_89_src;
        _zz_core_e0_1_dst = core_tab_89_dst;
        _zz_core_e0_1_sum = core_tab_89_sum;
        _zz_core_e0_2_v = core_tab_90_v;
        _zz_core_e0_2_src = core_tab_90_src;
        _zz_core_e0_2_dst = core_tab_90_dst;
        _zz_core_e0_2_sum = core_tab_90_sum;
        _zz_core_e0_3_v = core_tab_91_v;
        _zz_core_e0_3_src = core_tab_91_src;
        _zz_core_e0_3_dst = core_tab_91_dst;
        _zz_core_e0_3_sum = core_tab_91_sum;
      end
      5'b10111 : begin
        _zz_core_e0_0_v = core_tab_92_v;
        _zz_core_e0_0_src = core_tab_92_src;
        _zz_core_e0_0_dst = core_tab_92_dst;
        _zz_core_e0_0_sum = core_tab_92_sum;
        _zz_core_e0_1_v = core_tab_93_v;
        _zz_core_e0_1_src = core_tab_93_src;
        _zz_core_e0_1_dst = core_tab_93_dst;
        _zz_core_e0_1_sum = core_tab_93_sum;
        _zz_core_e0_2_v = core_tab_94_v;
        _zz_core_e0_2_src = core_tab_94_src;
        _zz_core_e0_2_dst = core_tab_94_dst;
        _zz_core_e0_2_sum = core_tab_94_sum;
        _zz_core_e0_3_v = core_tab_95_v;
        _zz_core_e0_3_src = core_tab_95_src;
        _zz_core_e0_3_dst = core_tab_95_dst;
        _zz_core_e0_3_sum = core_tab_95_sum;
      end
      5'b11000 : begin
        _zz_core_e0_0_v = core_tab_96_v;
        _zz_core_e0_0_src = core_tab_96_src;
        _zz_core_e0_0_dst = core_tab_96_dst;
        _zz_core_e0_0_sum = core_tab_96_sum;
        _zz_core_e0_1_v = core_tab_97_v;
        _zz_core_e0_1_src = core_tab_97_src;
        _zz_core_e0_1_dst = core_tab_97_dst;
        _zz_core_e0_1_sum = core_tab_97_sum;
        _zz_core_e0_2_v = core_tab_98_v;
        _zz_core_e0_2_src = core_tab_98_src;
        _zz_core_e0_2_dst = core_tab_98_dst;
        _zz_core_e0_2_sum = core_tab_98_sum;
        _zz_core_e0_3_v = core_tab_99_v;
        _zz_core_e0_3_src = core_tab_99_src;
        _zz_core_e0_3_dst = core_tab_99_dst;
        _zz_core_e0_3_sum = core_tab_99_sum;
      end
      5'b11001 : begin
        _zz_core_e0_0_v = core_tab_100_v;
        _zz_core_e0_0_src = core_tab_100_src;
        _zz_core_e0_0_dst = core_tab_100_dst;
        _zz_core_e0_0_sum = core_tab_100_sum;
        _zz_core_e0_1_v = core_tab_101_v;
        _zz_core_e0_1_src = core_tab_101_src;
        _zz_core_e0_1_dst = core_tab_101_dst;
        _zz_core_e0_1_sum = core_tab_101_sum;
        _zz_core_e0_2_v = core_tab_102_v;
        _zz_core_e0_2_src = core_tab_102_src;
        _zz_core_e0_2_dst = core_tab_102_dst;
        _zz_core_e0_2_sum = core_tab_102_sum;
        _zz_core_e0_3_v = core_tab_103_v;
        _zz_core_e0_3_src = core_tab_103_src;
        _zz_core_e0_3_dst = core_tab_103_dst;
        _zz_core_e0_3_sum = core_tab_103_sum;
      end
      5'b11010 : begin
        _zz_core_e0_0_v = core_tab_104_v;
        _zz_core_e0_0_src = core_tab_104_src;
        _zz_core_e0_0_dst = core_tab_104_dst;
        _zz_core_e0_0_sum = core_tab_104_sum;
        _zz_core_e0_1_v = core_tab_105_v;
        _zz_core_e0_1_src = core_tab_105_src;
        _zz_core_e0_1_dst = core_tab_105_dst;
        _zz_core_e0_1_sum = core_tab_105_sum;
        _zz_core_e0_2_v = core_tab_106_v;
        _zz_core_e0_2_src = core_tab_106_src;
        _zz_core_e0_2_dst = core_tab_106_dst;
        _zz_core_e0_2_sum = core_tab_106_sum;
        _zz_core_e0_3_v = core_tab_107_v;
        _zz_core_e0_3_src = core_tab_107_src;
        _zz_core_e0_3_dst = core_tab_107_dst;
        _zz_core_e0_3_sum = core_tab_107_sum;
      end
      5'b11011 : begin
        _zz_core_e0_0_v = core_tab_108_v;
        _zz_core_e0_0_src = core_tab_108_src;
        _zz_core_e0_0_dst = core_tab_108_dst;
        _zz_core_e0_0_sum = core_tab_108_sum;
        _zz_core_e0_1_v = core_tab_109_v;
        _zz_core_e0_1_src = core_tab_109_src;
        _zz_core_e0_1_dst = core_tab_109_dst;
        _zz_core_e0_1_sum = core_tab_109_sum;
        _zz_core_e0_2_v = core_tab_110_v;
        _zz_core_e0_2_src = core_tab_110_src;
        _zz_core_e0_2_dst = core_tab_110_dst;
        _zz_core_e0_2_sum = core_tab_110_sum;
        _zz_core_e0_3_v = core_tab_111_v;
        _zz_core_e0_3_src = core_tab_111_src;
        _zz_core_e0_3_dst = core_tab_111_dst;
        _zz_core_e0_3_sum = core_tab_111_sum;
      end
      5'b11100 : begin
        _zz_core_e0_0_v = core_tab_112_v;
        _zz_core_e0_0_src = core_tab_112_src;
        _zz_core_e0_0_dst = core_tab_112_dst;
        _zz_core_e0_0_sum = core_tab_112_sum;
        _zz_core_e0_1_v = core_tab_113_v;
        _zz_core_e0_1_src = core_tab_113_src;
        _zz_core_e0_1_dst = core_tab_113_dst;
        _zz_core_e0_1_sum = core_tab_113_sum;
        _zz_core_e0_2_v = core_tab_114_v;
        _zz_core_e0_2_src = core_tab_114_src;
        _zz_core_e0_2_dst = core_tab_114_dst;
        _zz_core_e0_2_sum = core_tab_114_sum;
        _zz_core_e0_3_v = core_tab_115_v;
        _zz_core_e0_3_src = core_tab_115_src;
        _zz_core_e0_3_dst = core_tab_115_dst;
        _zz_core_e0_3_sum = core_tab_115_sum;
      end
      5'b11101 : begin
        _zz_core_e0_0_v = core_tab_116_v;
        _zz_core_e0_0_src = core_tab_116_src;
        _zz_core_e0_0_dst = core_tab_116_dst;
        _zz_core_e0_0_sum = core_tab_116_sum;
        _zz_core_e0_1_v = core_tab_117_v;
        _zz_core_e0_1_src = core_tab_117_src;
        _zz_core_e0_1_dst = core_tab_117_dst;
        _zz_core_e0_1_sum = core_tab_117_sum;
        _zz_core_e0_2_v = core_tab_118_v;
        _zz_core_e0_2_src = core_tab_118_src;
        _zz_core_e0_2_dst = core_tab_118_dst;
        _zz_core_e0_2_sum = core_tab_118_sum;
        _zz_core_e0_3_v = core_tab_119_v;
        _zz_core_e0_3_src = core_tab_119_src;
        _zz_core_e0_3_dst = core_tab_119_dst;
        _zz_core_e0_3_sum = core_tab_119_sum;
      end
      5'b11110 : begin
        _zz_core_e0_0_v = core_tab_120_v;
        _zz_core_e0_0_src = core_tab_120_src;
        _zz_core_e0_0_dst = core_tab_120_dst;
        _zz_core_e0_0_sum = core_tab_120_sum;
        _zz_core_e0_1_v = core_tab_121_v;
        _zz_core_e0_1_src = core_tab_121_src;
        _zz_core_e0_1_dst = core_tab_121_dst;
        _zz_core_e0_1_sum = core_tab_121_sum;
        _zz_core_e0_2_v = core_tab_122_v;
        _zz_core_e0_2_src = core_tab_122_src;
        _zz_core_e0_2_dst = core_tab_122_dst;
        _zz_core_e0_2_sum = core_tab_122_sum;
        _zz_core_e0_3_v = core_tab_123_v;
        _zz_core_e0_3_src = core_tab_123_src;
        _zz_core_e0_3_dst = core_tab_123_dst;
        _zz_core_e0_3_sum = core_tab_123_sum;
      end
      default : begin
        _zz_core_e0_0_v = core_tab_124_v;
        _zz_core_e0_0_src = core_tab_124_src;
        _zz_core_e0_0_dst = core_tab_124_dst;
        _zz_core_e0_0_sum = core_tab_124_sum;
        _zz_core_e0_1_v = core_tab_125_v;
        _zz_core_e0_1_src = core_tab_125_src;
        _zz_core_e0_1_dst = core_tab_125_dst;
        _zz_core_e0_1_sum = core_tab_125_sum;
        _zz_core_e0_2_v = core_tab_126_v;
        _zz_core_e0_2_src = core_tab_126_src;
        _zz_core_e0_2_dst = core_tab_126_dst;
        _zz_core_e0_2_sum = core_tab_126_sum;
        _zz_core_e0_3_v = core_tab_127_v;
        _zz_core_e0_3_src = core_tab_127_src;
        _zz_core_e0_3_dst = core_tab_127_dst;
        _zz_core_e0_3_sum = core_tab_127_sum;
      end
    endcase
  end

  always @(*) begin
    case(core_rs_qB)
      6'b000000 : begin
        _zz_core_rs_wy = core_aDw_0;
        _zz_core_rs_pY = core_aDy_0;
      end
      6'b000001 : begin
        _zz_core_rs_wy = core_aDw_1;
        _zz_core_rs_pY = core_aDy_1;
      end
      6'b000010 : begin
        _zz_core_rs_wy = core_aDw_2;
        _zz_core_rs_pY = core_aDy_2;
      end
      6'b000011 : begin
        _zz_core_rs_wy = core_aDw_3;
        _zz_core_rs_pY = core_aDy_3;
      end
      6'b000100 : begin
        _zz_core_rs_wy = core_aDw_4;
        _zz_core_rs_pY = core_aDy_4;
      end
      6'b000101 : begin
        _zz_core_rs_wy = core_aDw_5;
        _zz_core_rs_pY = core_aDy_5;
      end
      6'b000110 : begin
        _zz_core_rs_wy = core_aDw_6;
        _zz_core_rs_pY = core_aDy_6;
      end
      6'b000111 : begin
        _zz_core_rs_wy = core_aDw_7;
        _zz_core_rs_pY = core_aDy_7;
      end
      6'b001000 : begin
        _zz_core_rs_wy = core_aDw_8;
        _zz_core_rs_pY = core_aDy_8;
      end
      6'b001001 : begin
        _zz_core_rs_wy = core_aDw_9;
        _zz_core_rs_pY = core_aDy_9;
      end
      6'b001010 : begin
        _zz_core_rs_wy = core_aDw_10;
        _zz_core_rs_pY = core_aDy_10;
      end
      6'b001011 : begin
        _zz_core_rs_wy = core_aDw_11;
        _zz_core_rs_pY = core_aDy_11;
      end
      6'b001100 : begin
        _zz_core_rs_wy = core_aDw_12;
        _zz_core_rs_pY = core_aDy_12;
      end
      6'b001101 : begin
        _zz_core_rs_wy = core_aDw_13;
        _zz_core_rs_pY = core_aDy_13;
      end
      6'b001110 : begin
        _zz_core_rs_wy = core_aDw_14;
        _zz_core_rs_pY = core_aDy_14;
      end
      6'b001111 : begin
        _zz_core_rs_wy = core_aDw_15;
        _zz_core_rs_pY = core_aDy_15;
      end
      6'b010000 : begin
        _zz_core_rs_wy = core_aDw_16;
        _zz_core_rs_pY = core_aDy_16;
      end
      6'b010001 : begin
        _zz_core_rs_wy = core_aDw_17;
        _zz_core_rs_pY = core_aDy_17;
      end
      6'b010010 : begin
        _zz_core_rs_wy = core_aDw_18;
        _zz_core_rs_pY = core_aDy_18;
      end
      6'b010011 : begin
        _zz_core_rs_wy = core_aDw_19;
        _zz_core_rs_pY = core_aDy_19;
      end
      6'b010100 : begin
        _zz_core_rs_wy = core_aDw_20;
        _zz_core_rs_pY = core_aDy_20;
      end
      6'b010101 : begin
        _zz_core_rs_wy = core_aDw_21;
        _zz_core_rs_pY = core_aDy_21;
      end
      6'b010110 : begin
        _zz_core_rs_wy = core_aDw_22;
        _zz_core_rs_pY = core_aDy_22;
      end
      6'b010111 : begin
        _zz_core_rs_wy = core_aDw_23;
        _zz_core_rs_pY = core_aDy_23;
      end
      6'b011000 : begin
        _zz_core_rs_wy = core_aDw_24;
        _zz_core_rs_pY = core_aDy_24;
      end
      6'b011001 : begin
        _zz_core_rs_wy = core_aDw_25;
        _zz_core_rs_pY = core_aDy_25;
      end
      6'b011010 : begin
        _zz_core_rs_wy = core_aDw_26;
        _zz_core_rs_pY = core_aDy_26;
      end
      6'b011011 : begin
        _zz_core_rs_wy = core_aDw_27;
        _zz_core_rs_pY = core_aDy_27;
      end
      6'b011100 : begin
        _zz_core_rs_wy = core_aDw_28;
        _zz_core_rs_pY = core_aDy_28;
      end
      6'b011101 : begin
        _zz_core_rs_wy = core_aDw_29;
        _zz_core_rs_pY = core_aDy_29;
      end
      6'b011110 : begin
        _zz_core_rs_wy = core_aDw_30;
        _zz_core_rs_pY = core_aDy_30;
      end
      6'b011111 : begin
        _zz_core_rs_wy = core_aDw_31;
        _zz_core_rs_pY = core_aDy_31;
      end
      6'b100000 : begin
        _zz_core_rs_wy = core_aDw_32;
        _zz_core_rs_pY = core_aDy_32;
      end
      6'b100001 : begin
        _zz_core_rs_wy = core_aDw_33;
        _zz_core_rs_pY = core_aDy_33;
      end
      6'b100010 : begin
        _zz_core_rs_wy = core_aDw_34;
        _zz_core_rs_pY = core_aDy_34;
      end
      6'b100011 : begin
        _zz_core_rs_wy = core_aDw_35;
        _zz_core_rs_pY = core_aDy_35;
      end
      6'b100100 : begin
        _zz_core_rs_wy = core_aDw_36;
        _zz_core_rs_pY = core_aDy_36;
      end
      6'b100101 : begin
        _zz_core_rs_wy = core_aDw_37;
        _zz_core_rs_pY = core_aDy_37;
      end
      6'b100110 : begin
        _zz_core_rs_wy = core_aDw_38;
        _zz_core_rs_pY = core_aDy_38;
      end
      6'b100111 : begin
        _zz_core_rs_wy = core_aDw_39;
        _zz_core_rs_pY = core_aDy_39;
      end
      6'b101000 : begin
        _zz_core_rs_wy = core_aDw_40;
        _zz_core_rs_pY = core_aDy_40;
      end
      6'b101001 : begin
        _zz_core_rs_wy = core_aDw_41;
        _zz_core_rs_pY = core_aDy_41;
      end
      6'b101010 : begin
        _zz_core_rs_wy = core_aDw_42;
        _zz_core_rs_pY = core_aDy_42;
      end
      6'b101011 : begin
        _zz_core_rs_wy = core_aDw_43;
        _zz_core_rs_pY = core_aDy_43;
      end
      6'b101100 : begin
        _zz_core_rs_wy = core_aDw_44;
        _zz_core_rs_pY = core_aDy_44;
      end
      6'b101101 : begin
        _zz_core_rs_wy = core_aDw_45;
        _zz_core_rs_pY = core_aDy_45;
      end
      6'b101110 : begin
        _zz_core_rs_wy = core_aDw_46;
        _zz_core_rs_pY = core_aDy_46;
      end
      6'b101111 : begin
        _zz_core_rs_wy = core_aDw_47;
        _zz_core_rs_pY = core_aDy_47;
      end
      6'b110000 : begin
        _zz_core_rs_wy = core_aDw_48;
        _zz_core_rs_pY = core_aDy_48;
      end
      6'b110001 : begin
        _zz_core_rs_wy = core_aDw_49;
        _zz_core_rs_pY = core_aDy_49;
      end
      6'b110010 : begin
        _zz_core_rs_wy = core_aDw_50;
        _zz_core_rs_pY = core_aDy_50;
      end
      6'b110011 : begin
        _zz_core_rs_wy = core_aDw_51;
        _zz_core_rs_pY = core_aDy_51;
      end
      6'b110100 : begin
        _zz_core_rs_wy = core_aDw_52;
        _zz_core_rs_pY = core_aDy_52;
      end
      6'b110101 : begin
        _zz_core_rs_wy = core_aDw_53;
        _zz_core_rs_pY = core_aDy_53;
      end
      6'b110110 : begin
        _zz_core_rs_wy = core_aDw_54;
        _zz_core_rs_pY = core_aDy_54;
      end
      6'b110111 : begin
        _zz_core_rs_wy = core_aDw_55;
        _zz_core_rs_pY = core_aDy_55;
      end
      6'b111000 : begin
        _zz_core_rs_wy = core_aDw_56;
        _zz_core_rs_pY = core_aDy_56;
      end
      6'b111001 : begin
        _zz_core_rs_wy = core_aDw_57;
        _zz_core_rs_pY = core_aDy_57;
      end
      6'b111010 : begin
        _zz_core_rs_wy = core_aDw_58;
        _zz_core_rs_pY = core_aDy_58;
      end
      6'b111011 : begin
        _zz_core_rs_wy = core_aDw_59;
        _zz_core_rs_pY = core_aDy_59;
      end
      6'b111100 : begin
        _zz_core_rs_wy = core_aDw_60;
        _zz_core_rs_pY = core_aDy_60;
      end
      6'b111101 : begin
        _zz_core_rs_wy = core_aDw_61;
        _zz_core_rs_pY = core_aDy_61;
      end
      6'b111110 : begin
        _zz_core_rs_wy = core_aDw_62;
        _zz_core_rs_pY = core_aDy_62;
      end
      default : begin
        _zz_core_rs_wy = core_aDw_63;
        _zz_core_rs_pY = core_aDy_63;
      end
    endcase
  end

  always @(*) begin
    case(core_rs_a)
      6'b000000 : begin
        _zz_core_rs_qB = core_mS_0;
        _zz_core_rs_qX = core_aSx_0;
        _zz_core_rs_qWx = core_aSw_0;
        _zz_core_rs_qWab = core_mW_0;
      end
      6'b000001 : begin
        _zz_core_rs_qB = core_mS_1;
        _zz_core_rs_qX = core_aSx_1;
        _zz_core_rs_qWx = core_aSw_1;
        _zz_core_rs_qWab = core_mW_1;
      end
      6'b000010 : begin
        _zz_core_rs_qB = core_mS_2;
        _zz_core_rs_qX = core_aSx_2;
        _zz_core_rs_qWx = core_aSw_2;
        _zz_core_rs_qWab = core_mW_2;
      end
      6'b000011 : begin
        _zz_core_rs_qB = core_mS_3;
        _zz_core_rs_qX = core_aSx_3;
        _zz_core_rs_qWx = core_aSw_3;
        _zz_core_rs_qWab = core_mW_3;
      end
      6'b000100 : begin
        _zz_core_rs_qB = core_mS_4;
        _zz_core_rs_qX = core_aSx_4;
        _zz_core_rs_qWx = core_aSw_4;
        _zz_core_rs_qWab = core_mW_4;
      end
      6'b000101 : begin
        _zz_core_rs_qB = core_mS_5;
        _zz_core_rs_qX = core_aSx_5;
        _zz_core_rs_qWx = core_aSw_5;
        _zz_core_rs_qWab = core_mW_5;
      end
      6'b000110 : begin
        _zz_core_rs_qB = core_mS_6;
        _zz_core_rs_qX = core_aSx_6;
        _zz_core_rs_qWx = core_aSw_6;
        _zz_core_rs_qWab = core_mW_6;
      end
      6'b000111 : begin
        _zz_core_rs_qB = core_mS_7;
        _zz_core_rs_qX = core_aSx_7;
        _zz_core_rs_qWx = core_aSw_7;
        _zz_core_rs_qWab = core_mW_7;
      end
      6'b001000 : begin
        _zz_core_rs_qB = core_mS_8;
        _zz_core_rs_qX = core_aSx_8;
        _zz_core_rs_qWx = core_aSw_8;
        _zz_core_rs_qWab = core_mW_8;
      end
      6'b001001 : begin
        _zz_core_rs_qB = core_mS_9;
        _zz_core_rs_qX = core_aSx_9;
        _zz_core_rs_qWx = core_aSw_9;
        _zz_core_rs_qWab = core_mW_9;
      end
      6'b001010 : begin
        _zz_core_rs_qB = core_mS_10;
        _zz_core_rs_qX = core_aSx_10;
        _zz_core_rs_qWx = core_aSw_10;
        _zz_core_rs_qWab = core_mW_10;
      end
      6'b001011 : begin
        _zz_core_rs_qB = core_mS_11;
        _zz_core_rs_qX = core_aSx_11;
        _zz_core_rs_qWx = core_aSw_11;
        _zz_core_rs_qWab = core_mW_11;
      end
      6'b001100 : begin
        _zz_core_rs_qB = core_mS_12;
        _zz_core_rs_qX = core_aSx_12;
        _zz_core_rs_qWx = core_aSw_12;
        _zz_core_rs_qWab = core_mW_12;
      end
      6'b001101 : begin
        _zz_core_rs_qB = core_mS_13;
        _zz_core_rs_qX = core_aSx_13;
        _zz_core_rs_qWx = core_aSw_13;
        _zz_core_rs_qWab = core_mW_13;
      end
      6'b001110 : begin
        _zz_core_rs_qB = core_mS_14;
        _zz_core_rs_qX = core_aSx_14;
        _zz_core_rs_qWx = core_aSw_14;
        _zz_core_rs_qWab = core_mW_14;
      end
      6'b001111 : begin
        _zz_core_rs_qB = core_mS_15;
        _zz_core_rs_qX = core_aSx_15;
        _zz_core_rs_qWx = core_aSw_15;
        _zz_core_rs_qWab = core_mW_15;
      end
      6'b010000 : begin
        _zz_core_rs_qB = core_mS_16;
        _zz_core_rs_qX = core_aSx_16;
        _zz_core_rs_qWx = core_aSw_16;
        _zz_core_rs_qWab = core_mW_16;
      end
      6'b010001 : begin
        _zz_core_rs_qB = core_mS_17;
        _zz_core_rs_qX = core_aSx_17;
        _zz_core_rs_qWx = core_aSw_17;
        _zz_core_rs_qWab = core_mW_17;
      end
      6'b010010 : begin
        _zz_core_rs_qB = core_mS_18;
        _zz_core_rs_qX = core_aSx_18;
        _zz_core_rs_qWx = core_aSw_18;
        _zz_core_rs_qWab = core_mW_18;
      end
      6'b010011 : begin
        _zz_core_rs_qB = core_mS_19;
        _zz_core_rs_qX = core_aSx_19;
        _zz_core_rs_qWx = core_aSw_19;
        _zz_core_rs_qWab = core_mW_19;
      end
      6'b010100 : begin
        _zz_core_rs_qB = core_mS_20;
        _zz_core_rs_qX = core_aSx_20;
        _zz_core_rs_qWx = core_aSw_20;
        _zz_core_rs_qWab = core_mW_20;
      end
      6'b010101 : begin
        _zz_core_rs_qB = core_mS_21;
        _zz_core_rs_qX = core_aSx_21;
        _zz_core_rs_qWx = core_aSw_21;
        _zz_core_rs_qWab = core_mW_21;
      end
      6'b010110 : begin
        _zz_core_rs_qB = core_mS_22;
        _zz_core_rs_qX = core_aSx_22;
        _zz_core_rs_qWx = core_aSw_22;
        _zz_core_rs_qWab = core_mW_22;
      end
      6'b010111 : begin
        _zz_core_rs_qB = core_mS_23;
        _zz_core_rs_qX = core_aSx_23;
        _zz_core_rs_qWx = core_aSw_23;
        _zz_core_rs_qWab = core_mW_23;
      end
      6'b011000 : begin
        _zz_core_rs_qB = core_mS_24;
        _zz_core_rs_qX = core_aSx_24;
        _zz_core_rs_qWx = core_aSw_24;
        _zz_core_rs_qWab = core_mW_24;
      end
      6'b011001 : begin
        _zz_core_rs_qB = core_mS_25;
        _zz_core_rs_qX = core_aSx_25;
        _zz_core_rs_qWx = core_aSw_25;
        _zz_core_rs_qWab = core_mW_25;
      end
      6'b011010 : begin
        _zz_core_rs_qB = core_mS_26;
        _zz_core_rs_qX = core_aSx_26;
        _zz_core_rs_qWx = core_aSw_26;
        _zz_core_rs_qWab = core_mW_26;
      end
      6'b011011 : begin
        _zz_core_rs_qB = core_mS_27;
        _zz_core_rs_qX = core_aSx_27;
        _zz_core_rs_qWx = core_aSw_27;
        _zz_core_rs_qWab = core_mW_27;
      end
      6'b011100 : begin
        _zz_core_rs_qB = core_mS_28;
        _zz_core_rs_qX = core_aSx_28;
        _zz_core_rs_qWx = core_aSw_28;
        _zz_core_rs_qWab = core_mW_28;
      end
      6'b011101 : begin
        _zz_core_rs_qB = core_mS_29;
        _zz_core_rs_qX = core_aSx_29;
        _zz_core_rs_qWx = core_aSw_29;
        _zz_core_rs_qWab = core_mW_29;
      end
      6'b011110 : begin
        _zz_core_rs_qB = core_mS_30;
        _zz_core_rs_qX = core_aSx_30;
        _zz_core_rs_qWx = core_aSw_30;
        _zz_core_rs_qWab = core_mW_30;
      end
      6'b011111 : begin
        _zz_core_rs_qB = core_mS_31;
        _zz_core_rs_qX = core_aSx_31;
        _zz_core_rs_qWx = core_aSw_31;
        _zz_core_rs_qWab = core_mW_31;
      end
      6'b100000 : begin
        _zz_core_rs_qB = core_mS_32;
        _zz_core_rs_qX = core_aSx_32;
        _zz_core_rs_qWx = core_aSw_32;
        _zz_core_rs_qWab = core_mW_32;
      end
      6'b100001 : begin
        _zz_core_rs_qB = core_mS_33;
        _zz_core_rs_qX = core_aSx_33;
        _zz_core_rs_qWx = core_aSw_33;
        _zz_core_rs_qWab = core_mW_33;
      end
      6'b100010 : begin
        _zz_core_rs_qB = core_mS_34;
        _zz_core_rs_qX = core_aSx_34;
        _zz_core_rs_qWx = core_aSw_34;
        _zz_core_rs_qWab = core_mW_34;
      end
      6'b100011 : begin
        _zz_core_rs_qB = core_mS_35;
        _zz_core_rs_qX = core_aSx_35;
        _zz_core_rs_qWx = core_aSw_35;
        _zz_core_rs_qWab = core_mW_35;
      end
      6'b100100 : begin
        _zz_core_rs_qB = core_mS_36;
        _zz_core_rs_qX = core_aSx_36;
        _zz_core_rs_qWx = core_aSw_36;
        _zz_core_rs_qWab = core_mW_36;
      end
      6'b100101 : begin
        _zz_core_rs_qB = core_mS_37;
        _zz_core_rs_qX = core_aSx_37;
        _zz_core_rs_qWx = core_aSw_37;
        _zz_core_rs_qWab = core_mW_37;
      end
      6'b100110 : begin
        _zz_core_rs_qB = core_mS_38;
        _zz_core_rs_qX = core_aSx_38;
        _zz_core_rs_qWx = core_aSw_38;
        _zz_core_rs_qWab = core_mW_38;
      end
      6'b100111 : begin
        _zz_core_rs_qB = core_mS_39;
        _zz_core_rs_qX = core_aSx_39;
        _zz_core_rs_qWx = core_aSw_39;
        _zz_core_rs_qWab = core_mW_39;
      end
      6'b101000 : begin
        _zz_core_rs_qB = core_mS_40;
        _zz_core_rs_qX = core_aSx_40;
        _zz_core_rs_qWx = core_aSw_40;
        _zz_core_rs_qWab = core_mW_40;
      end
      6'b101001 : begin
        _zz_core_rs_qB = core_mS_41;
        _zz_core_rs_qX = core_aSx_41;
        _zz_core_rs_qWx = core_aSw_41;
        _zz_core_rs_qWab = core_mW_41;
      end
      6'b101010 : begin
        _zz_core_rs_qB = core_mS_42;
        _zz_core_rs_qX = core_aSx_42;
        _zz_core_rs_qWx = core_aSw_42;
        _zz_core_rs_qWab = core_mW_42;
      end
      6'b101011 : begin
        _zz_core_rs_qB = core_mS_43;
        _zz_core_rs_qX = core_aSx_43;
        _zz_core_rs_qWx = core_aSw_43;
        _zz_core_rs_qWab = core_mW_43;
      end
      6'b101100 : begin
        _zz_core_rs_qB = core_mS_44;
        _zz_core_rs_qX = core_aSx_44;
        _zz_core_rs_qWx = core_aSw_44;
        _zz_core_rs_qWab = core_mW_44;
      end
      6'b101101 : begin
        _zz_core_rs_qB = core_mS_45;
        _zz_core_rs_qX = core_aSx_45;
        _zz_core_rs_qWx = core_aSw_45;
        _zz_core_rs_qWab = core_mW_45;
      end
      6'b101110 : begin
        _zz_core_rs_qB = core_mS_46;
        _zz_core_rs_qX = core_aSx_46;
        _zz_core_rs_qWx = core_aSw_46;
        _zz_core_rs_qWab = core_mW_46;
      end
      6'b101111 : begin
        _zz_core_rs_qB = core_mS_47;
        _zz_core_rs_qX = core_aSx_47;
        _zz_core_rs_qWx = core_aSw_47;
        _zz_core_rs_qWab = core_mW_47;
      end
      6'b110000 : begin
        _zz_core_rs_qB = core_mS_48;
        _zz_core_rs_qX = core_aSx_48;
        _zz_core_rs_qWx = core_aSw_48;
        _zz_core_rs_qWab = core_mW_48;
      end
      6'b110001 : begin
        _zz_core_rs_qB = core_mS_49;
        _zz_core_rs_qX = core_aSx_49;
        _zz_core_rs_qWx = core_aSw_49;
        _zz_core_rs_qWab = core_mW_49;
      end
      6'b110010 : begin
        _zz_core_rs_qB = core_mS_50;
        _zz_core_rs_qX = core_aSx_50;
        _zz_core_rs_qWx = core_aSw_50;
        _zz_core_rs_qWab = core_mW_50;
      end
      6'b110011 : begin
        _zz_core_rs_qB = core_mS_51;
        _zz_core_rs_qX = core_aSx_51;
        _zz_core_rs_qWx = core_aSw_51;
        _zz_core_rs_qWab = core_mW_51;
      end
      6'b110100 : begin
        _zz_core_rs_qB = core_mS_52;
        _zz_core_rs_qX = core_aSx_52;
        _zz_core_rs_qWx = core_aSw_52;
        _zz_core_rs_qWab = core_mW_52;
      end
      6'b110101 : begin
        _zz_core_rs_qB = core_mS_53;
        _zz_core_rs_qX = core_aSx_53;
        _zz_core_rs_qWx = core_aSw_53;
        _zz_core_rs_qWab = core_mW_53;
      end
      6'b110110 : begin
        _zz_core_rs_qB = core_mS_54;
        _zz_core_rs_qX = core_aSx_54;
        _zz_core_rs_qWx = core_aSw_54;
        _zz_core_rs_qWab = core_mW_54;
      end
      6'b110111 : begin
        _zz_core_rs_qB = core_mS_55;
        _zz_core_rs_qX = core_aSx_55;
        _zz_core_rs_qWx = core_aSw_55;
        _zz_core_rs_qWab = core_mW_55;
      end
      6'b111000 : begin
        _zz_core_rs_qB = core_mS_56;
        _zz_core_rs_qX = core_aSx_56;
        _zz_core_rs_qWx = core_aSw_56;
        _zz_core_rs_qWab = core_mW_56;
      end
      6'b111001 : begin
        _zz_core_rs_qB = core_mS_57;
        _zz_core_rs_qX = core_aSx_57;
        _zz_core_rs_qWx = core_aSw_57;
        _zz_core_rs_qWab = core_mW_57;
      end
      6'b111010 : begin
        _zz_core_rs_qB = core_mS_58;
        _zz_core_rs_qX = core_aSx_58;
        _zz_core_rs_qWx = core_aSw_58;
        _zz_core_rs_qWab = core_mW_58;
      end
      6'b111011 : begin
        _zz_core_rs_qB = core_mS_59;
        _zz_core_rs_qX = core_aSx_59;
        _zz_core_rs_qWx = core_aSw_59;
        _zz_core_rs_qWab = core_mW_59;
      end
      6'b111100 : begin
        _zz_core_rs_qB = core_mS_60;
        _zz_core_rs_qX = core_aSx_60;
        _zz_core_rs_qWx = core_aSw_60;
        _zz_core_rs_qWab = core_mW_60;
      end
      6'b111101 : begin
        _zz_core_rs_qB = core_mS_61;
        _zz_core_rs_qX = core_aSx_61;
        _zz_core_rs_qWx = core_aSw_61;
        _zz_core_rs_qWab = core_mW_61;
      end
      6'b111110 : begin
        _zz_core_rs_qB = core_mS_62;
        _zz_core_rs_qX = core_aSx_62;
        _zz_core_rs_qWx = core_aSw_62;
        _zz_core_rs_qWab = core_mW_62;
      end
      default : begin
        _zz_core_rs_qB = core_mS_63;
        _zz_core_rs_qX = core_aSx_63;
        _zz_core_rs_qWx = core_aSw_63;
        _zz_core_rs_qWab = core_mW_63;
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
  assign _zz_core_hitAny_64 = core_hitRow[64];
  assign _zz_core_hitAny_65 = core_hitRow[65];
  assign _zz_core_hitAny_66 = core_hitRow[66];
  assign _zz_core_hitAny_67 = core_hitRow[67];
  assign _zz_core_hitAny_68 = core_hitRow[68];
  assign _zz_core_hitAny_69 = core_hitRow[69];
  assign _zz_core_hitAny_70 = core_hitRow[70];
  assign _zz_core_hitAny_71 = core_hitRow[71];
  assign _zz_core_hitAny_72 = core_hitRow[72];
  assign _zz_core_hitAny_73 = core_hitRow[73];
  assign _zz_core_hitAny_74 = core_hitRow[74];
  assign _zz_core_hitAny_75 = core_hitRow[75];
  assign _zz_core_hitAny_76 = core_hitRow[76];
  assign _zz_core_hitAny_77 = core_hitRow[77];
  assign _zz_core_hitAny_78 = core_hitRow[78];
  assign _zz_core_hitAny_79 = core_hitRow[79];
  assign _zz_core_hitAny_80 = core_hitRow[80];
  assign _zz_core_hitAny_81 = core_hitRow[81];
  assign _zz_core_hitAny_82 = core_hitRow[82];
  assign _zz_core_hitAny_83 = core_hitRow[83];
  assign _zz_core_hitAny_84 = core_hitRow[84];
  assign _zz_core_hitAny_85 = core_hitRow[85];
  assign _zz_core_hitAny_86 = core_hitRow[86];
  assign _zz_core_hitAny_87 = core_hitRow[87];
  assign _zz_core_hitAny_88 = core_hitRow[88];
  assign _zz_core_hitAny_89 = core_hitRow[89];
  assign _zz_core_hitAny_90 = core_hitRow[90];
  assign _zz_core_hitAny_91 = core_hitRow[91];
  assign _zz_core_hitAny_92 = core_hitRow[92];
  assign _zz_core_hitAny_93 = core_hitRow[93];
  assign _zz_core_hitAny_94 = core_hitRow[94];
  assign _zz_core_hitAny_95 = core_hitRow[95];
  assign _zz_core_hitAny_96 = core_hitRow[96];
  assign _zz_core_hitAny_97 = core_hitRow[97];
  assign _zz_core_hitAny_98 = core_hitRow[98];
  assign _zz_core_hitAny_99 = core_hitRow[99];
  assign _zz_core_hitAny_100 = core_hitRow[100];
  assign _zz_core_hitAny_101 = core_hitRow[101];
  assign _zz_core_hitAny_102 = core_hitRow[102];
  assign _zz_core_hitAny_103 = core_hitRow[103];
  assign _zz_core_hitAny_104 = core_hitRow[104];
  assign _zz_core_hitAny_105 = core_hitRow[105];
  assign _zz_core_hitAny_106 = core_hitRow[106];
  assign _zz_core_hitAny_107 = core_hitRow[107];
  assign _zz_core_hitAny_108 = core_hitRow[108];
  assign _zz_core_hitAny_109 = core_hitRow[109];
  assign _zz_core_hitAny_110 = core_hitRow[110];
  assign _zz_core_hitAny_111 = core_hitRow[111];
  assign _zz_core_hitAny_112 = core_hitRow[112];
  assign _zz_core_hitAny_113 = core_hitRow[113];
  assign _zz_core_hitAny_114 = core_hitRow[114];
  assign _zz_core_hitAny_115 = core_hitRow[115];
  assign _zz_core_hitAny_116 = core_hitRow[116];
  assign _zz_core_hitAny_117 = core_hitRow[117];
  assign _zz_core_hitAny_118 = core_hitRow[118];
  assign _zz_core_hitAny_119 = core_hitRow[119];
  assign _zz_core_hitAny_120 = core_hitRow[120];
  assign _zz_core_hitAny_121 = core_hitRow[121];
  assign _zz_core_hitAny_122 = core_hitRow[122];
  assign _zz_core_hitAny_123 = core_hitRow[123];
  assign _zz_core_hitAny_124 = core_hitRow[124];
  assign _zz_core_hitAny_125 = core_hitRow[125];
  assign _zz_core_hitAny_126 = core_hitRow[126];
  assign _zz_core_hitAny_127 = core_hitRow[127];
  assign core_wr_newRaw = ($signed(_zz_core_wr_newRaw) + $signed(_zz_core_wr_newRaw_2));
  assign core_wr_newPos = ($signed(18'h0) < $signed(core_wr_newRaw));
  assign core_wr_newSat = ($signed(_zz_core_wr_newSat) < $signed(core_wr_newRaw));
  assign core_wr_newSum = (core_wr_newSat ? core_sumMax : _zz_core_wr_newSum);
  assign core_wr_below_0 = ((! core_hitAny) || (7'h0 < core_hitIdx));
  assign core_wr_below_1 = ((! core_hitAny) || (7'h01 < core_hitIdx));
  assign core_wr_below_2 = ((! core_hitAny) || (7'h02 < core_hitIdx));
  assign core_wr_below_3 = ((! core_hitAny) || (7'h03 < core_hitIdx));
  assign core_wr_below_4 = ((! core_hitAny) || (7'h04 < core_hitIdx));
  assign core_wr_below_5 = ((! core_hitAny) || (7'h05 < core_hitIdx));
  assign core_wr_below_6 = ((! core_hitAny) || (7'h06 < core_hitIdx));
  assign core_wr_below_7 = ((! core_hitAny) || (7'h07 < core_hitIdx));
  assign core_wr_below_8 = ((! core_hitAny) || (7'h08 < core_hitIdx));
  assign core_wr_below_9 = ((! core_hitAny) || (7'h09 < core_hitIdx));
  assign core_wr_below_10 = ((! core_hitAny) || (7'h0a < core_hitIdx));
  assign core_wr_below_11 = ((! core_hitAny) || (7'h0b < core_hitIdx));
  assign core_wr_below_12 = ((! core_hitAny) || (7'h0c < core_hitIdx));
  assign core_wr_below_13 = ((! core_hitAny) || (7'h0d < core_hitIdx));
  assign core_wr_below_14 = ((! core_hitAny) || (7'h0e < core_hitIdx));
  assign core_wr_below_15 = ((! core_hitAny) || (7'h0f < core_hitIdx));
  assign core_wr_below_16 = ((! core_hitAny) || (7'h10 < core_hitIdx));
  assign core_wr_below_17 = ((! core_hitAny) || (7'h11 < core_hitIdx));
  assign core_wr_below_18 = ((! core_hitAny) || (7'h12 < core_hitIdx));
  assign core_wr_below_19 = ((! core_hitAny) || (7'h13 < core_hitIdx));
  assign core_wr_below_20 = ((! core_hitAny) || (7'h14 < core_hitIdx));
  assign core_wr_below_21 = ((! core_hitAny) || (7'h15 < core_hitIdx));
  assign core_wr_below_22 = ((! core_hitAny) || (7'h16 < core_hitIdx));
  assign core_wr_below_23 = ((! core_hitAny) || (7'h17 < core_hitIdx));
  assign core_wr_below_24 = ((! core_hitAny) || (7'h18 < core_hitIdx));
  assign core_wr_below_25 = ((! core_hitAny) || (7'h19 < core_hitIdx));
  assign core_wr_below_26 = ((! core_hitAny) || (7'h1a < core_hitIdx));
  assign core_wr_below_27 = ((! core_hitAny) || (7'h1b < core_hitIdx));
  assign core_wr_below_28 = ((! core_hitAny) || (7'h1c < core_hitIdx));
  assign core_wr_below_29 = ((! core_hitAny) || (7'h1d < core_hitIdx));
  assign core_wr_below_30 = ((! core_hitAny) || (7'h1e < core_hitIdx));
  assign core_wr_below_31 = ((! core_hitAny) || (7'h1f < core_hitIdx));
  assign core_wr_below_32 = ((! core_hitAny) || (7'h20 < core_hitIdx));
  assign core_wr_below_33 = ((! core_hitAny) || (7'h21 < core_hitIdx));
  assign core_wr_below_34 = ((! core_hitAny) || (7'h22 < core_hitIdx));
  assign core_wr_below_35 = ((! core_hitAny) || (7'h23 < core_hitIdx));
  assign core_wr_below_36 = ((! core_hitAny) || (7'h24 < core_hitIdx));
  assign core_wr_below_37 = ((! core_hitAny) || (7'h25 < core_hitIdx));
  assign core_wr_below_38 = ((! core_hitAny) || (7'h26 < core_hitIdx));
  assign core_wr_below_39 = ((! core_hitAny) || (7'h27 < core_hitIdx));
  assign core_wr_below_40 = ((! core_hitAny) || (7'h28 < core_hitIdx));
  assign core_wr_below_41 = ((! core_hitAny) || (7'h29 < core_hitIdx));
  assign core_wr_below_42 = ((! core_hitAny) || (7'h2a < core_hitIdx));
  assign core_wr_below_43 = ((! core_hitAny) || (7'h2b < core_hitIdx));
  assign core_wr_below_44 = ((! core_hitAny) || (7'h2c < core_hitIdx));
  assign core_wr_below_45 = ((! core_hitAny) || (7'h2d < core_hitIdx));
  assign core_wr_below_46 = ((! core_hitAny) || (7'h2e < core_hitIdx));
  assign core_wr_below_47 = ((! core_hitAny) || (7'h2f < core_hitIdx));
  assign core_wr_below_48 = ((! core_hitAny) || (7'h30 < core_hitIdx));
  assign core_wr_below_49 = ((! core_hitAny) || (7'h31 < core_hitIdx));
  assign core_wr_below_50 = ((! core_hitAny) || (7'h32 < core_hitIdx));
  assign core_wr_below_51 = ((! core_hitAny) || (7'h33 < core_hitIdx));
  assign core_wr_below_52 = ((! core_hitAny) || (7'h34 < core_hitIdx));
  assign core_wr_below_53 = ((! core_hitAny) || (7'h35 < core_hitIdx));
  assign core_wr_below_54 = ((! core_hitAny) || (7'h36 < core_hitIdx));
  assign core_wr_below_55 = ((! core_hitAny) || (7'h37 < core_hitIdx));
  assign core_wr_below_56 = ((! core_hitAny) || (7'h38 < core_hitIdx));
  assign core_wr_below_57 = ((! core_hitAny) || (7'h39 < core_hitIdx));
  assign core_wr_below_58 = ((! core_hitAny) || (7'h3a < core_hitIdx));
  assign core_wr_below_59 = ((! core_hitAny) || (7'h3b < core_hitIdx));
  assign core_wr_below_60 = ((! core_hitAny) || (7'h3c < core_hitIdx));
  assign core_wr_below_61 = ((! core_hitAny) || (7'h3d < core_hitIdx));
  assign core_wr_below_62 = ((! core_hitAny) || (7'h3e < core_hitIdx));
  assign core_wr_below_63 = ((! core_hitAny) || (7'h3f < core_hitIdx));
  assign core_wr_below_64 = ((! core_hitAny) || (7'h40 < core_hitIdx));
  assign core_wr_below_65 = ((! core_hitAny) || (7'h41 < core_hitIdx));
  assign core_wr_below_66 = ((! core_hitAny) || (7'h42 < core_hitIdx));
  assign core_wr_below_67 = ((! core_hitAny) || (7'h43 < core_hitIdx));
  assign core_wr_below_68 = ((! core_hitAny) || (7'h44 < core_hitIdx));
  assign core_wr_below_69 = ((! core_hitAny) || (7'h45 < core_hitIdx));
  assign core_wr_below_70 = ((! core_hitAny) || (7'h46 < core_hitIdx));
  assign core_wr_below_71 = ((! core_hitAny) || (7'h47 < core_hitIdx));
  assign core_wr_below_72 = ((! core_hitAny) || (7'h48 < core_hitIdx));
  assign core_wr_below_73 = ((! core_hitAny) || (7'h49 < core_hitIdx));
  assign core_wr_below_74 = ((! core_hitAny) || (7'h4a < core_hitIdx));
  assign core_wr_below_75 = ((! core_hitAny) || (7'h4b < core_hitIdx));
  assign core_wr_below_76 = ((! core_hitAny) || (7'h4c < core_hitIdx));
  assign core_wr_below_77 = ((! core_hitAny) || (7'h4d < core_hitIdx));
  assign core_wr_below_78 = ((! core_hitAny) || (7'h4e < core_hitIdx));
  assign core_wr_below_79 = ((! core_hitAny) || (7'h4f < core_hitIdx));
  assign core_wr_below_80 = ((! core_hitAny) || (7'h50 < core_hitIdx));
  assign core_wr_below_81 = ((! core_hitAny) || (7'h51 < core_hitIdx));
  assign core_wr_below_82 = ((! core_hitAny) || (7'h52 < core_hitIdx));
  assign core_wr_below_83 = ((! core_hitAny) || (7'h53 < core_hitIdx));
  assign core_wr_below_84 = ((! core_hitAny) || (7'h54 < core_hitIdx));
  assign core_wr_below_85 = ((! core_hitAny) || (7'h55 < core_hitIdx));
  assign core_wr_below_86 = ((! core_hitAny) || (7'h56 < core_hitIdx));
  assign core_wr_below_87 = ((! core_hitAny) || (7'h57 < core_hitIdx));
  assign core_wr_below_88 = ((! core_hitAny) || (7'h58 < core_hitIdx));
  assign core_wr_below_89 = ((! core_hitAny) || (7'h59 < core_hitIdx));
  assign core_wr_below_90 = ((! core_hitAny) || (7'h5a < core_hitIdx));
  assign core_wr_below_91 = ((! core_hitAny) || (7'h5b < core_hitIdx));
  assign core_wr_below_92 = ((! core_hitAny) || (7'h5c < core_hitIdx));
  assign core_wr_below_93 = ((! core_hitAny) || (7'h5d < core_hitIdx));
  assign core_wr_below_94 = ((! core_hitAny) || (7'h5e < core_hitIdx));
  assign core_wr_below_95 = ((! core_hitAny) || (7'h5f < core_hitIdx));
  assign core_wr_below_96 = ((! core_hitAny) || (7'h60 < core_hitIdx));
  assign core_wr_below_97 = ((! core_hitAny) || (7'h61 < core_hitIdx));
  assign core_wr_below_98 = ((! core_hitAny) || (7'h62 < core_hitIdx));
  assign core_wr_below_99 = ((! core_hitAny) || (7'h63 < core_hitIdx));
  assign core_wr_below_100 = ((! core_hitAny) || (7'h64 < core_hitIdx));
  assign core_wr_below_101 = ((! core_hitAny) || (7'h65 < core_hitIdx));
  assign core_wr_below_102 = ((! core_hitAny) || (7'h66 < core_hitIdx));
  assign core_wr_below_103 = ((! core_hitAny) || (7'h67 < core_hitIdx));
  assign core_wr_below_104 = ((! core_hitAny) || (7'h68 < core_hitIdx));
  assign core_wr_below_105 = ((! core_hitAny) || (7'h69 < core_hitIdx));
  assign core_wr_below_106 = ((! core_hitAny) || (7'h6a < core_hitIdx));
  assign core_wr_below_107 = ((! core_hitAny) || (7'h6b < core_hitIdx));
  assign core_wr_below_108 = ((! core_hitAny) || (7'h6c < core_hitIdx));
  assign core_wr_below_109 = ((! core_hitAny) || (7'h6d < core_hitIdx));
  assign core_wr_below_110 = ((! core_hitAny) || (7'h6e < core_hitIdx));
  assign core_wr_below_111 = ((! core_hitAny) || (7'h6f < core_hitIdx));
  assign core_wr_below_112 = ((! core_hitAny) || (7'h70 < core_hitIdx));
  assign core_wr_below_113 = ((! core_hitAny) || (7'h71 < core_hitIdx));
  assign core_wr_below_114 = ((! core_hitAny) || (7'h72 < core_hitIdx));
  assign core_wr_below_115 = ((! core_hitAny) || (7'h73 < core_hitIdx));
  assign core_wr_below_116 = ((! core_hitAny) || (7'h74 < core_hitIdx));
  assign core_wr_below_117 = ((! core_hitAny) || (7'h75 < core_hitIdx));
  assign core_wr_below_118 = ((! core_hitAny) || (7'h76 < core_hitIdx));
  assign core_wr_below_119 = ((! core_hitAny) || (7'h77 < core_hitIdx));
  assign core_wr_below_120 = ((! core_hitAny) || (7'h78 < core_hitIdx));
  assign core_wr_below_121 = ((! core_hitAny) || (7'h79 < core_hitIdx));
  assign core_wr_below_122 = ((! core_hitAny) || (7'h7a < core_hitIdx));
  assign core_wr_below_123 = ((! core_hitAny) || (7'h7b < core_hitIdx));
  assign core_wr_below_124 = ((! core_hitAny) || (7'h7c < core_hitIdx));
  assign core_wr_below_125 = ((! core_hitAny) || (7'h7d < core_hitIdx));
  assign core_wr_below_126 = ((! core_hitAny) || (7'h7e < core_hitIdx));
  assign core_wr_below_127 = (! core_hitAny);
  assign core_wr_ins = (core_wr_newPos && (core_hitAny || (! core_tab_127_v)));
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
  assign when_LpMepcEngine_l197_64 = ((! core_wr_ins) || core_wr_restGe_64);
  assign when_LpMepcEngine_l197_65 = ((! core_wr_ins) || core_wr_restGe_65);
  assign when_LpMepcEngine_l197_66 = ((! core_wr_ins) || core_wr_restGe_66);
  assign when_LpMepcEngine_l197_67 = ((! core_wr_ins) || core_wr_restGe_67);
  assign when_LpMepcEngine_l197_68 = ((! core_wr_ins) || core_wr_restGe_68);
  assign when_LpMepcEngine_l197_69 = ((! core_wr_ins) || core_wr_restGe_69);
  assign when_LpMepcEngine_l197_70 = ((! core_wr_ins) || core_wr_restGe_70);
  assign when_LpMepcEngine_l197_71 = ((! core_wr_ins) || core_wr_restGe_71);
  assign when_LpMepcEngine_l197_72 = ((! core_wr_ins) || core_wr_restGe_72);
  assign when_LpMepcEngine_l197_73 = ((! core_wr_ins) || core_wr_restGe_73);
  assign when_LpMepcEngine_l197_74 = ((! core_wr_ins) || core_wr_restGe_74);
  assign when_LpMepcEngine_l197_75 = ((! core_wr_ins) || core_wr_restGe_75);
  assign when_LpMepcEngine_l197_76 = ((! core_wr_ins) || core_wr_restGe_76);
  assign when_LpMepcEngine_l197_77 = ((! core_wr_ins) || core_wr_restGe_77);
  assign when_LpMepcEngine_l197_78 = ((! core_wr_ins) || core_wr_restGe_78);
  assign when_LpMepcEngine_l197_79 = ((! core_wr_ins) || core_wr_restGe_79);
  assign when_LpMepcEngine_l197_80 = ((! core_wr_ins) || core_wr_restGe_80);
  assign when_LpMepcEngine_l197_81 = ((! core_wr_ins) || core_wr_restGe_81);
  assign when_LpMepcEngine_l197_82 = ((! core_wr_ins) || core_wr_restGe_82);
  assign when_LpMepcEngine_l197_83 = ((! core_wr_ins) || core_wr_restGe_83);
  assign when_LpMepcEngine_l197_84 = ((! core_wr_ins) || core_wr_restGe_84);
  assign when_LpMepcEngine_l197_85 = ((! core_wr_ins) || core_wr_restGe_85);
  assign when_LpMepcEngine_l197_86 = ((! core_wr_ins) || core_wr_restGe_86);
  assign when_LpMepcEngine_l197_87 = ((! core_wr_ins) || core_wr_restGe_87);
  assign when_LpMepcEngine_l197_88 = ((! core_wr_ins) || core_wr_restGe_88);
  assign when_LpMepcEngine_l197_89 = ((! core_wr_ins) || core_wr_restGe_89);
  assign when_LpMepcEngine_l197_90 = ((! core_wr_ins) || core_wr_restGe_90);
  assign when_LpMepcEngine_l197_91 = ((! core_wr_ins) || core_wr_restGe_91);
  assign when_LpMepcEngine_l197_92 = ((! core_wr_ins) || core_wr_restGe_92);
  assign when_LpMepcEngine_l197_93 = ((! core_wr_ins) || core_wr_restGe_93);
  assign when_LpMepcEngine_l197_94 = ((! core_wr_ins) || core_wr_restGe_94);
  assign when_LpMepcEngine_l197_95 = ((! core_wr_ins) || core_wr_restGe_95);
  assign when_LpMepcEngine_l197_96 = ((! core_wr_ins) || core_wr_restGe_96);
  assign when_LpMepcEngine_l197_97 = ((! core_wr_ins) || core_wr_restGe_97);
  assign when_LpMepcEngine_l197_98 = ((! core_wr_ins) || core_wr_restGe_98);
  assign when_LpMepcEngine_l197_99 = ((! core_wr_ins) || core_wr_restGe_99);
  assign when_LpMepcEngine_l197_100 = ((! core_wr_ins) || core_wr_restGe_100);
  assign when_LpMepcEngine_l197_101 = ((! core_wr_ins) || core_wr_restGe_101);
  assign when_LpMepcEngine_l197_102 = ((! core_wr_ins) || core_wr_restGe_102);
  assign when_LpMepcEngine_l197_103 = ((! core_wr_ins) || core_wr_restGe_103);
  assign when_LpMepcEngine_l197_104 = ((! core_wr_ins) || core_wr_restGe_104);
  assign when_LpMepcEngine_l197_105 = ((! core_wr_ins) || core_wr_restGe_105);
  assign when_LpMepcEngine_l197_106 = ((! core_wr_ins) || core_wr_restGe_106);
  assign when_LpMepcEngine_l197_107 = ((! core_wr_ins) || core_wr_restGe_107);
  assign when_LpMepcEngine_l197_108 = ((! core_wr_ins) || core_wr_restGe_108);
  assign when_LpMepcEngine_l197_109 = ((! core_wr_ins) || core_wr_restGe_109);
  assign when_LpMepcEngine_l197_110 = ((! core_wr_ins) || core_wr_restGe_110);
  assign when_LpMepcEngine_l197_111 = ((! core_wr_ins) || core_wr_restGe_111);
  assign when_LpMepcEngine_l197_112 = ((! core_wr_ins) || core_wr_restGe_112);
  assign when_LpMepcEngine_l197_113 = ((! core_wr_ins) || core_wr_restGe_113);
  assign when_LpMepcEngine_l197_114 = ((! core_wr_ins) || core_wr_restGe_114);
  assign when_LpMepcEngine_l197_115 = ((! core_wr_ins) || core_wr_restGe_115);
  assign when_LpMepcEngine_l197_116 = ((! core_wr_ins) || core_wr_restGe_116);
  assign when_LpMepcEngine_l197_117 = ((! core_wr_ins) || core_wr_restGe_117);
  assign when_LpMepcEngine_l197_118 = ((! core_wr_ins) || core_wr_restGe_118);
  assign when_LpMepcEngine_l197_119 = ((! core_wr_ins) || core_wr_restGe_119);
  assign when_LpMepcEngine_l197_120 = ((! core_wr_ins) || core_wr_restGe_120);
  assign when_LpMepcEngine_l197_121 = ((! core_wr_ins) || core_wr_restGe_121);
  assign when_LpMepcEngine_l197_122 = ((! core_wr_ins) || core_wr_restGe_122);
  assign when_LpMepcEngine_l197_123 = ((! core_wr_ins) || core_wr_restGe_123);
  assign when_LpMepcEngine_l197_124 = ((! core_wr_ins) || core_wr_restGe_124);
  assign when_LpMepcEngine_l197_125 = ((! core_wr_ins) || core_wr_restGe_125);
  assign when_LpMepcEngine_l197_126 = ((! core_wr_ins) || core_wr_restGe_126);
  assign when_LpMepcEngine_l197_127 = ((! core_wr_ins) || core_wr_restGe_127);
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
  assign core_rdEnd = (core_cnt <= core_rdPtr);
  assign core_rdGrp = core_rdPtr[6 : 2];
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
  assign when_LpMepcEngine_l382_32 = ((((core_g_take_0 && core_lS_0[32]) || (core_g_take_1 && core_lS_1[32])) || (core_g_take_2 && core_lS_2[32])) || (core_g_take_3 && core_lS_3[32]));
  assign when_LpMepcEngine_l383_32 = ((((core_g_take_0 && core_lD_0[32]) || (core_g_take_1 && core_lD_1[32])) || (core_g_take_2 && core_lD_2[32])) || (core_g_take_3 && core_lD_3[32]));
  assign when_LpMepcEngine_l382_33 = ((((core_g_take_0 && core_lS_0[33]) || (core_g_take_1 && core_lS_1[33])) || (core_g_take_2 && core_lS_2[33])) || (core_g_take_3 && core_lS_3[33]));
  assign when_LpMepcEngine_l383_33 = ((((core_g_take_0 && core_lD_0[33]) || (core_g_take_1 && core_lD_1[33])) || (core_g_take_2 && core_lD_2[33])) || (core_g_take_3 && core_lD_3[33]));
  assign when_LpMepcEngine_l382_34 = ((((core_g_take_0 && core_lS_0[34]) || (core_g_take_1 && core_lS_1[34])) || (core_g_take_2 && core_lS_2[34])) || (core_g_take_3 && core_lS_3[34]));
  assign when_LpMepcEngine_l383_34 = ((((core_g_take_0 && core_lD_0[34]) || (core_g_take_1 && core_lD_1[34])) || (core_g_take_2 && core_lD_2[34])) || (core_g_take_3 && core_lD_3[34]));
  assign when_LpMepcEngine_l382_35 = ((((core_g_take_0 && core_lS_0[35]) || (core_g_take_1 && core_lS_1[35])) || (core_g_take_2 && core_lS_2[35])) || (core_g_take_3 && core_lS_3[35]));
  assign when_LpMepcEngine_l383_35 = ((((core_g_take_0 && core_lD_0[35]) || (core_g_take_1 && core_lD_1[35])) || (core_g_take_2 && core_lD_2[35])) || (core_g_take_3 && core_lD_3[35]));
  assign when_LpMepcEngine_l382_36 = ((((core_g_take_0 && core_lS_0[36]) || (core_g_take_1 && core_lS_1[36])) || (core_g_take_2 && core_lS_2[36])) || (core_g_take_3 && core_lS_3[36]));
  assign when_LpMepcEngine_l383_36 = ((((core_g_take_0 && core_lD_0[36]) || (core_g_take_1 && core_lD_1[36])) || (core_g_take_2 && core_lD_2[36])) || (core_g_take_3 && core_lD_3[36]));
  assign when_LpMepcEngine_l382_37 = ((((core_g_take_0 && core_lS_0[37]) || (core_g_take_1 && core_lS_1[37])) || (core_g_take_2 && core_lS_2[37])) || (core_g_take_3 && core_lS_3[37]));
  assign when_LpMepcEngine_l383_37 = ((((core_g_take_0 && core_lD_0[37]) || (core_g_take_1 && core_lD_1[37])) || (core_g_take_2 && core_lD_2[37])) || (core_g_take_3 && core_lD_3[37]));
  assign when_LpMepcEngine_l382_38 = ((((core_g_take_0 && core_lS_0[38]) || (core_g_take_1 && core_lS_1[38])) || (core_g_take_2 && core_lS_2[38])) || (core_g_take_3 && core_lS_3[38]));
  assign when_LpMepcEngine_l383_38 = ((((core_g_take_0 && core_lD_0[38]) || (core_g_take_1 && core_lD_1[38])) || (core_g_take_2 && core_lD_2[38])) || (core_g_take_3 && core_lD_3[38]));
  assign when_LpMepcEngine_l382_39 = ((((core_g_take_0 && core_lS_0[39]) || (core_g_take_1 && core_lS_1[39])) || (core_g_take_2 && core_lS_2[39])) || (core_g_take_3 && core_lS_3[39]));
  assign when_LpMepcEngine_l383_39 = ((((core_g_take_0 && core_lD_0[39]) || (core_g_take_1 && core_lD_1[39])) || (core_g_take_2 && core_lD_2[39])) || (core_g_take_3 && core_lD_3[39]));
  assign when_LpMepcEngine_l382_40 = ((((core_g_take_0 && core_lS_0[40]) || (core_g_take_1 && core_lS_1[40])) || (core_g_take_2 && core_lS_2[40])) || (core_g_take_3 && core_lS_3[40]));
  assign when_LpMepcEngine_l383_40 = ((((core_g_take_0 && core_lD_0[40]) || (core_g_take_1 && core_lD_1[40])) || (core_g_take_2 && core_lD_2[40])) || (core_g_take_3 && core_lD_3[40]));
  assign when_LpMepcEngine_l382_41 = ((((core_g_take_0 && core_lS_0[41]) || (core_g_take_1 && core_lS_1[41])) || (core_g_take_2 && core_lS_2[41])) || (core_g_take_3 && core_lS_3[41]));
  assign when_LpMepcEngine_l383_41 = ((((core_g_take_0 && core_lD_0[41]) || (core_g_take_1 && core_lD_1[41])) || (core_g_take_2 && core_lD_2[41])) || (core_g_take_3 && core_lD_3[41]));
  assign when_LpMepcEngine_l382_42 = ((((core_g_take_0 && core_lS_0[42]) || (core_g_take_1 && core_lS_1[42])) || (core_g_take_2 && core_lS_2[42])) || (core_g_take_3 && core_lS_3[42]));
  assign when_LpMepcEngine_l383_42 = ((((core_g_take_0 && core_lD_0[42]) || (core_g_take_1 && core_lD_1[42])) || (core_g_take_2 && core_lD_2[42])) || (core_g_take_3 && core_lD_3[42]));
  assign when_LpMepcEngine_l382_43 = ((((core_g_take_0 && core_lS_0[43]) || (core_g_take_1 && core_lS_1[43])) || (core_g_take_2 && core_lS_2[43])) || (core_g_take_3 && core_lS_3[43]));
  assign when_LpMepcEngine_l383_43 = ((((core_g_take_0 && core_lD_0[43]) || (core_g_take_1 && core_lD_1[43])) || (core_g_take_2 && core_lD_2[43])) || (core_g_take_3 && core_lD_3[43]));
  assign when_LpMepcEngine_l382_44 = ((((core_g_take_0 && core_lS_0[44]) || (core_g_take_1 && core_lS_1[44])) || (core_g_take_2 && core_lS_2[44])) || (core_g_take_3 && core_lS_3[44]));
  assign when_LpMepcEngine_l383_44 = ((((core_g_take_0 && core_lD_0[44]) || (core_g_take_1 && core_lD_1[44])) || (core_g_take_2 && core_lD_2[44])) || (core_g_take_3 && core_lD_3[44]));
  assign when_LpMepcEngine_l382_45 = ((((core_g_take_0 && core_lS_0[45]) || (core_g_take_1 && core_lS_1[45])) || (core_g_take_2 && core_lS_2[45])) || (core_g_take_3 && core_lS_3[45]));
  assign when_LpMepcEngine_l383_45 = ((((core_g_take_0 && core_lD_0[45]) || (core_g_take_1 && core_lD_1[45])) || (core_g_take_2 && core_lD_2[45])) || (core_g_take_3 && core_lD_3[45]));
  assign when_LpMepcEngine_l382_46 = ((((core_g_take_0 && core_lS_0[46]) || (core_g_take_1 && core_lS_1[46])) || (core_g_take_2 && core_lS_2[46])) || (core_g_take_3 && core_lS_3[46]));
  assign when_LpMepcEngine_l383_46 = ((((core_g_take_0 && core_lD_0[46]) || (core_g_take_1 && core_lD_1[46])) || (core_g_take_2 && core_lD_2[46])) || (core_g_take_3 && core_lD_3[46]));
  assign when_LpMepcEngine_l382_47 = ((((core_g_take_0 && core_lS_0[47]) || (core_g_take_1 && core_lS_1[47])) || (core_g_take_2 && core_lS_2[47])) || (core_g_take_3 && core_lS_3[47]));
  assign when_LpMepcEngine_l383_47 = ((((core_g_take_0 && core_lD_0[47]) || (core_g_take_1 && core_lD_1[47])) || (core_g_take_2 && core_lD_2[47])) || (core_g_take_3 && core_lD_3[47]));
  assign when_LpMepcEngine_l382_48 = ((((core_g_take_0 && core_lS_0[48]) || (core_g_take_1 && core_lS_1[48])) || (core_g_take_2 && core_lS_2[48])) || (core_g_take_3 && core_lS_3[48]));
  assign when_LpMepcEngine_l383_48 = ((((core_g_take_0 && core_lD_0[48]) || (core_g_take_1 && core_lD_1[48])) || (core_g_take_2 && core_lD_2[48])) || (core_g_take_3 && core_lD_3[48]));
  assign when_LpMepcEngine_l382_49 = ((((core_g_take_0 && core_lS_0[49]) || (core_g_take_1 && core_lS_1[49])) || (core_g_take_2 && core_lS_2[49])) || (core_g_take_3 && core_lS_3[49]));
  assign when_LpMepcEngine_l383_49 = ((((core_g_take_0 && core_lD_0[49]) || (core_g_take_1 && core_lD_1[49])) || (core_g_take_2 && core_lD_2[49])) || (core_g_take_3 && core_lD_3[49]));
  assign when_LpMepcEngine_l382_50 = ((((core_g_take_0 && core_lS_0[50]) || (core_g_take_1 && core_lS_1[50])) || (core_g_take_2 && core_lS_2[50])) || (core_g_take_3 && core_lS_3[50]));
  assign when_LpMepcEngine_l383_50 = ((((core_g_take_0 && core_lD_0[50]) || (core_g_take_1 && core_lD_1[50])) || (core_g_take_2 && core_lD_2[50])) || (core_g_take_3 && core_lD_3[50]));
  assign when_LpMepcEngine_l382_51 = ((((core_g_take_0 && core_lS_0[51]) || (core_g_take_1 && core_lS_1[51])) || (core_g_take_2 && core_lS_2[51])) || (core_g_take_3 && core_lS_3[51]));
  assign when_LpMepcEngine_l383_51 = ((((core_g_take_0 && core_lD_0[51]) || (core_g_take_1 && core_lD_1[51])) || (core_g_take_2 && core_lD_2[51])) || (core_g_take_3 && core_lD_3[51]));
  assign when_LpMepcEngine_l382_52 = ((((core_g_take_0 && core_lS_0[52]) || (core_g_take_1 && core_lS_1[52])) || (core_g_take_2 && core_lS_2[52])) || (core_g_take_3 && core_lS_3[52]));
  assign when_LpMepcEngine_l383_52 = ((((core_g_take_0 && core_lD_0[52]) || (core_g_take_1 && core_lD_1[52])) || (core_g_take_2 && core_lD_2[52])) || (core_g_take_3 && core_lD_3[52]));
  assign when_LpMepcEngine_l382_53 = ((((core_g_take_0 && core_lS_0[53]) || (core_g_take_1 && core_lS_1[53])) || (core_g_take_2 && core_lS_2[53])) || (core_g_take_3 && core_lS_3[53]));
  assign when_LpMepcEngine_l383_53 = ((((core_g_take_0 && core_lD_0[53]) || (core_g_take_1 && core_lD_1[53])) || (core_g_take_2 && core_lD_2[53])) || (core_g_take_3 && core_lD_3[53]));
  assign when_LpMepcEngine_l382_54 = ((((core_g_take_0 && core_lS_0[54]) || (core_g_take_1 && core_lS_1[54])) || (core_g_take_2 && core_lS_2[54])) || (core_g_take_3 && core_lS_3[54]));
  assign when_LpMepcEngine_l383_54 = ((((core_g_take_0 && core_lD_0[54]) || (core_g_take_1 && core_lD_1[54])) || (core_g_take_2 && core_lD_2[54])) || (core_g_take_3 && core_lD_3[54]));
  assign when_LpMepcEngine_l382_55 = ((((core_g_take_0 && core_lS_0[55]) || (core_g_take_1 && core_lS_1[55])) || (core_g_take_2 && core_lS_2[55])) || (core_g_take_3 && core_lS_3[55]));
  assign when_LpMepcEngine_l383_55 = ((((core_g_take_0 && core_lD_0[55]) || (core_g_take_1 && core_lD_1[55])) || (core_g_take_2 && core_lD_2[55])) || (core_g_take_3 && core_lD_3[55]));
  assign when_LpMepcEngine_l382_56 = ((((core_g_take_0 && core_lS_0[56]) || (core_g_take_1 && core_lS_1[56])) || (core_g_take_2 && core_lS_2[56])) || (core_g_take_3 && core_lS_3[56]));
  assign when_LpMepcEngine_l383_56 = ((((core_g_take_0 && core_lD_0[56]) || (core_g_take_1 && core_lD_1[56])) || (core_g_take_2 && core_lD_2[56])) || (core_g_take_3 && core_lD_3[56]));
  assign when_LpMepcEngine_l382_57 = ((((core_g_take_0 && core_lS_0[57]) || (core_g_take_1 && core_lS_1[57])) || (core_g_take_2 && core_lS_2[57])) || (core_g_take_3 && core_lS_3[57]));
  assign when_LpMepcEngine_l383_57 = ((((core_g_take_0 && core_lD_0[57]) || (core_g_take_1 && core_lD_1[57])) || (core_g_take_2 && core_lD_2[57])) || (core_g_take_3 && core_lD_3[57]));
  assign when_LpMepcEngine_l382_58 = ((((core_g_take_0 && core_lS_0[58]) || (core_g_take_1 && core_lS_1[58])) || (core_g_take_2 && core_lS_2[58])) || (core_g_take_3 && core_lS_3[58]));
  assign when_LpMepcEngine_l383_58 = ((((core_g_take_0 && core_lD_0[58]) || (core_g_take_1 && core_lD_1[58])) || (core_g_take_2 && core_lD_2[58])) || (core_g_take_3 && core_lD_3[58]));
  assign when_LpMepcEngine_l382_59 = ((((core_g_take_0 && core_lS_0[59]) || (core_g_take_1 && core_lS_1[59])) || (core_g_take_2 && core_lS_2[59])) || (core_g_take_3 && core_lS_3[59]));
  assign when_LpMepcEngine_l383_59 = ((((core_g_take_0 && core_lD_0[59]) || (core_g_take_1 && core_lD_1[59])) || (core_g_take_2 && core_lD_2[59])) || (core_g_take_3 && core_lD_3[59]));
  assign when_LpMepcEngine_l382_60 = ((((core_g_take_0 && core_lS_0[60]) || (core_g_take_1 && core_lS_1[60])) || (core_g_take_2 && core_lS_2[60])) || (core_g_take_3 && core_lS_3[60]));
  assign when_LpMepcEngine_l383_60 = ((((core_g_take_0 && core_lD_0[60]) || (core_g_take_1 && core_lD_1[60])) || (core_g_take_2 && core_lD_2[60])) || (core_g_take_3 && core_lD_3[60]));
  assign when_LpMepcEngine_l382_61 = ((((core_g_take_0 && core_lS_0[61]) || (core_g_take_1 && core_lS_1[61])) || (core_g_take_2 && core_lS_2[61])) || (core_g_take_3 && core_lS_3[61]));
  assign when_LpMepcEngine_l383_61 = ((((core_g_take_0 && core_lD_0[61]) || (core_g_take_1 && core_lD_1[61])) || (core_g_take_2 && core_lD_2[61])) || (core_g_take_3 && core_lD_3[61]));
  assign when_LpMepcEngine_l382_62 = ((((core_g_take_0 && core_lS_0[62]) || (core_g_take_1 && core_lS_1[62])) || (core_g_take_2 && core_lS_2[62])) || (core_g_take_3 && core_lS_3[62]));
  assign when_LpMepcEngine_l383_62 = ((((core_g_take_0 && core_lD_0[62]) || (core_g_take_1 && core_lD_1[62])) || (core_g_take_2 && core_lD_2[62])) || (core_g_take_3 && core_lD_3[62]));
  assign when_LpMepcEngine_l382_63 = ((((core_g_take_0 && core_lS_0[63]) || (core_g_take_1 && core_lS_1[63])) || (core_g_take_2 && core_lS_2[63])) || (core_g_take_3 && core_lS_3[63]));
  assign when_LpMepcEngine_l383_63 = ((((core_g_take_0 && core_lD_0[63]) || (core_g_take_1 && core_lD_1[63])) || (core_g_take_2 && core_lD_2[63])) || (core_g_take_3 && core_lD_3[63]));
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
  assign _zz_core_mS_32 = (core_g_gTake[0] && core_g_gS_0[32]);
  assign _zz_core_mS_32_1 = (core_g_gTake[1] && core_g_gS_1[32]);
  assign _zz_core_mS_32_2 = (core_g_gTake[2] && core_g_gS_2[32]);
  assign _zz_core_mS_32_3 = (core_g_gTake[3] && core_g_gS_3[32]);
  assign when_LpMepcEngine_l391_32 = (((_zz_core_mS_32 || _zz_core_mS_32_1) || _zz_core_mS_32_2) || _zz_core_mS_32_3);
  assign when_LpMepcEngine_l397_32 = ((((core_g_gTake[0] && core_g_gD_0[32]) || (core_g_gTake[1] && core_g_gD_1[32])) || (core_g_gTake[2] && core_g_gD_2[32])) || (core_g_gTake[3] && core_g_gD_3[32]));
  assign _zz_core_mS_33 = (core_g_gTake[0] && core_g_gS_0[33]);
  assign _zz_core_mS_33_1 = (core_g_gTake[1] && core_g_gS_1[33]);
  assign _zz_core_mS_33_2 = (core_g_gTake[2] && core_g_gS_2[33]);
  assign _zz_core_mS_33_3 = (core_g_gTake[3] && core_g_gS_3[33]);
  assign when_LpMepcEngine_l391_33 = (((_zz_core_mS_33 || _zz_core_mS_33_1) || _zz_core_mS_33_2) || _zz_core_mS_33_3);
  assign when_LpMepcEngine_l397_33 = ((((core_g_gTake[0] && core_g_gD_0[33]) || (core_g_gTake[1] && core_g_gD_1[33])) || (core_g_gTake[2] && core_g_gD_2[33])) || (core_g_gTake[3] && core_g_gD_3[33]));
  assign _zz_core_mS_34 = (core_g_gTake[0] && core_g_gS_0[34]);
  assign _zz_core_mS_34_1 = (core_g_gTake[1] && core_g_gS_1[34]);
  assign _zz_core_mS_34_2 = (core_g_gTake[2] && core_g_gS_2[34]);
  assign _zz_core_mS_34_3 = (core_g_gTake[3] && core_g_gS_3[34]);
  assign when_LpMepcEngine_l391_34 = (((_zz_core_mS_34 || _zz_core_mS_34_1) || _zz_core_mS_34_2) || _zz_core_mS_34_3);
  assign when_LpMepcEngine_l397_34 = ((((core_g_gTake[0] && core_g_gD_0[34]) || (core_g_gTake[1] && core_g_gD_1[34])) || (core_g_gTake[2] && core_g_gD_2[34])) || (core_g_gTake[3] && core_g_gD_3[34]));
  assign _zz_core_mS_35 = (core_g_gTake[0] && core_g_gS_0[35]);
  assign _zz_core_mS_35_1 = (core_g_gTake[1] && core_g_gS_1[35]);
  assign _zz_core_mS_35_2 = (core_g_gTake[2] && core_g_gS_2[35]);
  assign _zz_core_mS_35_3 = (core_g_gTake[3] && core_g_gS_3[35]);
  assign when_LpMepcEngine_l391_35 = (((_zz_core_mS_35 || _zz_core_mS_35_1) || _zz_core_mS_35_2) || _zz_core_mS_35_3);
  assign when_LpMepcEngine_l397_35 = ((((core_g_gTake[0] && core_g_gD_0[35]) || (core_g_gTake[1] && core_g_gD_1[35])) || (core_g_gTake[2] && core_g_gD_2[35])) || (core_g_gTake[3] && core_g_gD_3[35]));
  assign _zz_core_mS_36 = (core_g_gTake[0] && core_g_gS_0[36]);
  assign _zz_core_mS_36_1 = (core_g_gTake[1] && core_g_gS_1[36]);
  assign _zz_core_mS_36_2 = (core_g_gTake[2] && core_g_gS_2[36]);
  assign _zz_core_mS_36_3 = (core_g_gTake[3] && core_g_gS_3[36]);
  assign when_LpMepcEngine_l391_36 = (((_zz_core_mS_36 || _zz_core_mS_36_1) || _zz_core_mS_36_2) || _zz_core_mS_36_3);
  assign when_LpMepcEngine_l397_36 = ((((core_g_gTake[0] && core_g_gD_0[36]) || (core_g_gTake[1] && core_g_gD_1[36])) || (core_g_gTake[2] && core_g_gD_2[36])) || (core_g_gTake[3] && core_g_gD_3[36]));
  assign _zz_core_mS_37 = (core_g_gTake[0] && core_g_gS_0[37]);
  assign _zz_core_mS_37_1 = (core_g_gTake[1] && core_g_gS_1[37]);
  assign _zz_core_mS_37_2 = (core_g_gTake[2] && core_g_gS_2[37]);
  assign _zz_core_mS_37_3 = (core_g_gTake[3] && core_g_gS_3[37]);
  assign when_LpMepcEngine_l391_37 = (((_zz_core_mS_37 || _zz_core_mS_37_1) || _zz_core_mS_37_2) || _zz_core_mS_37_3);
  assign when_LpMepcEngine_l397_37 = ((((core_g_gTake[0] && core_g_gD_0[37]) || (core_g_gTake[1] && core_g_gD_1[37])) || (core_g_gTake[2] && core_g_gD_2[37])) || (core_g_gTake[3] && core_g_gD_3[37]));
  assign _zz_core_mS_38 = (core_g_gTake[0] && core_g_gS_0[38]);
  assign _zz_core_mS_38_1 = (core_g_gTake[1] && core_g_gS_1[38]);
  assign _zz_core_mS_38_2 = (core_g_gTake[2] && core_g_gS_2[38]);
  assign _zz_core_mS_38_3 = (core_g_gTake[3] && core_g_gS_3[38]);
  assign when_LpMepcEngine_l391_38 = (((_zz_core_mS_38 || _zz_core_mS_38_1) || _zz_core_mS_38_2) || _zz_core_mS_38_3);
  assign when_LpMepcEngine_l397_38 = ((((core_g_gTake[0] && core_g_gD_0[38]) || (core_g_gTake[1] && core_g_gD_1[38])) || (core_g_gTake[2] && core_g_gD_2[38])) || (core_g_gTake[3] && core_g_gD_3[38]));
  assign _zz_core_mS_39 = (core_g_gTake[0] && core_g_gS_0[39]);
  assign _zz_core_mS_39_1 = (core_g_gTake[1] && core_g_gS_1[39]);
  assign _zz_core_mS_39_2 = (core_g_gTake[2] && core_g_gS_2[39]);
  assign _zz_core_mS_39_3 = (core_g_gTake[3] && core_g_gS_3[39]);
  assign when_LpMepcEngine_l391_39 = (((_zz_core_mS_39 || _zz_core_mS_39_1) || _zz_core_mS_39_2) || _zz_core_mS_39_3);
  assign when_LpMepcEngine_l397_39 = ((((core_g_gTake[0] && core_g_gD_0[39]) || (core_g_gTake[1] && core_g_gD_1[39])) || (core_g_gTake[2] && core_g_gD_2[39])) || (core_g_gTake[3] && core_g_gD_3[39]));
  assign _zz_core_mS_40 = (core_g_gTake[0] && core_g_gS_0[40]);
  assign _zz_core_mS_40_1 = (core_g_gTake[1] && core_g_gS_1[40]);
  assign _zz_core_mS_40_2 = (core_g_gTake[2] && core_g_gS_2[40]);
  assign _zz_core_mS_40_3 = (core_g_gTake[3] && core_g_gS_3[40]);
  assign when_LpMepcEngine_l391_40 = (((_zz_core_mS_40 || _zz_core_mS_40_1) || _zz_core_mS_40_2) || _zz_core_mS_40_3);
  assign when_LpMepcEngine_l397_40 = ((((core_g_gTake[0] && core_g_gD_0[40]) || (core_g_gTake[1] && core_g_gD_1[40])) || (core_g_gTake[2] && core_g_gD_2[40])) || (core_g_gTake[3] && core_g_gD_3[40]));
  assign _zz_core_mS_41 = (core_g_gTake[0] && core_g_gS_0[41]);
  assign _zz_core_mS_41_1 = (core_g_gTake[1] && core_g_gS_1[41]);
  assign _zz_core_mS_41_2 = (core_g_gTake[2] && core_g_gS_2[41]);
  assign _zz_core_mS_41_3 = (core_g_gTake[3] && core_g_gS_3[41]);
  assign when_LpMepcEngine_l391_41 = (((_zz_core_mS_41 || _zz_core_mS_41_1) || _zz_core_mS_41_2) || _zz_core_mS_41_3);
  assign when_LpMepcEngine_l397_41 = ((((core_g_gTake[0] && core_g_gD_0[41]) || (core_g_gTake[1] && core_g_gD_1[41])) || (core_g_gTake[2] && core_g_gD_2[41])) || (core_g_gTake[3] && core_g_gD_3[41]));
  assign _zz_core_mS_42 = (core_g_gTake[0] && core_g_gS_0[42]);
  assign _zz_core_mS_42_1 = (core_g_gTake[1] && core_g_gS_1[42]);
  assign _zz_core_mS_42_2 = (core_g_gTake[2] && core_g_gS_2[42]);
  assign _zz_core_mS_42_3 = (core_g_gTake[3] && core_g_gS_3[42]);
  assign when_LpMepcEngine_l391_42 = (((_zz_core_mS_42 || _zz_core_mS_42_1) || _zz_core_mS_42_2) || _zz_core_mS_42_3);
  assign when_LpMepcEngine_l397_42 = ((((core_g_gTake[0] && core_g_gD_0[42]) || (core_g_gTake[1] && core_g_gD_1[42])) || (core_g_gTake[2] && core_g_gD_2[42])) || (core_g_gTake[3] && core_g_gD_3[42]));
  assign _zz_core_mS_43 = (core_g_gTake[0] && core_g_gS_0[43]);
  assign _zz_core_mS_43_1 = (core_g_gTake[1] && core_g_gS_1[43]);
  assign _zz_core_mS_43_2 = (core_g_gTake[2] && core_g_gS_2[43]);
  assign _zz_core_mS_43_3 = (core_g_gTake[3] && core_g_gS_3[43]);
  assign when_LpMepcEngine_l391_43 = (((_zz_core_mS_43 || _zz_core_mS_43_1) || _zz_core_mS_43_2) || _zz_core_mS_43_3);
  assign when_LpMepcEngine_l397_43 = ((((core_g_gTake[0] && core_g_gD_0[43]) || (core_g_gTake[1] && core_g_gD_1[43])) || (core_g_gTake[2] && core_g_gD_2[43])) || (core_g_gTake[3] && core_g_gD_3[43]));
  assign _zz_core_mS_44 = (core_g_gTake[0] && core_g_gS_0[44]);
  assign _zz_core_mS_44_1 = (core_g_gTake[1] && core_g_gS_1[44]);
  assign _zz_core_mS_44_2 = (core_g_gTake[2] && core_g_gS_2[44]);
  assign _zz_core_mS_44_3 = (core_g_gTake[3] && core_g_gS_3[44]);
  assign when_LpMepcEngine_l391_44 = (((_zz_core_mS_44 || _zz_core_mS_44_1) || _zz_core_mS_44_2) || _zz_core_mS_44_3);
  assign when_LpMepcEngine_l397_44 = ((((core_g_gTake[0] && core_g_gD_0[44]) || (core_g_gTake[1] && core_g_gD_1[44])) || (core_g_gTake[2] && core_g_gD_2[44])) || (core_g_gTake[3] && core_g_gD_3[44]));
  assign _zz_core_mS_45 = (core_g_gTake[0] && core_g_gS_0[45]);
  assign _zz_core_mS_45_1 = (core_g_gTake[1] && core_g_gS_1[45]);
  assign _zz_core_mS_45_2 = (core_g_gTake[2] && core_g_gS_2[45]);
  assign _zz_core_mS_45_3 = (core_g_gTake[3] && core_g_gS_3[45]);
  assign when_LpMepcEngine_l391_45 = (((_zz_core_mS_45 || _zz_core_mS_45_1) || _zz_core_mS_45_2) || _zz_core_mS_45_3);
  assign when_LpMepcEngine_l397_45 = ((((core_g_gTake[0] && core_g_gD_0[45]) || (core_g_gTake[1] && core_g_gD_1[45])) || (core_g_gTake[2] && core_g_gD_2[45])) || (core_g_gTake[3] && core_g_gD_3[45]));
  assign _zz_core_mS_46 = (core_g_gTake[0] && core_g_gS_0[46]);
  assign _zz_core_mS_46_1 = (core_g_gTake[1] && core_g_gS_1[46]);
  assign _zz_core_mS_46_2 = (core_g_gTake[2] && core_g_gS_2[46]);
  assign _zz_core_mS_46_3 = (core_g_gTake[3] && core_g_gS_3[46]);
  assign when_LpMepcEngine_l391_46 = (((_zz_core_mS_46 || _zz_core_mS_46_1) || _zz_core_mS_46_2) || _zz_core_mS_46_3);
  assign when_LpMepcEngine_l397_46 = ((((core_g_gTake[0] && core_g_gD_0[46]) || (core_g_gTake[1] && core_g_gD_1[46])) || (core_g_gTake[2] && core_g_gD_2[46])) || (core_g_gTake[3] && core_g_gD_3[46]));
  assign _zz_core_mS_47 = (core_g_gTake[0] && core_g_gS_0[47]);
  assign _zz_core_mS_47_1 = (core_g_gTake[1] && core_g_gS_1[47]);
  assign _zz_core_mS_47_2 = (core_g_gTake[2] && core_g_gS_2[47]);
  assign _zz_core_mS_47_3 = (core_g_gTake[3] && core_g_gS_3[47]);
  assign when_LpMepcEngine_l391_47 = (((_zz_core_mS_47 || _zz_core_mS_47_1) || _zz_core_mS_47_2) || _zz_core_mS_47_3);
  assign when_LpMepcEngine_l397_47 = ((((core_g_gTake[0] && core_g_gD_0[47]) || (core_g_gTake[1] && core_g_gD_1[47])) || (core_g_gTake[2] && core_g_gD_2[47])) || (core_g_gTake[3] && core_g_gD_3[47]));
  assign _zz_core_mS_48 = (core_g_gTake[0] && core_g_gS_0[48]);
  assign _zz_core_mS_48_1 = (core_g_gTake[1] && core_g_gS_1[48]);
  assign _zz_core_mS_48_2 = (core_g_gTake[2] && core_g_gS_2[48]);
  assign _zz_core_mS_48_3 = (core_g_gTake[3] && core_g_gS_3[48]);
  assign when_LpMepcEngine_l391_48 = (((_zz_core_mS_48 || _zz_core_mS_48_1) || _zz_core_mS_48_2) || _zz_core_mS_48_3);
  assign when_LpMepcEngine_l397_48 = ((((core_g_gTake[0] && core_g_gD_0[48]) || (core_g_gTake[1] && core_g_gD_1[48])) || (core_g_gTake[2] && core_g_gD_2[48])) || (core_g_gTake[3] && core_g_gD_3[48]));
  assign _zz_core_mS_49 = (core_g_gTake[0] && core_g_gS_0[49]);
  assign _zz_core_mS_49_1 = (core_g_gTake[1] && core_g_gS_1[49]);
  assign _zz_core_mS_49_2 = (core_g_gTake[2] && core_g_gS_2[49]);
  assign _zz_core_mS_49_3 = (core_g_gTake[3] && core_g_gS_3[49]);
  assign when_LpMepcEngine_l391_49 = (((_zz_core_mS_49 || _zz_core_mS_49_1) || _zz_core_mS_49_2) || _zz_core_mS_49_3);
  assign when_LpMepcEngine_l397_49 = ((((core_g_gTake[0] && core_g_gD_0[49]) || (core_g_gTake[1] && core_g_gD_1[49])) || (core_g_gTake[2] && core_g_gD_2[49])) || (core_g_gTake[3] && core_g_gD_3[49]));
  assign _zz_core_mS_50 = (core_g_gTake[0] && core_g_gS_0[50]);
  assign _zz_core_mS_50_1 = (core_g_gTake[1] && core_g_gS_1[50]);
  assign _zz_core_mS_50_2 = (core_g_gTake[2] && core_g_gS_2[50]);
  assign _zz_core_mS_50_3 = (core_g_gTake[3] && core_g_gS_3[50]);
  assign when_LpMepcEngine_l391_50 = (((_zz_core_mS_50 || _zz_core_mS_50_1) || _zz_core_mS_50_2) || _zz_core_mS_50_3);
  assign when_LpMepcEngine_l397_50 = ((((core_g_gTake[0] && core_g_gD_0[50]) || (core_g_gTake[1] && core_g_gD_1[50])) || (core_g_gTake[2] && core_g_gD_2[50])) || (core_g_gTake[3] && core_g_gD_3[50]));
  assign _zz_core_mS_51 = (core_g_gTake[0] && core_g_gS_0[51]);
  assign _zz_core_mS_51_1 = (core_g_gTake[1] && core_g_gS_1[51]);
  assign _zz_core_mS_51_2 = (core_g_gTake[2] && core_g_gS_2[51]);
  assign _zz_core_mS_51_3 = (core_g_gTake[3] && core_g_gS_3[51]);
  assign when_LpMepcEngine_l391_51 = (((_zz_core_mS_51 || _zz_core_mS_51_1) || _zz_core_mS_51_2) || _zz_core_mS_51_3);
  assign when_LpMepcEngine_l397_51 = ((((core_g_gTake[0] && core_g_gD_0[51]) || (core_g_gTake[1] && core_g_gD_1[51])) || (core_g_gTake[2] && core_g_gD_2[51])) || (core_g_gTake[3] && core_g_gD_3[51]));
  assign _zz_core_mS_52 = (core_g_gTake[0] && core_g_gS_0[52]);
  assign _zz_core_mS_52_1 = (core_g_gTake[1] && core_g_gS_1[52]);
  assign _zz_core_mS_52_2 = (core_g_gTake[2] && core_g_gS_2[52]);
  assign _zz_core_mS_52_3 = (core_g_gTake[3] && core_g_gS_3[52]);
  assign when_LpMepcEngine_l391_52 = (((_zz_core_mS_52 || _zz_core_mS_52_1) || _zz_core_mS_52_2) || _zz_core_mS_52_3);
  assign when_LpMepcEngine_l397_52 = ((((core_g_gTake[0] && core_g_gD_0[52]) || (core_g_gTake[1] && core_g_gD_1[52])) || (core_g_gTake[2] && core_g_gD_2[52])) || (core_g_gTake[3] && core_g_gD_3[52]));
  assign _zz_core_mS_53 = (core_g_gTake[0] && core_g_gS_0[53]);
  assign _zz_core_mS_53_1 = (core_g_gTake[1] && core_g_gS_1[53]);
  assign _zz_core_mS_53_2 = (core_g_gTake[2] && core_g_gS_2[53]);
  assign _zz_core_mS_53_3 = (core_g_gTake[3] && core_g_gS_3[53]);
  assign when_LpMepcEngine_l391_53 = (((_zz_core_mS_53 || _zz_core_mS_53_1) || _zz_core_mS_53_2) || _zz_core_mS_53_3);
  assign when_LpMepcEngine_l397_53 = ((((core_g_gTake[0] && core_g_gD_0[53]) || (core_g_gTake[1] && core_g_gD_1[53])) || (core_g_gTake[2] && core_g_gD_2[53])) || (core_g_gTake[3] && core_g_gD_3[53]));
  assign _zz_core_mS_54 = (core_g_gTake[0] && core_g_gS_0[54]);
  assign _zz_core_mS_54_1 = (core_g_gTake[1] && core_g_gS_1[54]);
  assign _zz_core_mS_54_2 = (core_g_gTake[2] && core_g_gS_2[54]);
  assign _zz_core_mS_54_3 = (core_g_gTake[3] && core_g_gS_3[54]);
  assign when_LpMepcEngine_l391_54 = (((_zz_core_mS_54 || _zz_core_mS_54_1) || _zz_core_mS_54_2) || _zz_core_mS_54_3);
  assign when_LpMepcEngine_l397_54 = ((((core_g_gTake[0] && core_g_gD_0[54]) || (core_g_gTake[1] && core_g_gD_1[54])) || (core_g_gTake[2] && core_g_gD_2[54])) || (core_g_gTake[3] && core_g_gD_3[54]));
  assign _zz_core_mS_55 = (core_g_gTake[0] && core_g_gS_0[55]);
  assign _zz_core_mS_55_1 = (core_g_gTake[1] && core_g_gS_1[55]);
  assign _zz_core_mS_55_2 = (core_g_gTake[2] && core_g_gS_2[55]);
  assign _zz_core_mS_55_3 = (core_g_gTake[3] && core_g_gS_3[55]);
  assign when_LpMepcEngine_l391_55 = (((_zz_core_mS_55 || _zz_core_mS_55_1) || _zz_core_mS_55_2) || _zz_core_mS_55_3);
  assign when_LpMepcEngine_l397_55 = ((((core_g_gTake[0] && core_g_gD_0[55]) || (core_g_gTake[1] && core_g_gD_1[55])) || (core_g_gTake[2] && core_g_gD_2[55])) || (core_g_gTake[3] && core_g_gD_3[55]));
  assign _zz_core_mS_56 = (core_g_gTake[0] && core_g_gS_0[56]);
  assign _zz_core_mS_56_1 = (core_g_gTake[1] && core_g_gS_1[56]);
  assign _zz_core_mS_56_2 = (core_g_gTake[2] && core_g_gS_2[56]);
  assign _zz_core_mS_56_3 = (core_g_gTake[3] && core_g_gS_3[56]);
  assign when_LpMepcEngine_l391_56 = (((_zz_core_mS_56 || _zz_core_mS_56_1) || _zz_core_mS_56_2) || _zz_core_mS_56_3);
  assign when_LpMepcEngine_l397_56 = ((((core_g_gTake[0] && core_g_gD_0[56]) || (core_g_gTake[1] && core_g_gD_1[56])) || (core_g_gTake[2] && core_g_gD_2[56])) || (core_g_gTake[3] && core_g_gD_3[56]));
  assign _zz_core_mS_57 = (core_g_gTake[0] && core_g_gS_0[57]);
  assign _zz_core_mS_57_1 = (core_g_gTake[1] && core_g_gS_1[57]);
  assign _zz_core_mS_57_2 = (core_g_gTake[2] && core_g_gS_2[57]);
  assign _zz_core_mS_57_3 = (core_g_gTake[3] && core_g_gS_3[57]);
  assign when_LpMepcEngine_l391_57 = (((_zz_core_mS_57 || _zz_core_mS_57_1) || _zz_core_mS_57_2) || _zz_core_mS_57_3);
  assign when_LpMepcEngine_l397_57 = ((((core_g_gTake[0] && core_g_gD_0[57]) || (core_g_gTake[1] && core_g_gD_1[57])) || (core_g_gTake[2] && core_g_gD_2[57])) || (core_g_gTake[3] && core_g_gD_3[57]));
  assign _zz_core_mS_58 = (core_g_gTake[0] && core_g_gS_0[58]);
  assign _zz_core_mS_58_1 = (core_g_gTake[1] && core_g_gS_1[58]);
  assign _zz_core_mS_58_2 = (core_g_gTake[2] && core_g_gS_2[58]);
  assign _zz_core_mS_58_3 = (core_g_gTake[3] && core_g_gS_3[58]);
  assign when_LpMepcEngine_l391_58 = (((_zz_core_mS_58 || _zz_core_mS_58_1) || _zz_core_mS_58_2) || _zz_core_mS_58_3);
  assign when_LpMepcEngine_l397_58 = ((((core_g_gTake[0] && core_g_gD_0[58]) || (core_g_gTake[1] && core_g_gD_1[58])) || (core_g_gTake[2] && core_g_gD_2[58])) || (core_g_gTake[3] && core_g_gD_3[58]));
  assign _zz_core_mS_59 = (core_g_gTake[0] && core_g_gS_0[59]);
  assign _zz_core_mS_59_1 = (core_g_gTake[1] && core_g_gS_1[59]);
  assign _zz_core_mS_59_2 = (core_g_gTake[2] && core_g_gS_2[59]);
  assign _zz_core_mS_59_3 = (core_g_gTake[3] && core_g_gS_3[59]);
  assign when_LpMepcEngine_l391_59 = (((_zz_core_mS_59 || _zz_core_mS_59_1) || _zz_core_mS_59_2) || _zz_core_mS_59_3);
  assign when_LpMepcEngine_l397_59 = ((((core_g_gTake[0] && core_g_gD_0[59]) || (core_g_gTake[1] && core_g_gD_1[59])) || (core_g_gTake[2] && core_g_gD_2[59])) || (core_g_gTake[3] && core_g_gD_3[59]));
  assign _zz_core_mS_60 = (core_g_gTake[0] && core_g_gS_0[60]);
  assign _zz_core_mS_60_1 = (core_g_gTake[1] && core_g_gS_1[60]);
  assign _zz_core_mS_60_2 = (core_g_gTake[2] && core_g_gS_2[60]);
  assign _zz_core_mS_60_3 = (core_g_gTake[3] && core_g_gS_3[60]);
  assign when_LpMepcEngine_l391_60 = (((_zz_core_mS_60 || _zz_core_mS_60_1) || _zz_core_mS_60_2) || _zz_core_mS_60_3);
  assign when_LpMepcEngine_l397_60 = ((((core_g_gTake[0] && core_g_gD_0[60]) || (core_g_gTake[1] && core_g_gD_1[60])) || (core_g_gTake[2] && core_g_gD_2[60])) || (core_g_gTake[3] && core_g_gD_3[60]));
  assign _zz_core_mS_61 = (core_g_gTake[0] && core_g_gS_0[61]);
  assign _zz_core_mS_61_1 = (core_g_gTake[1] && core_g_gS_1[61]);
  assign _zz_core_mS_61_2 = (core_g_gTake[2] && core_g_gS_2[61]);
  assign _zz_core_mS_61_3 = (core_g_gTake[3] && core_g_gS_3[61]);
  assign when_LpMepcEngine_l391_61 = (((_zz_core_mS_61 || _zz_core_mS_61_1) || _zz_core_mS_61_2) || _zz_core_mS_61_3);
  assign when_LpMepcEngine_l397_61 = ((((core_g_gTake[0] && core_g_gD_0[61]) || (core_g_gTake[1] && core_g_gD_1[61])) || (core_g_gTake[2] && core_g_gD_2[61])) || (core_g_gTake[3] && core_g_gD_3[61]));
  assign _zz_core_mS_62 = (core_g_gTake[0] && core_g_gS_0[62]);
  assign _zz_core_mS_62_1 = (core_g_gTake[1] && core_g_gS_1[62]);
  assign _zz_core_mS_62_2 = (core_g_gTake[2] && core_g_gS_2[62]);
  assign _zz_core_mS_62_3 = (core_g_gTake[3] && core_g_gS_3[62]);
  assign when_LpMepcEngine_l391_62 = (((_zz_core_mS_62 || _zz_core_mS_62_1) || _zz_core_mS_62_2) || _zz_core_mS_62_3);
  assign when_LpMepcEngine_l397_62 = ((((core_g_gTake[0] && core_g_gD_0[62]) || (core_g_gTake[1] && core_g_gD_1[62])) || (core_g_gTake[2] && core_g_gD_2[62])) || (core_g_gTake[3] && core_g_gD_3[62]));
  assign _zz_core_mS_63 = (core_g_gTake[0] && core_g_gS_0[63]);
  assign _zz_core_mS_63_1 = (core_g_gTake[1] && core_g_gS_1[63]);
  assign _zz_core_mS_63_2 = (core_g_gTake[2] && core_g_gS_2[63]);
  assign _zz_core_mS_63_3 = (core_g_gTake[3] && core_g_gS_3[63]);
  assign when_LpMepcEngine_l391_63 = (((_zz_core_mS_63 || _zz_core_mS_63_1) || _zz_core_mS_63_2) || _zz_core_mS_63_3);
  assign when_LpMepcEngine_l397_63 = ((((core_g_gTake[0] && core_g_gD_0[63]) || (core_g_gTake[1] && core_g_gD_1[63])) || (core_g_gTake[2] && core_g_gD_2[63])) || (core_g_gTake[3] && core_g_gD_3[63]));
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
  assign _zz_core_aSx_32 = (core_au_hs_0 && core_lS_0[32]);
  assign _zz_core_aSx_32_1 = (core_au_hs_1 && core_lS_1[32]);
  assign _zz_core_aSx_32_2 = (core_au_hs_2 && core_lS_2[32]);
  assign _zz_core_aSx_32_3 = (core_au_hs_3 && core_lS_3[32]);
  assign _zz_core_aSx_33 = (core_au_hs_0 && core_lS_0[33]);
  assign _zz_core_aSx_33_1 = (core_au_hs_1 && core_lS_1[33]);
  assign _zz_core_aSx_33_2 = (core_au_hs_2 && core_lS_2[33]);
  assign _zz_core_aSx_33_3 = (core_au_hs_3 && core_lS_3[33]);
  assign _zz_core_aSx_34 = (core_au_hs_0 && core_lS_0[34]);
  assign _zz_core_aSx_34_1 = (core_au_hs_1 && core_lS_1[34]);
  assign _zz_core_aSx_34_2 = (core_au_hs_2 && core_lS_2[34]);
  assign _zz_core_aSx_34_3 = (core_au_hs_3 && core_lS_3[34]);
  assign _zz_core_aSx_35 = (core_au_hs_0 && core_lS_0[35]);
  assign _zz_core_aSx_35_1 = (core_au_hs_1 && core_lS_1[35]);
  assign _zz_core_aSx_35_2 = (core_au_hs_2 && core_lS_2[35]);
  assign _zz_core_aSx_35_3 = (core_au_hs_3 && core_lS_3[35]);
  assign _zz_core_aSx_36 = (core_au_hs_0 && core_lS_0[36]);
  assign _zz_core_aSx_36_1 = (core_au_hs_1 && core_lS_1[36]);
  assign _zz_core_aSx_36_2 = (core_au_hs_2 && core_lS_2[36]);
  assign _zz_core_aSx_36_3 = (core_au_hs_3 && core_lS_3[36]);
  assign _zz_core_aSx_37 = (core_au_hs_0 && core_lS_0[37]);
  assign _zz_core_aSx_37_1 = (core_au_hs_1 && core_lS_1[37]);
  assign _zz_core_aSx_37_2 = (core_au_hs_2 && core_lS_2[37]);
  assign _zz_core_aSx_37_3 = (core_au_hs_3 && core_lS_3[37]);
  assign _zz_core_aSx_38 = (core_au_hs_0 && core_lS_0[38]);
  assign _zz_core_aSx_38_1 = (core_au_hs_1 && core_lS_1[38]);
  assign _zz_core_aSx_38_2 = (core_au_hs_2 && core_lS_2[38]);
  assign _zz_core_aSx_38_3 = (core_au_hs_3 && core_lS_3[38]);
  assign _zz_core_aSx_39 = (core_au_hs_0 && core_lS_0[39]);
  assign _zz_core_aSx_39_1 = (core_au_hs_1 && core_lS_1[39]);
  assign _zz_core_aSx_39_2 = (core_au_hs_2 && core_lS_2[39]);
  assign _zz_core_aSx_39_3 = (core_au_hs_3 && core_lS_3[39]);
  assign _zz_core_aSx_40 = (core_au_hs_0 && core_lS_0[40]);
  assign _zz_core_aSx_40_1 = (core_au_hs_1 && core_lS_1[40]);
  assign _zz_core_aSx_40_2 = (core_au_hs_2 && core_lS_2[40]);
  assign _zz_core_aSx_40_3 = (core_au_hs_3 && core_lS_3[40]);
  assign _zz_core_aSx_41 = (core_au_hs_0 && core_lS_0[41]);
  assign _zz_core_aSx_41_1 = (core_au_hs_1 && core_lS_1[41]);
  assign _zz_core_aSx_41_2 = (core_au_hs_2 && core_lS_2[41]);
  assign _zz_core_aSx_41_3 = (core_au_hs_3 && core_lS_3[41]);
  assign _zz_core_aSx_42 = (core_au_hs_0 && core_lS_0[42]);
  assign _zz_core_aSx_42_1 = (core_au_hs_1 && core_lS_1[42]);
  assign _zz_core_aSx_42_2 = (core_au_hs_2 && core_lS_2[42]);
  assign _zz_core_aSx_42_3 = (core_au_hs_3 && core_lS_3[42]);
  assign _zz_core_aSx_43 = (core_au_hs_0 && core_lS_0[43]);
  assign _zz_core_aSx_43_1 = (core_au_hs_1 && core_lS_1[43]);
  assign _zz_core_aSx_43_2 = (core_au_hs_2 && core_lS_2[43]);
  assign _zz_core_aSx_43_3 = (core_au_hs_3 && core_lS_3[43]);
  assign _zz_core_aSx_44 = (core_au_hs_0 && core_lS_0[44]);
  assign _zz_core_aSx_44_1 = (core_au_hs_1 && core_lS_1[44]);
  assign _zz_core_aSx_44_2 = (core_au_hs_2 && core_lS_2[44]);
  assign _zz_core_aSx_44_3 = (core_au_hs_3 && core_lS_3[44]);
  assign _zz_core_aSx_45 = (core_au_hs_0 && core_lS_0[45]);
  assign _zz_core_aSx_45_1 = (core_au_hs_1 && core_lS_1[45]);
  assign _zz_core_aSx_45_2 = (core_au_hs_2 && core_lS_2[45]);
  assign _zz_core_aSx_45_3 = (core_au_hs_3 && core_lS_3[45]);
  assign _zz_core_aSx_46 = (core_au_hs_0 && core_lS_0[46]);
  assign _zz_core_aSx_46_1 = (core_au_hs_1 && core_lS_1[46]);
  assign _zz_core_aSx_46_2 = (core_au_hs_2 && core_lS_2[46]);
  assign _zz_core_aSx_46_3 = (core_au_hs_3 && core_lS_3[46]);
  assign _zz_core_aSx_47 = (core_au_hs_0 && core_lS_0[47]);
  assign _zz_core_aSx_47_1 = (core_au_hs_1 && core_lS_1[47]);
  assign _zz_core_aSx_47_2 = (core_au_hs_2 && core_lS_2[47]);
  assign _zz_core_aSx_47_3 = (core_au_hs_3 && core_lS_3[47]);
  assign _zz_core_aSx_48 = (core_au_hs_0 && core_lS_0[48]);
  assign _zz_core_aSx_48_1 = (core_au_hs_1 && core_lS_1[48]);
  assign _zz_core_aSx_48_2 = (core_au_hs_2 && core_lS_2[48]);
  assign _zz_core_aSx_48_3 = (core_au_hs_3 && core_lS_3[48]);
  assign _zz_core_aSx_49 = (core_au_hs_0 && core_lS_0[49]);
  assign _zz_core_aSx_49_1 = (core_au_hs_1 && core_lS_1[49]);
  assign _zz_core_aSx_49_2 = (core_au_hs_2 && core_lS_2[49]);
  assign _zz_core_aSx_49_3 = (core_au_hs_3 && core_lS_3[49]);
  assign _zz_core_aSx_50 = (core_au_hs_0 && core_lS_0[50]);
  assign _zz_core_aSx_50_1 = (core_au_hs_1 && core_lS_1[50]);
  assign _zz_core_aSx_50_2 = (core_au_hs_2 && core_lS_2[50]);
  assign _zz_core_aSx_50_3 = (core_au_hs_3 && core_lS_3[50]);
  assign _zz_core_aSx_51 = (core_au_hs_0 && core_lS_0[51]);
  assign _zz_core_aSx_51_1 = (core_au_hs_1 && core_lS_1[51]);
  assign _zz_core_aSx_51_2 = (core_au_hs_2 && core_lS_2[51]);
  assign _zz_core_aSx_51_3 = (core_au_hs_3 && core_lS_3[51]);
  assign _zz_core_aSx_52 = (core_au_hs_0 && core_lS_0[52]);
  assign _zz_core_aSx_52_1 = (core_au_hs_1 && core_lS_1[52]);
  assign _zz_core_aSx_52_2 = (core_au_hs_2 && core_lS_2[52]);
  assign _zz_core_aSx_52_3 = (core_au_hs_3 && core_lS_3[52]);
  assign _zz_core_aSx_53 = (core_au_hs_0 && core_lS_0[53]);
  assign _zz_core_aSx_53_1 = (core_au_hs_1 && core_lS_1[53]);
  assign _zz_core_aSx_53_2 = (core_au_hs_2 && core_lS_2[53]);
  assign _zz_core_aSx_53_3 = (core_au_hs_3 && core_lS_3[53]);
  assign _zz_core_aSx_54 = (core_au_hs_0 && core_lS_0[54]);
  assign _zz_core_aSx_54_1 = (core_au_hs_1 && core_lS_1[54]);
  assign _zz_core_aSx_54_2 = (core_au_hs_2 && core_lS_2[54]);
  assign _zz_core_aSx_54_3 = (core_au_hs_3 && core_lS_3[54]);
  assign _zz_core_aSx_55 = (core_au_hs_0 && core_lS_0[55]);
  assign _zz_core_aSx_55_1 = (core_au_hs_1 && core_lS_1[55]);
  assign _zz_core_aSx_55_2 = (core_au_hs_2 && core_lS_2[55]);
  assign _zz_core_aSx_55_3 = (core_au_hs_3 && core_lS_3[55]);
  assign _zz_core_aSx_56 = (core_au_hs_0 && core_lS_0[56]);
  assign _zz_core_aSx_56_1 = (core_au_hs_1 && core_lS_1[56]);
  assign _zz_core_aSx_56_2 = (core_au_hs_2 && core_lS_2[56]);
  assign _zz_core_aSx_56_3 = (core_au_hs_3 && core_lS_3[56]);
  assign _zz_core_aSx_57 = (core_au_hs_0 && core_lS_0[57]);
  assign _zz_core_aSx_57_1 = (core_au_hs_1 && core_lS_1[57]);
  assign _zz_core_aSx_57_2 = (core_au_hs_2 && core_lS_2[57]);
  assign _zz_core_aSx_57_3 = (core_au_hs_3 && core_lS_3[57]);
  assign _zz_core_aSx_58 = (core_au_hs_0 && core_lS_0[58]);
  assign _zz_core_aSx_58_1 = (core_au_hs_1 && core_lS_1[58]);
  assign _zz_core_aSx_58_2 = (core_au_hs_2 && core_lS_2[58]);
  assign _zz_core_aSx_58_3 = (core_au_hs_3 && core_lS_3[58]);
  assign _zz_core_aSx_59 = (core_au_hs_0 && core_lS_0[59]);
  assign _zz_core_aSx_59_1 = (core_au_hs_1 && core_lS_1[59]);
  assign _zz_core_aSx_59_2 = (core_au_hs_2 && core_lS_2[59]);
  assign _zz_core_aSx_59_3 = (core_au_hs_3 && core_lS_3[59]);
  assign _zz_core_aSx_60 = (core_au_hs_0 && core_lS_0[60]);
  assign _zz_core_aSx_60_1 = (core_au_hs_1 && core_lS_1[60]);
  assign _zz_core_aSx_60_2 = (core_au_hs_2 && core_lS_2[60]);
  assign _zz_core_aSx_60_3 = (core_au_hs_3 && core_lS_3[60]);
  assign _zz_core_aSx_61 = (core_au_hs_0 && core_lS_0[61]);
  assign _zz_core_aSx_61_1 = (core_au_hs_1 && core_lS_1[61]);
  assign _zz_core_aSx_61_2 = (core_au_hs_2 && core_lS_2[61]);
  assign _zz_core_aSx_61_3 = (core_au_hs_3 && core_lS_3[61]);
  assign _zz_core_aSx_62 = (core_au_hs_0 && core_lS_0[62]);
  assign _zz_core_aSx_62_1 = (core_au_hs_1 && core_lS_1[62]);
  assign _zz_core_aSx_62_2 = (core_au_hs_2 && core_lS_2[62]);
  assign _zz_core_aSx_62_3 = (core_au_hs_3 && core_lS_3[62]);
  assign _zz_core_aSx_63 = (core_au_hs_0 && core_lS_0[63]);
  assign _zz_core_aSx_63_1 = (core_au_hs_1 && core_lS_1[63]);
  assign _zz_core_aSx_63_2 = (core_au_hs_2 && core_lS_2[63]);
  assign _zz_core_aSx_63_3 = (core_au_hs_3 && core_lS_3[63]);
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
  assign when_LpMepcEngine_l427_32 = ((((core_au_cs_0 && core_lS_0[32]) || (core_au_cs_1 && core_lS_1[32])) || (core_au_cs_2 && core_lS_2[32])) || (core_au_cs_3 && core_lS_3[32]));
  assign when_LpMepcEngine_l427_33 = ((((core_au_cs_0 && core_lS_0[33]) || (core_au_cs_1 && core_lS_1[33])) || (core_au_cs_2 && core_lS_2[33])) || (core_au_cs_3 && core_lS_3[33]));
  assign when_LpMepcEngine_l427_34 = ((((core_au_cs_0 && core_lS_0[34]) || (core_au_cs_1 && core_lS_1[34])) || (core_au_cs_2 && core_lS_2[34])) || (core_au_cs_3 && core_lS_3[34]));
  assign when_LpMepcEngine_l427_35 = ((((core_au_cs_0 && core_lS_0[35]) || (core_au_cs_1 && core_lS_1[35])) || (core_au_cs_2 && core_lS_2[35])) || (core_au_cs_3 && core_lS_3[35]));
  assign when_LpMepcEngine_l427_36 = ((((core_au_cs_0 && core_lS_0[36]) || (core_au_cs_1 && core_lS_1[36])) || (core_au_cs_2 && core_lS_2[36])) || (core_au_cs_3 && core_lS_3[36]));
  assign when_LpMepcEngine_l427_37 = ((((core_au_cs_0 && core_lS_0[37]) || (core_au_cs_1 && core_lS_1[37])) || (core_au_cs_2 && core_lS_2[37])) || (core_au_cs_3 && core_lS_3[37]));
  assign when_LpMepcEngine_l427_38 = ((((core_au_cs_0 && core_lS_0[38]) || (core_au_cs_1 && core_lS_1[38])) || (core_au_cs_2 && core_lS_2[38])) || (core_au_cs_3 && core_lS_3[38]));
  assign when_LpMepcEngine_l427_39 = ((((core_au_cs_0 && core_lS_0[39]) || (core_au_cs_1 && core_lS_1[39])) || (core_au_cs_2 && core_lS_2[39])) || (core_au_cs_3 && core_lS_3[39]));
  assign when_LpMepcEngine_l427_40 = ((((core_au_cs_0 && core_lS_0[40]) || (core_au_cs_1 && core_lS_1[40])) || (core_au_cs_2 && core_lS_2[40])) || (core_au_cs_3 && core_lS_3[40]));
  assign when_LpMepcEngine_l427_41 = ((((core_au_cs_0 && core_lS_0[41]) || (core_au_cs_1 && core_lS_1[41])) || (core_au_cs_2 && core_lS_2[41])) || (core_au_cs_3 && core_lS_3[41]));
  assign when_LpMepcEngine_l427_42 = ((((core_au_cs_0 && core_lS_0[42]) || (core_au_cs_1 && core_lS_1[42])) || (core_au_cs_2 && core_lS_2[42])) || (core_au_cs_3 && core_lS_3[42]));
  assign when_LpMepcEngine_l427_43 = ((((core_au_cs_0 && core_lS_0[43]) || (core_au_cs_1 && core_lS_1[43])) || (core_au_cs_2 && core_lS_2[43])) || (core_au_cs_3 && core_lS_3[43]));
  assign when_LpMepcEngine_l427_44 = ((((core_au_cs_0 && core_lS_0[44]) || (core_au_cs_1 && core_lS_1[44])) || (core_au_cs_2 && core_lS_2[44])) || (core_au_cs_3 && core_lS_3[44]));
  assign when_LpMepcEngine_l427_45 = ((((core_au_cs_0 && core_lS_0[45]) || (core_au_cs_1 && core_lS_1[45])) || (core_au_cs_2 && core_lS_2[45])) || (core_au_cs_3 && core_lS_3[45]));
  assign when_LpMepcEngine_l427_46 = ((((core_au_cs_0 && core_lS_0[46]) || (core_au_cs_1 && core_lS_1[46])) || (core_au_cs_2 && core_lS_2[46])) || (core_au_cs_3 && core_lS_3[46]));
  assign when_LpMepcEngine_l427_47 = ((((core_au_cs_0 && core_lS_0[47]) || (core_au_cs_1 && core_lS_1[47])) || (core_au_cs_2 && core_lS_2[47])) || (core_au_cs_3 && core_lS_3[47]));
  assign when_LpMepcEngine_l427_48 = ((((core_au_cs_0 && core_lS_0[48]) || (core_au_cs_1 && core_lS_1[48])) || (core_au_cs_2 && core_lS_2[48])) || (core_au_cs_3 && core_lS_3[48]));
  assign when_LpMepcEngine_l427_49 = ((((core_au_cs_0 && core_lS_0[49]) || (core_au_cs_1 && core_lS_1[49])) || (core_au_cs_2 && core_lS_2[49])) || (core_au_cs_3 && core_lS_3[49]));
  assign when_LpMepcEngine_l427_50 = ((((core_au_cs_0 && core_lS_0[50]) || (core_au_cs_1 && core_lS_1[50])) || (core_au_cs_2 && core_lS_2[50])) || (core_au_cs_3 && core_lS_3[50]));
  assign when_LpMepcEngine_l427_51 = ((((core_au_cs_0 && core_lS_0[51]) || (core_au_cs_1 && core_lS_1[51])) || (core_au_cs_2 && core_lS_2[51])) || (core_au_cs_3 && core_lS_3[51]));
  assign when_LpMepcEngine_l427_52 = ((((core_au_cs_0 && core_lS_0[52]) || (core_au_cs_1 && core_lS_1[52])) || (core_au_cs_2 && core_lS_2[52])) || (core_au_cs_3 && core_lS_3[52]));
  assign when_LpMepcEngine_l427_53 = ((((core_au_cs_0 && core_lS_0[53]) || (core_au_cs_1 && core_lS_1[53])) || (core_au_cs_2 && core_lS_2[53])) || (core_au_cs_3 && core_lS_3[53]));
  assign when_LpMepcEngine_l427_54 = ((((core_au_cs_0 && core_lS_0[54]) || (core_au_cs_1 && core_lS_1[54])) || (core_au_cs_2 && core_lS_2[54])) || (core_au_cs_3 && core_lS_3[54]));
  assign when_LpMepcEngine_l427_55 = ((((core_au_cs_0 && core_lS_0[55]) || (core_au_cs_1 && core_lS_1[55])) || (core_au_cs_2 && core_lS_2[55])) || (core_au_cs_3 && core_lS_3[55]));
  assign when_LpMepcEngine_l427_56 = ((((core_au_cs_0 && core_lS_0[56]) || (core_au_cs_1 && core_lS_1[56])) || (core_au_cs_2 && core_lS_2[56])) || (core_au_cs_3 && core_lS_3[56]));
  assign when_LpMepcEngine_l427_57 = ((((core_au_cs_0 && core_lS_0[57]) || (core_au_cs_1 && core_lS_1[57])) || (core_au_cs_2 && core_lS_2[57])) || (core_au_cs_3 && core_lS_3[57]));
  assign when_LpMepcEngine_l427_58 = ((((core_au_cs_0 && core_lS_0[58]) || (core_au_cs_1 && core_lS_1[58])) || (core_au_cs_2 && core_lS_2[58])) || (core_au_cs_3 && core_lS_3[58]));
  assign when_LpMepcEngine_l427_59 = ((((core_au_cs_0 && core_lS_0[59]) || (core_au_cs_1 && core_lS_1[59])) || (core_au_cs_2 && core_lS_2[59])) || (core_au_cs_3 && core_lS_3[59]));
  assign when_LpMepcEngine_l427_60 = ((((core_au_cs_0 && core_lS_0[60]) || (core_au_cs_1 && core_lS_1[60])) || (core_au_cs_2 && core_lS_2[60])) || (core_au_cs_3 && core_lS_3[60]));
  assign when_LpMepcEngine_l427_61 = ((((core_au_cs_0 && core_lS_0[61]) || (core_au_cs_1 && core_lS_1[61])) || (core_au_cs_2 && core_lS_2[61])) || (core_au_cs_3 && core_lS_3[61]));
  assign when_LpMepcEngine_l427_62 = ((((core_au_cs_0 && core_lS_0[62]) || (core_au_cs_1 && core_lS_1[62])) || (core_au_cs_2 && core_lS_2[62])) || (core_au_cs_3 && core_lS_3[62]));
  assign when_LpMepcEngine_l427_63 = ((((core_au_cs_0 && core_lS_0[63]) || (core_au_cs_1 && core_lS_1[63])) || (core_au_cs_2 && core_lS_2[63])) || (core_au_cs_3 && core_lS_3[63]));
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
  assign _zz_core_aDy_32 = (core_au_hd_0 && core_lD_0[32]);
  assign _zz_core_aDy_32_1 = (core_au_hd_1 && core_lD_1[32]);
  assign _zz_core_aDy_32_2 = (core_au_hd_2 && core_lD_2[32]);
  assign _zz_core_aDy_32_3 = (core_au_hd_3 && core_lD_3[32]);
  assign _zz_core_aDy_33 = (core_au_hd_0 && core_lD_0[33]);
  assign _zz_core_aDy_33_1 = (core_au_hd_1 && core_lD_1[33]);
  assign _zz_core_aDy_33_2 = (core_au_hd_2 && core_lD_2[33]);
  assign _zz_core_aDy_33_3 = (core_au_hd_3 && core_lD_3[33]);
  assign _zz_core_aDy_34 = (core_au_hd_0 && core_lD_0[34]);
  assign _zz_core_aDy_34_1 = (core_au_hd_1 && core_lD_1[34]);
  assign _zz_core_aDy_34_2 = (core_au_hd_2 && core_lD_2[34]);
  assign _zz_core_aDy_34_3 = (core_au_hd_3 && core_lD_3[34]);
  assign _zz_core_aDy_35 = (core_au_hd_0 && core_lD_0[35]);
  assign _zz_core_aDy_35_1 = (core_au_hd_1 && core_lD_1[35]);
  assign _zz_core_aDy_35_2 = (core_au_hd_2 && core_lD_2[35]);
  assign _zz_core_aDy_35_3 = (core_au_hd_3 && core_lD_3[35]);
  assign _zz_core_aDy_36 = (core_au_hd_0 && core_lD_0[36]);
  assign _zz_core_aDy_36_1 = (core_au_hd_1 && core_lD_1[36]);
  assign _zz_core_aDy_36_2 = (core_au_hd_2 && core_lD_2[36]);
  assign _zz_core_aDy_36_3 = (core_au_hd_3 && core_lD_3[36]);
  assign _zz_core_aDy_37 = (core_au_hd_0 && core_lD_0[37]);
  assign _zz_core_aDy_37_1 = (core_au_hd_1 && core_lD_1[37]);
  assign _zz_core_aDy_37_2 = (core_au_hd_2 && core_lD_2[37]);
  assign _zz_core_aDy_37_3 = (core_au_hd_3 && core_lD_3[37]);
  assign _zz_core_aDy_38 = (core_au_hd_0 && core_lD_0[38]);
  assign _zz_core_aDy_38_1 = (core_au_hd_1 && core_lD_1[38]);
  assign _zz_core_aDy_38_2 = (core_au_hd_2 && core_lD_2[38]);
  assign _zz_core_aDy_38_3 = (core_au_hd_3 && core_lD_3[38]);
  assign _zz_core_aDy_39 = (core_au_hd_0 && core_lD_0[39]);
  assign _zz_core_aDy_39_1 = (core_au_hd_1 && core_lD_1[39]);
  assign _zz_core_aDy_39_2 = (core_au_hd_2 && core_lD_2[39]);
  assign _zz_core_aDy_39_3 = (core_au_hd_3 && core_lD_3[39]);
  assign _zz_core_aDy_40 = (core_au_hd_0 && core_lD_0[40]);
  assign _zz_core_aDy_40_1 = (core_au_hd_1 && core_lD_1[40]);
  assign _zz_core_aDy_40_2 = (core_au_hd_2 && core_lD_2[40]);
  assign _zz_core_aDy_40_3 = (core_au_hd_3 && core_lD_3[40]);
  assign _zz_core_aDy_41 = (core_au_hd_0 && core_lD_0[41]);
  assign _zz_core_aDy_41_1 = (core_au_hd_1 && core_lD_1[41]);
  assign _zz_core_aDy_41_2 = (core_au_hd_2 && core_lD_2[41]);
  assign _zz_core_aDy_41_3 = (core_au_hd_3 && core_lD_3[41]);
  assign _zz_core_aDy_42 = (core_au_hd_0 && core_lD_0[42]);
  assign _zz_core_aDy_42_1 = (core_au_hd_1 && core_lD_1[42]);
  assign _zz_core_aDy_42_2 = (core_au_hd_2 && core_lD_2[42]);
  assign _zz_core_aDy_42_3 = (core_au_hd_3 && core_lD_3[42]);
  assign _zz_core_aDy_43 = (core_au_hd_0 && core_lD_0[43]);
  assign _zz_core_aDy_43_1 = (core_au_hd_1 && core_lD_1[43]);
  assign _zz_core_aDy_43_2 = (core_au_hd_2 && core_lD_2[43]);
  assign _zz_core_aDy_43_3 = (core_au_hd_3 && core_lD_3[43]);
  assign _zz_core_aDy_44 = (core_au_hd_0 && core_lD_0[44]);
  assign _zz_core_aDy_44_1 = (core_au_hd_1 && core_lD_1[44]);
  assign _zz_core_aDy_44_2 = (core_au_hd_2 && core_lD_2[44]);
  assign _zz_core_aDy_44_3 = (core_au_hd_3 && core_lD_3[44]);
  assign _zz_core_aDy_45 = (core_au_hd_0 && core_lD_0[45]);
  assign _zz_core_aDy_45_1 = (core_au_hd_1 && core_lD_1[45]);
  assign _zz_core_aDy_45_2 = (core_au_hd_2 && core_lD_2[45]);
  assign _zz_core_aDy_45_3 = (core_au_hd_3 && core_lD_3[45]);
  assign _zz_core_aDy_46 = (core_au_hd_0 && core_lD_0[46]);
  assign _zz_core_aDy_46_1 = (core_au_hd_1 && core_lD_1[46]);
  assign _zz_core_aDy_46_2 = (core_au_hd_2 && core_lD_2[46]);
  assign _zz_core_aDy_46_3 = (core_au_hd_3 && core_lD_3[46]);
  assign _zz_core_aDy_47 = (core_au_hd_0 && core_lD_0[47]);
  assign _zz_core_aDy_47_1 = (core_au_hd_1 && core_lD_1[47]);
  assign _zz_core_aDy_47_2 = (core_au_hd_2 && core_lD_2[47]);
  assign _zz_core_aDy_47_3 = (core_au_hd_3 && core_lD_3[47]);
  assign _zz_core_aDy_48 = (core_au_hd_0 && core_lD_0[48]);
  assign _zz_core_aDy_48_1 = (core_au_hd_1 && core_lD_1[48]);
  assign _zz_core_aDy_48_2 = (core_au_hd_2 && core_lD_2[48]);
  assign _zz_core_aDy_48_3 = (core_au_hd_3 && core_lD_3[48]);
  assign _zz_core_aDy_49 = (core_au_hd_0 && core_lD_0[49]);
  assign _zz_core_aDy_49_1 = (core_au_hd_1 && core_lD_1[49]);
  assign _zz_core_aDy_49_2 = (core_au_hd_2 && core_lD_2[49]);
  assign _zz_core_aDy_49_3 = (core_au_hd_3 && core_lD_3[49]);
  assign _zz_core_aDy_50 = (core_au_hd_0 && core_lD_0[50]);
  assign _zz_core_aDy_50_1 = (core_au_hd_1 && core_lD_1[50]);
  assign _zz_core_aDy_50_2 = (core_au_hd_2 && core_lD_2[50]);
  assign _zz_core_aDy_50_3 = (core_au_hd_3 && core_lD_3[50]);
  assign _zz_core_aDy_51 = (core_au_hd_0 && core_lD_0[51]);
  assign _zz_core_aDy_51_1 = (core_au_hd_1 && core_lD_1[51]);
  assign _zz_core_aDy_51_2 = (core_au_hd_2 && core_lD_2[51]);
  assign _zz_core_aDy_51_3 = (core_au_hd_3 && core_lD_3[51]);
  assign _zz_core_aDy_52 = (core_au_hd_0 && core_lD_0[52]);
  assign _zz_core_aDy_52_1 = (core_au_hd_1 && core_lD_1[52]);
  assign _zz_core_aDy_52_2 = (core_au_hd_2 && core_lD_2[52]);
  assign _zz_core_aDy_52_3 = (core_au_hd_3 && core_lD_3[52]);
  assign _zz_core_aDy_53 = (core_au_hd_0 && core_lD_0[53]);
  assign _zz_core_aDy_53_1 = (core_au_hd_1 && core_lD_1[53]);
  assign _zz_core_aDy_53_2 = (core_au_hd_2 && core_lD_2[53]);
  assign _zz_core_aDy_53_3 = (core_au_hd_3 && core_lD_3[53]);
  assign _zz_core_aDy_54 = (core_au_hd_0 && core_lD_0[54]);
  assign _zz_core_aDy_54_1 = (core_au_hd_1 && core_lD_1[54]);
  assign _zz_core_aDy_54_2 = (core_au_hd_2 && core_lD_2[54]);
  assign _zz_core_aDy_54_3 = (core_au_hd_3 && core_lD_3[54]);
  assign _zz_core_aDy_55 = (core_au_hd_0 && core_lD_0[55]);
  assign _zz_core_aDy_55_1 = (core_au_hd_1 && core_lD_1[55]);
  assign _zz_core_aDy_55_2 = (core_au_hd_2 && core_lD_2[55]);
  assign _zz_core_aDy_55_3 = (core_au_hd_3 && core_lD_3[55]);
  assign _zz_core_aDy_56 = (core_au_hd_0 && core_lD_0[56]);
  assign _zz_core_aDy_56_1 = (core_au_hd_1 && core_lD_1[56]);
  assign _zz_core_aDy_56_2 = (core_au_hd_2 && core_lD_2[56]);
  assign _zz_core_aDy_56_3 = (core_au_hd_3 && core_lD_3[56]);
  assign _zz_core_aDy_57 = (core_au_hd_0 && core_lD_0[57]);
  assign _zz_core_aDy_57_1 = (core_au_hd_1 && core_lD_1[57]);
  assign _zz_core_aDy_57_2 = (core_au_hd_2 && core_lD_2[57]);
  assign _zz_core_aDy_57_3 = (core_au_hd_3 && core_lD_3[57]);
  assign _zz_core_aDy_58 = (core_au_hd_0 && core_lD_0[58]);
  assign _zz_core_aDy_58_1 = (core_au_hd_1 && core_lD_1[58]);
  assign _zz_core_aDy_58_2 = (core_au_hd_2 && core_lD_2[58]);
  assign _zz_core_aDy_58_3 = (core_au_hd_3 && core_lD_3[58]);
  assign _zz_core_aDy_59 = (core_au_hd_0 && core_lD_0[59]);
  assign _zz_core_aDy_59_1 = (core_au_hd_1 && core_lD_1[59]);
  assign _zz_core_aDy_59_2 = (core_au_hd_2 && core_lD_2[59]);
  assign _zz_core_aDy_59_3 = (core_au_hd_3 && core_lD_3[59]);
  assign _zz_core_aDy_60 = (core_au_hd_0 && core_lD_0[60]);
  assign _zz_core_aDy_60_1 = (core_au_hd_1 && core_lD_1[60]);
  assign _zz_core_aDy_60_2 = (core_au_hd_2 && core_lD_2[60]);
  assign _zz_core_aDy_60_3 = (core_au_hd_3 && core_lD_3[60]);
  assign _zz_core_aDy_61 = (core_au_hd_0 && core_lD_0[61]);
  assign _zz_core_aDy_61_1 = (core_au_hd_1 && core_lD_1[61]);
  assign _zz_core_aDy_61_2 = (core_au_hd_2 && core_lD_2[61]);
  assign _zz_core_aDy_61_3 = (core_au_hd_3 && core_lD_3[61]);
  assign _zz_core_aDy_62 = (core_au_hd_0 && core_lD_0[62]);
  assign _zz_core_aDy_62_1 = (core_au_hd_1 && core_lD_1[62]);
  assign _zz_core_aDy_62_2 = (core_au_hd_2 && core_lD_2[62]);
  assign _zz_core_aDy_62_3 = (core_au_hd_3 && core_lD_3[62]);
  assign _zz_core_aDy_63 = (core_au_hd_0 && core_lD_0[63]);
  assign _zz_core_aDy_63_1 = (core_au_hd_1 && core_lD_1[63]);
  assign _zz_core_aDy_63_2 = (core_au_hd_2 && core_lD_2[63]);
  assign _zz_core_aDy_63_3 = (core_au_hd_3 && core_lD_3[63]);
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
  assign when_LpMepcEngine_l435_32 = ((((core_au_cd_0 && core_lD_0[32]) || (core_au_cd_1 && core_lD_1[32])) || (core_au_cd_2 && core_lD_2[32])) || (core_au_cd_3 && core_lD_3[32]));
  assign when_LpMepcEngine_l435_33 = ((((core_au_cd_0 && core_lD_0[33]) || (core_au_cd_1 && core_lD_1[33])) || (core_au_cd_2 && core_lD_2[33])) || (core_au_cd_3 && core_lD_3[33]));
  assign when_LpMepcEngine_l435_34 = ((((core_au_cd_0 && core_lD_0[34]) || (core_au_cd_1 && core_lD_1[34])) || (core_au_cd_2 && core_lD_2[34])) || (core_au_cd_3 && core_lD_3[34]));
  assign when_LpMepcEngine_l435_35 = ((((core_au_cd_0 && core_lD_0[35]) || (core_au_cd_1 && core_lD_1[35])) || (core_au_cd_2 && core_lD_2[35])) || (core_au_cd_3 && core_lD_3[35]));
  assign when_LpMepcEngine_l435_36 = ((((core_au_cd_0 && core_lD_0[36]) || (core_au_cd_1 && core_lD_1[36])) || (core_au_cd_2 && core_lD_2[36])) || (core_au_cd_3 && core_lD_3[36]));
  assign when_LpMepcEngine_l435_37 = ((((core_au_cd_0 && core_lD_0[37]) || (core_au_cd_1 && core_lD_1[37])) || (core_au_cd_2 && core_lD_2[37])) || (core_au_cd_3 && core_lD_3[37]));
  assign when_LpMepcEngine_l435_38 = ((((core_au_cd_0 && core_lD_0[38]) || (core_au_cd_1 && core_lD_1[38])) || (core_au_cd_2 && core_lD_2[38])) || (core_au_cd_3 && core_lD_3[38]));
  assign when_LpMepcEngine_l435_39 = ((((core_au_cd_0 && core_lD_0[39]) || (core_au_cd_1 && core_lD_1[39])) || (core_au_cd_2 && core_lD_2[39])) || (core_au_cd_3 && core_lD_3[39]));
  assign when_LpMepcEngine_l435_40 = ((((core_au_cd_0 && core_lD_0[40]) || (core_au_cd_1 && core_lD_1[40])) || (core_au_cd_2 && core_lD_2[40])) || (core_au_cd_3 && core_lD_3[40]));
  assign when_LpMepcEngine_l435_41 = ((((core_au_cd_0 && core_lD_0[41]) || (core_au_cd_1 && core_lD_1[41])) || (core_au_cd_2 && core_lD_2[41])) || (core_au_cd_3 && core_lD_3[41]));
  assign when_LpMepcEngine_l435_42 = ((((core_au_cd_0 && core_lD_0[42]) || (core_au_cd_1 && core_lD_1[42])) || (core_au_cd_2 && core_lD_2[42])) || (core_au_cd_3 && core_lD_3[42]));
  assign when_LpMepcEngine_l435_43 = ((((core_au_cd_0 && core_lD_0[43]) || (core_au_cd_1 && core_lD_1[43])) || (core_au_cd_2 && core_lD_2[43])) || (core_au_cd_3 && core_lD_3[43]));
  assign when_LpMepcEngine_l435_44 = ((((core_au_cd_0 && core_lD_0[44]) || (core_au_cd_1 && core_lD_1[44])) || (core_au_cd_2 && core_lD_2[44])) || (core_au_cd_3 && core_lD_3[44]));
  assign when_LpMepcEngine_l435_45 = ((((core_au_cd_0 && core_lD_0[45]) || (core_au_cd_1 && core_lD_1[45])) || (core_au_cd_2 && core_lD_2[45])) || (core_au_cd_3 && core_lD_3[45]));
  assign when_LpMepcEngine_l435_46 = ((((core_au_cd_0 && core_lD_0[46]) || (core_au_cd_1 && core_lD_1[46])) || (core_au_cd_2 && core_lD_2[46])) || (core_au_cd_3 && core_lD_3[46]));
  assign when_LpMepcEngine_l435_47 = ((((core_au_cd_0 && core_lD_0[47]) || (core_au_cd_1 && core_lD_1[47])) || (core_au_cd_2 && core_lD_2[47])) || (core_au_cd_3 && core_lD_3[47]));
  assign when_LpMepcEngine_l435_48 = ((((core_au_cd_0 && core_lD_0[48]) || (core_au_cd_1 && core_lD_1[48])) || (core_au_cd_2 && core_lD_2[48])) || (core_au_cd_3 && core_lD_3[48]));
  assign when_LpMepcEngine_l435_49 = ((((core_au_cd_0 && core_lD_0[49]) || (core_au_cd_1 && core_lD_1[49])) || (core_au_cd_2 && core_lD_2[49])) || (core_au_cd_3 && core_lD_3[49]));
  assign when_LpMepcEngine_l435_50 = ((((core_au_cd_0 && core_lD_0[50]) || (core_au_cd_1 && core_lD_1[50])) || (core_au_cd_2 && core_lD_2[50])) || (core_au_cd_3 && core_lD_3[50]));
  assign when_LpMepcEngine_l435_51 = ((((core_au_cd_0 && core_lD_0[51]) || (core_au_cd_1 && core_lD_1[51])) || (core_au_cd_2 && core_lD_2[51])) || (core_au_cd_3 && core_lD_3[51]));
  assign when_LpMepcEngine_l435_52 = ((((core_au_cd_0 && core_lD_0[52]) || (core_au_cd_1 && core_lD_1[52])) || (core_au_cd_2 && core_lD_2[52])) || (core_au_cd_3 && core_lD_3[52]));
  assign when_LpMepcEngine_l435_53 = ((((core_au_cd_0 && core_lD_0[53]) || (core_au_cd_1 && core_lD_1[53])) || (core_au_cd_2 && core_lD_2[53])) || (core_au_cd_3 && core_lD_3[53]));
  assign when_LpMepcEngine_l435_54 = ((((core_au_cd_0 && core_lD_0[54]) || (core_au_cd_1 && core_lD_1[54])) || (core_au_cd_2 && core_lD_2[54])) || (core_au_cd_3 && core_lD_3[54]));
  assign when_LpMepcEngine_l435_55 = ((((core_au_cd_0 && core_lD_0[55]) || (core_au_cd_1 && core_lD_1[55])) || (core_au_cd_2 && core_lD_2[55])) || (core_au_cd_3 && core_lD_3[55]));
  assign when_LpMepcEngine_l435_56 = ((((core_au_cd_0 && core_lD_0[56]) || (core_au_cd_1 && core_lD_1[56])) || (core_au_cd_2 && core_lD_2[56])) || (core_au_cd_3 && core_lD_3[56]));
  assign when_LpMepcEngine_l435_57 = ((((core_au_cd_0 && core_lD_0[57]) || (core_au_cd_1 && core_lD_1[57])) || (core_au_cd_2 && core_lD_2[57])) || (core_au_cd_3 && core_lD_3[57]));
  assign when_LpMepcEngine_l435_58 = ((((core_au_cd_0 && core_lD_0[58]) || (core_au_cd_1 && core_lD_1[58])) || (core_au_cd_2 && core_lD_2[58])) || (core_au_cd_3 && core_lD_3[58]));
  assign when_LpMepcEngine_l435_59 = ((((core_au_cd_0 && core_lD_0[59]) || (core_au_cd_1 && core_lD_1[59])) || (core_au_cd_2 && core_lD_2[59])) || (core_au_cd_3 && core_lD_3[59]));
  assign when_LpMepcEngine_l435_60 = ((((core_au_cd_0 && core_lD_0[60]) || (core_au_cd_1 && core_lD_1[60])) || (core_au_cd_2 && core_lD_2[60])) || (core_au_cd_3 && core_lD_3[60]));
  assign when_LpMepcEngine_l435_61 = ((((core_au_cd_0 && core_lD_0[61]) || (core_au_cd_1 && core_lD_1[61])) || (core_au_cd_2 && core_lD_2[61])) || (core_au_cd_3 && core_lD_3[61]));
  assign when_LpMepcEngine_l435_62 = ((((core_au_cd_0 && core_lD_0[62]) || (core_au_cd_1 && core_lD_1[62])) || (core_au_cd_2 && core_lD_2[62])) || (core_au_cd_3 && core_lD_3[62]));
  assign when_LpMepcEngine_l435_63 = ((((core_au_cd_0 && core_lD_0[63]) || (core_au_cd_1 && core_lD_1[63])) || (core_au_cd_2 && core_lD_2[63])) || (core_au_cd_3 && core_lD_3[63]));
  assign core_rs_a = core_rdPtr[5:0];
  assign core_rs_wy = _zz_core_rs_wy;
  assign core_rs_gain = (_zz_core_rs_gain + _zz_core_rs_gain_1);
  assign core_rs_ok = ((core_rs_qOk && core_aDv[core_rs_qB]) && (_zz_core_rs_ok < core_rs_gain));
  assign core_rs_take = ((((core_r3 && core_rs_rOk) && core_rs_rFx) && core_rs_rFy) && (! (core_rs_tPrev && (core_rs_rEqX || core_rs_rEqY))));
  assign when_LpMepcEngine_l486 = (core_ph == Ph_resolve);
  assign _zz_1 = ({63'd0,1'b1} <<< core_rs_rA);
  assign _zz_2 = ({63'd0,1'b1} <<< core_rs_rA);
  assign _zz_3 = ({63'd0,1'b1} <<< core_rs_rY);
  assign _zz_4 = ({63'd0,1'b1} <<< core_rs_rY);
  assign when_LpMepcEngine_l528 = (core_rdPtr == 8'h42);
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
        core_evOverflow <= ((core_wr_newPos && (! core_hitAny)) && core_tab_127_v);
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
          if(when_LpMepcEngine_l197_64) begin
            core_tab_64_v <= core_wr_rest_64_v;
          end else begin
            if(core_wr_restGe_63) begin
              core_tab_64_v <= core_wr_ent_v;
            end else begin
              core_tab_64_v <= core_wr_rest_63_v;
            end
          end
          if(when_LpMepcEngine_l197_65) begin
            core_tab_65_v <= core_wr_rest_65_v;
          end else begin
            if(core_wr_restGe_64) begin
              core_tab_65_v <= core_wr_ent_v;
            end else begin
              core_tab_65_v <= core_wr_rest_64_v;
            end
          end
          if(when_LpMepcEngine_l197_66) begin
            core_tab_66_v <= core_wr_rest_66_v;
          end else begin
            if(core_wr_restGe_65) begin
              core_tab_66_v <= core_wr_ent_v;
            end else begin
              core_tab_66_v <= core_wr_rest_65_v;
            end
          end
          if(when_LpMepcEngine_l197_67) begin
            core_tab_67_v <= core_wr_rest_67_v;
          end else begin
            if(core_wr_restGe_66) begin
              core_tab_67_v <= core_wr_ent_v;
            end else begin
              core_tab_67_v <= core_wr_rest_66_v;
            end
          end
          if(when_LpMepcEngine_l197_68) begin
            core_tab_68_v <= core_wr_rest_68_v;
          end else begin
            if(core_wr_restGe_67) begin
              core_tab_68_v <= core_wr_ent_v;
            end else begin
              core_tab_68_v <= core_wr_rest_67_v;
            end
          end
          if(when_LpMepcEngine_l197_69) begin
            core_tab_69_v <= core_wr_rest_69_v;
          end else begin
            if(core_wr_restGe_68) begin
              core_tab_69_v <= core_wr_ent_v;
            end else begin
              core_tab_69_v <= core_wr_rest_68_v;
            end
          end
          if(when_LpMepcEngine_l197_70) begin
            core_tab_70_v <= core_wr_rest_70_v;
          end else begin
            if(core_wr_restGe_69) begin
              core_tab_70_v <= core_wr_ent_v;
            end else begin
              core_tab_70_v <= core_wr_rest_69_v;
            end
          end
          if(when_LpMepcEngine_l197_71) begin
            core_tab_71_v <= core_wr_rest_71_v;
          end else begin
            if(core_wr_restGe_70) begin
              core_tab_71_v <= core_wr_ent_v;
            end else begin
              core_tab_71_v <= core_wr_rest_70_v;
            end
          end
          if(when_LpMepcEngine_l197_72) begin
            core_tab_72_v <= core_wr_rest_72_v;
          end else begin
            if(core_wr_restGe_71) begin
              core_tab_72_v <= core_wr_ent_v;
            end else begin
              core_tab_72_v <= core_wr_rest_71_v;
            end
          end
          if(when_LpMepcEngine_l197_73) begin
            core_tab_73_v <= core_wr_rest_73_v;
          end else begin
            if(core_wr_restGe_72) begin
              core_tab_73_v <= core_wr_ent_v;
            end else begin
              core_tab_73_v <= core_wr_rest_72_v;
            end
          end
          if(when_LpMepcEngine_l197_74) begin
            core_tab_74_v <= core_wr_rest_74_v;
          end else begin
            if(core_wr_restGe_73) begin
              core_tab_74_v <= core_wr_ent_v;
            end else begin
              core_tab_74_v <= core_wr_rest_73_v;
            end
          end
          if(when_LpMepcEngine_l197_75) begin
            core_tab_75_v <= core_wr_rest_75_v;
          end else begin
            if(core_wr_restGe_74) begin
              core_tab_75_v <= core_wr_ent_v;
            end else begin
              core_tab_75_v <= core_wr_rest_74_v;
            end
          end
          if(when_LpMepcEngine_l197_76) begin
            core_tab_76_v <= core_wr_rest_76_v;
          end else begin
            if(core_wr_restGe_75) begin
              core_tab_76_v <= core_wr_ent_v;
            end else begin
              core_tab_76_v <= core_wr_rest_75_v;
            end
          end
          if(when_LpMepcEngine_l197_77) begin
            core_tab_77_v <= core_wr_rest_77_v;
          end else begin
            if(core_wr_restGe_76) begin
              core_tab_77_v <= core_wr_ent_v;
            end else begin
              core_tab_77_v <= core_wr_rest_76_v;
            end
          end
          if(when_LpMepcEngine_l197_78) begin
            core_tab_78_v <= core_wr_rest_78_v;
          end else begin
            if(core_wr_restGe_77) begin
              core_tab_78_v <= core_wr_ent_v;
            end else begin
              core_tab_78_v <= core_wr_rest_77_v;
            end
          end
          if(when_LpMepcEngine_l197_79) begin
            core_tab_79_v <= core_wr_rest_79_v;
          end else begin
            if(core_wr_restGe_78) begin
              core_tab_79_v <= core_wr_ent_v;
            end else begin
              core_tab_79_v <= core_wr_rest_78_v;
            end
          end
          if(when_LpMepcEngine_l197_80) begin
            core_tab_80_v <= core_wr_rest_80_v;
          end else begin
            if(core_wr_restGe_79) begin
              core_tab_80_v <= core_wr_ent_v;
            end else begin
              core_tab_80_v <= core_wr_rest_79_v;
            end
          end
          if(when_LpMepcEngine_l197_81) begin
            core_tab_81_v <= core_wr_rest_81_v;
          end else begin
            if(core_wr_restGe_80) begin
              core_tab_81_v <= core_wr_ent_v;
            end else begin
              core_tab_81_v <= core_wr_rest_80_v;
            end
          end
          if(when_LpMepcEngine_l197_82) begin
            core_tab_82_v <= core_wr_rest_82_v;
          end else begin
            if(core_wr_restGe_81) begin
              core_tab_82_v <= core_wr_ent_v;
            end else begin
              core_tab_82_v <= core_wr_rest_81_v;
            end
          end
          if(when_LpMepcEngine_l197_83) begin
            core_tab_83_v <= core_wr_rest_83_v;
          end else begin
            if(core_wr_restGe_82) begin
              core_tab_83_v <= core_wr_ent_v;
            end else begin
              core_tab_83_v <= core_wr_rest_82_v;
            end
          end
          if(when_LpMepcEngine_l197_84) begin
            core_tab_84_v <= core_wr_rest_84_v;
          end else begin
            if(core_wr_restGe_83) begin
              core_tab_84_v <= core_wr_ent_v;
            end else begin
              core_tab_84_v <= core_wr_rest_83_v;
            end
          end
          if(when_LpMepcEngine_l197_85) begin
            core_tab_85_v <= core_wr_rest_85_v;
          end else begin
            if(core_wr_restGe_84) begin
              core_tab_85_v <= core_wr_ent_v;
            end else begin
              core_tab_85_v <= core_wr_rest_84_v;
            end
          end
          if(when_LpMepcEngine_l197_86) begin
            core_tab_86_v <= core_wr_rest_86_v;
          end else begin
            if(core_wr_restGe_85) begin
              core_tab_86_v <= core_wr_ent_v;
            end else begin
              core_tab_86_v <= core_wr_rest_85_v;
            end
          end
          if(when_LpMepcEngine_l197_87) begin
            core_tab_87_v <= core_wr_rest_87_v;
          end else begin
            if(core_wr_restGe_86) begin
              core_tab_87_v <= core_wr_ent_v;
            end else begin
              core_tab_87_v <= core_wr_rest_86_v;
            end
          end
          if(when_LpMepcEngine_l197_88) begin
            core_tab_88_v <= core_wr_rest_88_v;
          end else begin
            if(core_wr_restGe_87) begin
              core_tab_88_v <= core_wr_ent_v;
            end else begin
              core_tab_88_v <= core_wr_rest_87_v;
            end
          end
          if(when_LpMepcEngine_l197_89) begin
            core_tab_89_v <= core_wr_rest_89_v;
          end else begin
            if(core_wr_restGe_88) begin
              core_tab_89_v <= core_wr_ent_v;
            end else begin
              core_tab_89_v <= core_wr_rest_88_v;
            end
          end
          if(when_LpMepcEngine_l197_90) begin
            core_tab_90_v <= core_wr_rest_90_v;
          end else begin
            if(core_wr_restGe_89) begin
              core_tab_90_v <= core_wr_ent_v;
            end else begin
              core_tab_90_v <= core_wr_rest_89_v;
            end
          end
          if(when_LpMepcEngine_l197_91) begin
            core_tab_91_v <= core_wr_rest_91_v;
          end else begin
            if(core_wr_restGe_90) begin
              core_tab_91_v <= core_wr_ent_v;
            end else begin
              core_tab_91_v <= core_wr_rest_90_v;
            end
          end
          if(when_LpMepcEngine_l197_92) begin
            core_tab_92_v <= core_wr_rest_92_v;
          end else begin
            if(core_wr_restGe_91) begin
              core_tab_92_v <= core_wr_ent_v;
            end else begin
              core_tab_92_v <= core_wr_rest_91_v;
            end
          end
          if(when_LpMepcEngine_l197_93) begin
            core_tab_93_v <= core_wr_rest_93_v;
          end else begin
            if(core_wr_restGe_92) begin
              core_tab_93_v <= core_wr_ent_v;
            end else begin
              core_tab_93_v <= core_wr_rest_92_v;
            end
          end
          if(when_LpMepcEngine_l197_94) begin
            core_tab_94_v <= core_wr_rest_94_v;
          end else begin
            if(core_wr_restGe_93) begin
              core_tab_94_v <= core_wr_ent_v;
            end else begin
              core_tab_94_v <= core_wr_rest_93_v;
            end
          end
          if(when_LpMepcEngine_l197_95) begin
            core_tab_95_v <= core_wr_rest_95_v;
          end else begin
            if(core_wr_restGe_94) begin
              core_tab_95_v <= core_wr_ent_v;
            end else begin
              core_tab_95_v <= core_wr_rest_94_v;
            end
          end
          if(when_LpMepcEngine_l197_96) begin
            core_tab_96_v <= core_wr_rest_96_v;
          end else begin
            if(core_wr_restGe_95) begin
              core_tab_96_v <= core_wr_ent_v;
            end else begin
              core_tab_96_v <= core_wr_rest_95_v;
            end
          end
          if(when_LpMepcEngine_l197_97) begin
            core_tab_97_v <= core_wr_rest_97_v;
          end else begin
            if(core_wr_restGe_96) begin
              core_tab_97_v <= core_wr_ent_v;
            end else begin
              core_tab_97_v <= core_wr_rest_96_v;
            end
          end
          if(when_LpMepcEngine_l197_98) begin
            core_tab_98_v <= core_wr_rest_98_v;
          end else begin
            if(core_wr_restGe_97) begin
              core_tab_98_v <= core_wr_ent_v;
            end else begin
              core_tab_98_v <= core_wr_rest_97_v;
            end
          end
          if(when_LpMepcEngine_l197_99) begin
            core_tab_99_v <= core_wr_rest_99_v;
          end else begin
            if(core_wr_restGe_98) begin
              core_tab_99_v <= core_wr_ent_v;
            end else begin
              core_tab_99_v <= core_wr_rest_98_v;
            end
          end
          if(when_LpMepcEngine_l197_100) begin
            core_tab_100_v <= core_wr_rest_100_v;
          end else begin
            if(core_wr_restGe_99) begin
              core_tab_100_v <= core_wr_ent_v;
            end else begin
              core_tab_100_v <= core_wr_rest_99_v;
            end
          end
          if(when_LpMepcEngine_l197_101) begin
            core_tab_101_v <= core_wr_rest_101_v;
          end else begin
            if(core_wr_restGe_100) begin
              core_tab_101_v <= core_wr_ent_v;
            end else begin
              core_tab_101_v <= core_wr_rest_100_v;
            end
          end
          if(when_LpMepcEngine_l197_102) begin
            core_tab_102_v <= core_wr_rest_102_v;
          end else begin
            if(core_wr_restGe_101) begin
              core_tab_102_v <= core_wr_ent_v;
            end else begin
              core_tab_102_v <= core_wr_rest_101_v;
            end
          end
          if(when_LpMepcEngine_l197_103) begin
            core_tab_103_v <= core_wr_rest_103_v;
          end else begin
            if(core_wr_restGe_102) begin
              core_tab_103_v <= core_wr_ent_v;
            end else begin
              core_tab_103_v <= core_wr_rest_102_v;
            end
          end
          if(when_LpMepcEngine_l197_104) begin
            core_tab_104_v <= core_wr_rest_104_v;
          end else begin
            if(core_wr_restGe_103) begin
              core_tab_104_v <= core_wr_ent_v;
            end else begin
              core_tab_104_v <= core_wr_rest_103_v;
            end
          end
          if(when_LpMepcEngine_l197_105) begin
            core_tab_105_v <= core_wr_rest_105_v;
          end else begin
            if(core_wr_restGe_104) begin
              core_tab_105_v <= core_wr_ent_v;
            end else begin
              core_tab_105_v <= core_wr_rest_104_v;
            end
          end
          if(when_LpMepcEngine_l197_106) begin
            core_tab_106_v <= core_wr_rest_106_v;
          end else begin
            if(core_wr_restGe_105) begin
              core_tab_106_v <= core_wr_ent_v;
            end else begin
              core_tab_106_v <= core_wr_rest_105_v;
            end
          end
          if(when_LpMepcEngine_l197_107) begin
            core_tab_107_v <= core_wr_rest_107_v;
          end else begin
            if(core_wr_restGe_106) begin
              core_tab_107_v <= core_wr_ent_v;
            end else begin
              core_tab_107_v <= core_wr_rest_106_v;
            end
          end
          if(when_LpMepcEngine_l197_108) begin
            core_tab_108_v <= core_wr_rest_108_v;
          end else begin
            if(core_wr_restGe_107) begin
              core_tab_108_v <= core_wr_ent_v;
            end else begin
              core_tab_108_v <= core_wr_rest_107_v;
            end
          end
          if(when_LpMepcEngine_l197_109) begin
            core_tab_109_v <= core_wr_rest_109_v;
          end else begin
            if(core_wr_restGe_108) begin
              core_tab_109_v <= core_wr_ent_v;
            end else begin
              core_tab_109_v <= core_wr_rest_108_v;
            end
          end
          if(when_LpMepcEngine_l197_110) begin
            core_tab_110_v <= core_wr_rest_110_v;
          end else begin
            if(core_wr_restGe_109) begin
              core_tab_110_v <= core_wr_ent_v;
            end else begin
              core_tab_110_v <= core_wr_rest_109_v;
            end
          end
          if(when_LpMepcEngine_l197_111) begin
            core_tab_111_v <= core_wr_rest_111_v;
          end else begin
            if(core_wr_restGe_110) begin
              core_tab_111_v <= core_wr_ent_v;
            end else begin
              core_tab_111_v <= core_wr_rest_110_v;
            end
          end
          if(when_LpMepcEngine_l197_112) begin
            core_tab_112_v <= core_wr_rest_112_v;
          end else begin
            if(core_wr_restGe_111) begin
              core_tab_112_v <= core_wr_ent_v;
            end else begin
              core_tab_112_v <= core_wr_rest_111_v;
            end
          end
          if(when_LpMepcEngine_l197_113) begin
            core_tab_113_v <= core_wr_rest_113_v;
          end else begin
            if(core_wr_restGe_112) begin
              core_tab_113_v <= core_wr_ent_v;
            end else begin
              core_tab_113_v <= core_wr_rest_112_v;
            end
          end
          if(when_LpMepcEngine_l197_114) begin
            core_tab_114_v <= core_wr_rest_114_v;
          end else begin
            if(core_wr_restGe_113) begin
              core_tab_114_v <= core_wr_ent_v;
            end else begin
              core_tab_114_v <= core_wr_rest_113_v;
            end
          end
          if(when_LpMepcEngine_l197_115) begin
            core_tab_115_v <= core_wr_rest_115_v;
          end else begin
            if(core_wr_restGe_114) begin
              core_tab_115_v <= core_wr_ent_v;
            end else begin
              core_tab_115_v <= core_wr_rest_114_v;
            end
          end
          if(when_LpMepcEngine_l197_116) begin
            core_tab_116_v <= core_wr_rest_116_v;
          end else begin
            if(core_wr_restGe_115) begin
              core_tab_116_v <= core_wr_ent_v;
            end else begin
              core_tab_116_v <= core_wr_rest_115_v;
            end
          end
          if(when_LpMepcEngine_l197_117) begin
            core_tab_117_v <= core_wr_rest_117_v;
          end else begin
            if(core_wr_restGe_116) begin
              core_tab_117_v <= core_wr_ent_v;
            end else begin
              core_tab_117_v <= core_wr_rest_116_v;
            end
          end
          if(when_LpMepcEngine_l197_118) begin
            core_tab_118_v <= core_wr_rest_118_v;
          end else begin
            if(core_wr_restGe_117) begin
              core_tab_118_v <= core_wr_ent_v;
            end else begin
              core_tab_118_v <= core_wr_rest_117_v;
            end
          end
          if(when_LpMepcEngine_l197_119) begin
            core_tab_119_v <= core_wr_rest_119_v;
          end else begin
            if(core_wr_restGe_118) begin
              core_tab_119_v <= core_wr_ent_v;
            end else begin
              core_tab_119_v <= core_wr_rest_118_v;
            end
          end
          if(when_LpMepcEngine_l197_120) begin
            core_tab_120_v <= core_wr_rest_120_v;
          end else begin
            if(core_wr_restGe_119) begin
              core_tab_120_v <= core_wr_ent_v;
            end else begin
              core_tab_120_v <= core_wr_rest_119_v;
            end
          end
          if(when_LpMepcEngine_l197_121) begin
            core_tab_121_v <= core_wr_rest_121_v;
          end else begin
            if(core_wr_restGe_120) begin
              core_tab_121_v <= core_wr_ent_v;
            end else begin
              core_tab_121_v <= core_wr_rest_120_v;
            end
          end
          if(when_LpMepcEngine_l197_122) begin
            core_tab_122_v <= core_wr_rest_122_v;
          end else begin
            if(core_wr_restGe_121) begin
              core_tab_122_v <= core_wr_ent_v;
            end else begin
              core_tab_122_v <= core_wr_rest_121_v;
            end
          end
          if(when_LpMepcEngine_l197_123) begin
            core_tab_123_v <= core_wr_rest_123_v;
          end else begin
            if(core_wr_restGe_122) begin
              core_tab_123_v <= core_wr_ent_v;
            end else begin
              core_tab_123_v <= core_wr_rest_122_v;
            end
          end
          if(when_LpMepcEngine_l197_124) begin
            core_tab_124_v <= core_wr_rest_124_v;
          end else begin
            if(core_wr_restGe_123) begin
              core_tab_124_v <= core_wr_ent_v;
            end else begin
              core_tab_124_v <= core_wr_rest_123_v;
            end
          end
          if(when_LpMepcEngine_l197_125) begin
            core_tab_125_v <= core_wr_rest_125_v;
          end else begin
            if(core_wr_restGe_124) begin
              core_tab_125_v <= core_wr_ent_v;
            end else begin
              core_tab_125_v <= core_wr_rest_124_v;
            end
          end
          if(when_LpMepcEngine_l197_126) begin
            core_tab_126_v <= core_wr_rest_126_v;
          end else begin
            if(core_wr_restGe_125) begin
              core_tab_126_v <= core_wr_ent_v;
            end else begin
              core_tab_126_v <= core_wr_rest_125_v;
            end
          end
          if(when_LpMepcEngine_l197_127) begin
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
      if(when_LpMepcEngine_l286) begin
        core_startPend <= 1'b0;
        core_ph <= Ph_greedy;
        core_mSv <= 64'h0;
        core_total <= 22'h0;
        core_count <= 7'h0;
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
        if(when_LpMepcEngine_l391_32) begin
          core_mSv[32] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_33) begin
          core_mSv[33] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_34) begin
          core_mSv[34] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_35) begin
          core_mSv[35] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_36) begin
          core_mSv[36] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_37) begin
          core_mSv[37] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_38) begin
          core_mSv[38] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_39) begin
          core_mSv[39] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_40) begin
          core_mSv[40] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_41) begin
          core_mSv[41] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_42) begin
          core_mSv[42] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_43) begin
          core_mSv[43] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_44) begin
          core_mSv[44] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_45) begin
          core_mSv[45] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_46) begin
          core_mSv[46] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_47) begin
          core_mSv[47] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_48) begin
          core_mSv[48] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_49) begin
          core_mSv[49] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_50) begin
          core_mSv[50] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_51) begin
          core_mSv[51] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_52) begin
          core_mSv[52] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_53) begin
          core_mSv[53] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_54) begin
          core_mSv[54] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_55) begin
          core_mSv[55] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_56) begin
          core_mSv[56] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_57) begin
          core_mSv[57] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_58) begin
          core_mSv[58] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_59) begin
          core_mSv[59] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_60) begin
          core_mSv[60] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_61) begin
          core_mSv[61] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_62) begin
          core_mSv[62] <= 1'b1;
        end
        if(when_LpMepcEngine_l391_63) begin
          core_mSv[63] <= 1'b1;
        end
      end
      core_au_pCs <= (core_au_on ? {core_au_cs_3,{core_au_cs_2,{core_au_cs_1,core_au_cs_0}}} : 4'b0000);
      core_au_pCd <= (core_au_on ? {core_au_cd_3,{core_au_cd_2,{core_au_cd_1,core_au_cd_0}}} : 4'b0000);
      core_rs_tPrev <= core_rs_take;
      if(when_LpMepcEngine_l486) begin
        core_q1 <= (core_rdPtr < 8'h40);
        core_p2 <= core_q1;
        core_r3 <= core_p2;
        if(core_rs_take) begin
          core_mSv[core_rs_rY] <= 1'b1;
          core_total <= (_zz_core_total_11 - _zz_core_total_15);
          core_count <= (core_count + 7'h01);
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
      core_hitRow <= {((core_tab_127_v && (core_tab_127_src == upd_src)) && (core_tab_127_dst == upd_dst)),{((core_tab_126_v && (core_tab_126_src == upd_src)) && (core_tab_126_dst == upd_dst)),{((core_tab_125_v && _zz_core_hitRow) && (core_tab_125_dst == upd_dst)),{(_zz_core_hitRow_1 && _zz_core_hitRow_2),{_zz_core_hitRow_3,{_zz_core_hitRow_4,_zz_core_hitRow_5}}}}}};
    end
    if(when_LpMepcEngine_l156) begin
      core_hitAny <= (|{_zz_core_hitAny_127,{_zz_core_hitAny_126,{_zz_core_hitAny_125,{_zz_core_hitAny_124,{_zz_core_hitAny_123,{_zz_core_hitAny_122,{_zz_core_hitAny_121,{_zz_core_hitAny_120,{_zz_core_hitAny_119,{_zz_core_hitAny_118,{_zz_core_hitAny_128,_zz_core_hitAny_129}}}}}}}}}}});
      core_hitIdx <= (((((_zz_core_hitIdx | _zz_core_hitIdx_15) | (_zz_core_hitIdx_30 | _zz_core_hitIdx_45)) | ((_zz_core_hitIdx_60 | _zz_core_hitIdx_75) | (_zz_core_hitIdx_90 | _zz_core_hitIdx_105))) | (((_zz_core_hitIdx_120 | _zz_core_hitIdx_135) | (_zz_core_hitIdx_150 | _zz_core_hitIdx_165)) | ((_zz_core_hitIdx_180 | _zz_core_hitIdx_195) | (_zz_core_hitIdx_210 | _zz_core_hitIdx_225)))) | ((((_zz_core_hitIdx_240 | _zz_core_hitIdx_255) | (_zz_core_hitIdx_270 | _zz_core_hitIdx_285)) | ((_zz_core_hitIdx_300 | _zz_core_hitIdx_315) | (_zz_core_hitIdx_330 | _zz_core_hitIdx_345))) | (((_zz_core_hitIdx_360 | _zz_core_hitIdx_375) | (_zz_core_hitIdx_390 | _zz_core_hitIdx_405)) | ((_zz_core_hitIdx_420 | _zz_core_hitIdx_435) | (_zz_core_hitIdx_450 | _zz_core_hitIdx_465)))));
      core_oldSum <= (((((_zz_core_oldSum | _zz_core_oldSum_11) | (_zz_core_oldSum_22 | _zz_core_oldSum_33)) | ((_zz_core_oldSum_44 | _zz_core_oldSum_55) | (_zz_core_oldSum_66 | _zz_core_oldSum_77))) | (((_zz_core_oldSum_88 | _zz_core_oldSum_99) | (_zz_core_oldSum_110 | _zz_core_oldSum_121)) | ((_zz_core_oldSum_132 | _zz_core_oldSum_143) | (_zz_core_oldSum_154 | _zz_core_oldSum_165)))) | ((((_zz_core_oldSum_176 | _zz_core_oldSum_187) | (_zz_core_oldSum_198 | _zz_core_oldSum_209)) | ((_zz_core_oldSum_220 | _zz_core_oldSum_231) | (_zz_core_oldSum_242 | _zz_core_oldSum_253))) | (((_zz_core_oldSum_264 | _zz_core_oldSum_275) | (_zz_core_oldSum_286 | _zz_core_oldSum_297)) | ((_zz_core_oldSum_308 | _zz_core_oldSum_319) | (_zz_core_oldSum_330 | _zz_core_oldSum_341)))));
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
        if(when_LpMepcEngine_l197_64) begin
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
        if(when_LpMepcEngine_l197_65) begin
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
        if(when_LpMepcEngine_l197_66) begin
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
        if(when_LpMepcEngine_l197_67) begin
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
        if(when_LpMepcEngine_l197_68) begin
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
        if(when_LpMepcEngine_l197_69) begin
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
        if(when_LpMepcEngine_l197_70) begin
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
        if(when_LpMepcEngine_l197_71) begin
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
        if(when_LpMepcEngine_l197_72) begin
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
        if(when_LpMepcEngine_l197_73) begin
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
        if(when_LpMepcEngine_l197_74) begin
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
        if(when_LpMepcEngine_l197_75) begin
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
        if(when_LpMepcEngine_l197_76) begin
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
        if(when_LpMepcEngine_l197_77) begin
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
        if(when_LpMepcEngine_l197_78) begin
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
        if(when_LpMepcEngine_l197_79) begin
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
        if(when_LpMepcEngine_l197_80) begin
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
        if(when_LpMepcEngine_l197_81) begin
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
        if(when_LpMepcEngine_l197_82) begin
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
        if(when_LpMepcEngine_l197_83) begin
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
        if(when_LpMepcEngine_l197_84) begin
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
        if(when_LpMepcEngine_l197_85) begin
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
        if(when_LpMepcEngine_l197_86) begin
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
        if(when_LpMepcEngine_l197_87) begin
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
        if(when_LpMepcEngine_l197_88) begin
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
        if(when_LpMepcEngine_l197_89) begin
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
        if(when_LpMepcEngine_l197_90) begin
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
        if(when_LpMepcEngine_l197_91) begin
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
        if(when_LpMepcEngine_l197_92) begin
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
        if(when_LpMepcEngine_l197_93) begin
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
        if(when_LpMepcEngine_l197_94) begin
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
        if(when_LpMepcEngine_l197_95) begin
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
        if(when_LpMepcEngine_l197_96) begin
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
        if(when_LpMepcEngine_l197_97) begin
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
        if(when_LpMepcEngine_l197_98) begin
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
        if(when_LpMepcEngine_l197_99) begin
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
        if(when_LpMepcEngine_l197_100) begin
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
        if(when_LpMepcEngine_l197_101) begin
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
        if(when_LpMepcEngine_l197_102) begin
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
        if(when_LpMepcEngine_l197_103) begin
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
        if(when_LpMepcEngine_l197_104) begin
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
        if(when_LpMepcEngine_l197_105) begin
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
        if(when_LpMepcEngine_l197_106) begin
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
        if(when_LpMepcEngine_l197_107) begin
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
        if(when_LpMepcEngine_l197_108) begin
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
        if(when_LpMepcEngine_l197_109) begin
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
        if(when_LpMepcEngine_l197_110) begin
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
        if(when_LpMepcEngine_l197_111) begin
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
        if(when_LpMepcEngine_l197_112) begin
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
        if(when_LpMepcEngine_l197_113) begin
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
        if(when_LpMepcEngine_l197_114) begin
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
        if(when_LpMepcEngine_l197_115) begin
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
        if(when_LpMepcEngine_l197_116) begin
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
        if(when_LpMepcEngine_l197_117) begin
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
        if(when_LpMepcEngine_l197_118) begin
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
        if(when_LpMepcEngine_l197_119) begin
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
        if(when_LpMepcEngine_l197_120) begin
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
        if(when_LpMepcEngine_l197_121) begin
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
        if(when_LpMepcEngine_l197_122) begin
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
        if(when_LpMepcEngine_l197_123) begin
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
        if(when_LpMepcEngine_l197_124) begin
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
        if(when_LpMepcEngine_l197_125) begin
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
        if(when_LpMepcEngine_l197_126) begin
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
        if(when_LpMepcEngine_l197_127) begin
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
    if(when_LpMepcEngine_l286) begin
      core_freeS <= (~ lock_s);
      core_freeD <= (~ lock_d);
      core_mDv <= 64'h0;
      core_aSv <= 64'h0;
      core_aDv <= 64'h0;
      core_oS <= 64'h0;
      core_oD <= 64'h0;
      core_rdPtr <= 8'h0;
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
        core_rdPtr <= (core_rdPtr + 8'h04);
      end
      if(core_pv0) begin
        core_l_0_v <= core_e0_0_v;
        core_l_0_src <= core_e0_0_src;
        core_l_0_dst <= core_e0_0_dst;
        core_l_0_sum <= ((cap < core_e0_0_sum) ? cap : core_e0_0_sum);
        core_lS_0 <= (64'h0000000000000001 <<< core_e0_0_src);
        core_lD_0 <= (64'h0000000000000001 <<< core_e0_0_dst);
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
        core_lS_1 <= (64'h0000000000000001 <<< core_e0_1_src);
        core_lD_1 <= (64'h0000000000000001 <<< core_e0_1_dst);
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
        core_lS_2 <= (64'h0000000000000001 <<< core_e0_2_src);
        core_lD_2 <= (64'h0000000000000001 <<< core_e0_2_dst);
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
        core_lS_3 <= (64'h0000000000000001 <<< core_e0_3_src);
        core_lD_3 <= (64'h0000000000000001 <<< core_e0_3_dst);
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
        core_rdPtr <= 8'h0;
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
      if(when_LpMepcEngine_l382_32) begin
        core_freeS[32] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_32) begin
        core_freeD[32] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_33) begin
        core_freeS[33] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_33) begin
        core_freeD[33] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_34) begin
        core_freeS[34] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_34) begin
        core_freeD[34] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_35) begin
        core_freeS[35] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_35) begin
        core_freeD[35] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_36) begin
        core_freeS[36] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_36) begin
        core_freeD[36] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_37) begin
        core_freeS[37] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_37) begin
        core_freeD[37] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_38) begin
        core_freeS[38] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_38) begin
        core_freeD[38] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_39) begin
        core_freeS[39] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_39) begin
        core_freeD[39] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_40) begin
        core_freeS[40] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_40) begin
        core_freeD[40] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_41) begin
        core_freeS[41] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_41) begin
        core_freeD[41] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_42) begin
        core_freeS[42] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_42) begin
        core_freeD[42] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_43) begin
        core_freeS[43] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_43) begin
        core_freeD[43] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_44) begin
        core_freeS[44] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_44) begin
        core_freeD[44] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_45) begin
        core_freeS[45] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_45) begin
        core_freeD[45] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_46) begin
        core_freeS[46] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_46) begin
        core_freeD[46] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_47) begin
        core_freeS[47] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_47) begin
        core_freeD[47] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_48) begin
        core_freeS[48] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_48) begin
        core_freeD[48] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_49) begin
        core_freeS[49] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_49) begin
        core_freeD[49] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_50) begin
        core_freeS[50] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_50) begin
        core_freeD[50] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_51) begin
        core_freeS[51] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_51) begin
        core_freeD[51] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_52) begin
        core_freeS[52] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_52) begin
        core_freeD[52] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_53) begin
        core_freeS[53] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_53) begin
        core_freeD[53] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_54) begin
        core_freeS[54] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_54) begin
        core_freeD[54] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_55) begin
        core_freeS[55] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_55) begin
        core_freeD[55] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_56) begin
        core_freeS[56] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_56) begin
        core_freeD[56] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_57) begin
        core_freeS[57] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_57) begin
        core_freeD[57] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_58) begin
        core_freeS[58] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_58) begin
        core_freeD[58] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_59) begin
        core_freeS[59] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_59) begin
        core_freeD[59] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_60) begin
        core_freeS[60] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_60) begin
        core_freeD[60] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_61) begin
        core_freeS[61] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_61) begin
        core_freeD[61] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_62) begin
        core_freeS[62] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_62) begin
        core_freeD[62] <= 1'b0;
      end
      if(when_LpMepcEngine_l382_63) begin
        core_freeS[63] <= 1'b0;
      end
      if(when_LpMepcEngine_l383_63) begin
        core_freeD[63] <= 1'b0;
      end
    end
    if(core_scanning) begin
      if(when_LpMepcEngine_l391) begin
        core_oS[0] <= 1'b1;
        core_mS_0 <= (((_zz_core_mS_0 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_0_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_0_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_0_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_0 <= (((_zz_core_mS_0 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_0_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_0_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_0_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397) begin
        core_mDv[0] <= 1'b1;
        core_oD[0] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_1) begin
        core_oS[1] <= 1'b1;
        core_mS_1 <= (((_zz_core_mS_1 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_1_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_1_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_1_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_1 <= (((_zz_core_mS_1 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_1_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_1_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_1_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_1) begin
        core_mDv[1] <= 1'b1;
        core_oD[1] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_2) begin
        core_oS[2] <= 1'b1;
        core_mS_2 <= (((_zz_core_mS_2 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_2_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_2_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_2_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_2 <= (((_zz_core_mS_2 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_2_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_2_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_2_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_2) begin
        core_mDv[2] <= 1'b1;
        core_oD[2] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_3) begin
        core_oS[3] <= 1'b1;
        core_mS_3 <= (((_zz_core_mS_3 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_3_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_3_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_3_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_3 <= (((_zz_core_mS_3 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_3_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_3_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_3_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_3) begin
        core_mDv[3] <= 1'b1;
        core_oD[3] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_4) begin
        core_oS[4] <= 1'b1;
        core_mS_4 <= (((_zz_core_mS_4 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_4_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_4_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_4_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_4 <= (((_zz_core_mS_4 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_4_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_4_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_4_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_4) begin
        core_mDv[4] <= 1'b1;
        core_oD[4] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_5) begin
        core_oS[5] <= 1'b1;
        core_mS_5 <= (((_zz_core_mS_5 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_5_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_5_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_5_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_5 <= (((_zz_core_mS_5 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_5_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_5_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_5_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_5) begin
        core_mDv[5] <= 1'b1;
        core_oD[5] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_6) begin
        core_oS[6] <= 1'b1;
        core_mS_6 <= (((_zz_core_mS_6 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_6_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_6_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_6_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_6 <= (((_zz_core_mS_6 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_6_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_6_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_6_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_6) begin
        core_mDv[6] <= 1'b1;
        core_oD[6] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_7) begin
        core_oS[7] <= 1'b1;
        core_mS_7 <= (((_zz_core_mS_7 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_7_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_7_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_7_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_7 <= (((_zz_core_mS_7 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_7_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_7_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_7_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_7) begin
        core_mDv[7] <= 1'b1;
        core_oD[7] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_8) begin
        core_oS[8] <= 1'b1;
        core_mS_8 <= (((_zz_core_mS_8 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_8_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_8_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_8_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_8 <= (((_zz_core_mS_8 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_8_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_8_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_8_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_8) begin
        core_mDv[8] <= 1'b1;
        core_oD[8] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_9) begin
        core_oS[9] <= 1'b1;
        core_mS_9 <= (((_zz_core_mS_9 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_9_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_9_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_9_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_9 <= (((_zz_core_mS_9 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_9_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_9_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_9_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_9) begin
        core_mDv[9] <= 1'b1;
        core_oD[9] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_10) begin
        core_oS[10] <= 1'b1;
        core_mS_10 <= (((_zz_core_mS_10 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_10_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_10_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_10_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_10 <= (((_zz_core_mS_10 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_10_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_10_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_10_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_10) begin
        core_mDv[10] <= 1'b1;
        core_oD[10] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_11) begin
        core_oS[11] <= 1'b1;
        core_mS_11 <= (((_zz_core_mS_11 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_11_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_11_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_11_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_11 <= (((_zz_core_mS_11 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_11_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_11_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_11_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_11) begin
        core_mDv[11] <= 1'b1;
        core_oD[11] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_12) begin
        core_oS[12] <= 1'b1;
        core_mS_12 <= (((_zz_core_mS_12 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_12_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_12_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_12_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_12 <= (((_zz_core_mS_12 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_12_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_12_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_12_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_12) begin
        core_mDv[12] <= 1'b1;
        core_oD[12] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_13) begin
        core_oS[13] <= 1'b1;
        core_mS_13 <= (((_zz_core_mS_13 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_13_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_13_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_13_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_13 <= (((_zz_core_mS_13 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_13_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_13_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_13_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_13) begin
        core_mDv[13] <= 1'b1;
        core_oD[13] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_14) begin
        core_oS[14] <= 1'b1;
        core_mS_14 <= (((_zz_core_mS_14 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_14_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_14_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_14_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_14 <= (((_zz_core_mS_14 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_14_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_14_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_14_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_14) begin
        core_mDv[14] <= 1'b1;
        core_oD[14] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_15) begin
        core_oS[15] <= 1'b1;
        core_mS_15 <= (((_zz_core_mS_15 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_15_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_15_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_15_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_15 <= (((_zz_core_mS_15 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_15_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_15_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_15_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_15) begin
        core_mDv[15] <= 1'b1;
        core_oD[15] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_16) begin
        core_oS[16] <= 1'b1;
        core_mS_16 <= (((_zz_core_mS_16 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_16_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_16_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_16_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_16 <= (((_zz_core_mS_16 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_16_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_16_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_16_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_16) begin
        core_mDv[16] <= 1'b1;
        core_oD[16] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_17) begin
        core_oS[17] <= 1'b1;
        core_mS_17 <= (((_zz_core_mS_17 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_17_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_17_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_17_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_17 <= (((_zz_core_mS_17 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_17_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_17_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_17_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_17) begin
        core_mDv[17] <= 1'b1;
        core_oD[17] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_18) begin
        core_oS[18] <= 1'b1;
        core_mS_18 <= (((_zz_core_mS_18 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_18_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_18_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_18_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_18 <= (((_zz_core_mS_18 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_18_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_18_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_18_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_18) begin
        core_mDv[18] <= 1'b1;
        core_oD[18] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_19) begin
        core_oS[19] <= 1'b1;
        core_mS_19 <= (((_zz_core_mS_19 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_19_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_19_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_19_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_19 <= (((_zz_core_mS_19 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_19_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_19_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_19_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_19) begin
        core_mDv[19] <= 1'b1;
        core_oD[19] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_20) begin
        core_oS[20] <= 1'b1;
        core_mS_20 <= (((_zz_core_mS_20 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_20_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_20_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_20_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_20 <= (((_zz_core_mS_20 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_20_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_20_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_20_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_20) begin
        core_mDv[20] <= 1'b1;
        core_oD[20] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_21) begin
        core_oS[21] <= 1'b1;
        core_mS_21 <= (((_zz_core_mS_21 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_21_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_21_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_21_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_21 <= (((_zz_core_mS_21 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_21_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_21_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_21_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_21) begin
        core_mDv[21] <= 1'b1;
        core_oD[21] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_22) begin
        core_oS[22] <= 1'b1;
        core_mS_22 <= (((_zz_core_mS_22 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_22_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_22_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_22_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_22 <= (((_zz_core_mS_22 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_22_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_22_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_22_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_22) begin
        core_mDv[22] <= 1'b1;
        core_oD[22] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_23) begin
        core_oS[23] <= 1'b1;
        core_mS_23 <= (((_zz_core_mS_23 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_23_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_23_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_23_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_23 <= (((_zz_core_mS_23 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_23_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_23_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_23_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_23) begin
        core_mDv[23] <= 1'b1;
        core_oD[23] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_24) begin
        core_oS[24] <= 1'b1;
        core_mS_24 <= (((_zz_core_mS_24 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_24_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_24_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_24_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_24 <= (((_zz_core_mS_24 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_24_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_24_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_24_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_24) begin
        core_mDv[24] <= 1'b1;
        core_oD[24] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_25) begin
        core_oS[25] <= 1'b1;
        core_mS_25 <= (((_zz_core_mS_25 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_25_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_25_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_25_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_25 <= (((_zz_core_mS_25 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_25_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_25_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_25_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_25) begin
        core_mDv[25] <= 1'b1;
        core_oD[25] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_26) begin
        core_oS[26] <= 1'b1;
        core_mS_26 <= (((_zz_core_mS_26 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_26_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_26_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_26_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_26 <= (((_zz_core_mS_26 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_26_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_26_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_26_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_26) begin
        core_mDv[26] <= 1'b1;
        core_oD[26] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_27) begin
        core_oS[27] <= 1'b1;
        core_mS_27 <= (((_zz_core_mS_27 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_27_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_27_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_27_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_27 <= (((_zz_core_mS_27 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_27_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_27_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_27_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_27) begin
        core_mDv[27] <= 1'b1;
        core_oD[27] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_28) begin
        core_oS[28] <= 1'b1;
        core_mS_28 <= (((_zz_core_mS_28 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_28_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_28_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_28_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_28 <= (((_zz_core_mS_28 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_28_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_28_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_28_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_28) begin
        core_mDv[28] <= 1'b1;
        core_oD[28] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_29) begin
        core_oS[29] <= 1'b1;
        core_mS_29 <= (((_zz_core_mS_29 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_29_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_29_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_29_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_29 <= (((_zz_core_mS_29 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_29_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_29_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_29_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_29) begin
        core_mDv[29] <= 1'b1;
        core_oD[29] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_30) begin
        core_oS[30] <= 1'b1;
        core_mS_30 <= (((_zz_core_mS_30 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_30_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_30_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_30_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_30 <= (((_zz_core_mS_30 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_30_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_30_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_30_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_30) begin
        core_mDv[30] <= 1'b1;
        core_oD[30] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_31) begin
        core_oS[31] <= 1'b1;
        core_mS_31 <= (((_zz_core_mS_31 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_31_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_31_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_31_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_31 <= (((_zz_core_mS_31 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_31_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_31_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_31_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_31) begin
        core_mDv[31] <= 1'b1;
        core_oD[31] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_32) begin
        core_oS[32] <= 1'b1;
        core_mS_32 <= (((_zz_core_mS_32 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_32_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_32_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_32_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_32 <= (((_zz_core_mS_32 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_32_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_32_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_32_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_32) begin
        core_mDv[32] <= 1'b1;
        core_oD[32] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_33) begin
        core_oS[33] <= 1'b1;
        core_mS_33 <= (((_zz_core_mS_33 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_33_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_33_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_33_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_33 <= (((_zz_core_mS_33 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_33_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_33_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_33_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_33) begin
        core_mDv[33] <= 1'b1;
        core_oD[33] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_34) begin
        core_oS[34] <= 1'b1;
        core_mS_34 <= (((_zz_core_mS_34 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_34_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_34_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_34_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_34 <= (((_zz_core_mS_34 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_34_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_34_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_34_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_34) begin
        core_mDv[34] <= 1'b1;
        core_oD[34] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_35) begin
        core_oS[35] <= 1'b1;
        core_mS_35 <= (((_zz_core_mS_35 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_35_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_35_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_35_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_35 <= (((_zz_core_mS_35 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_35_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_35_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_35_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_35) begin
        core_mDv[35] <= 1'b1;
        core_oD[35] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_36) begin
        core_oS[36] <= 1'b1;
        core_mS_36 <= (((_zz_core_mS_36 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_36_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_36_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_36_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_36 <= (((_zz_core_mS_36 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_36_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_36_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_36_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_36) begin
        core_mDv[36] <= 1'b1;
        core_oD[36] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_37) begin
        core_oS[37] <= 1'b1;
        core_mS_37 <= (((_zz_core_mS_37 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_37_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_37_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_37_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_37 <= (((_zz_core_mS_37 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_37_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_37_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_37_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_37) begin
        core_mDv[37] <= 1'b1;
        core_oD[37] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_38) begin
        core_oS[38] <= 1'b1;
        core_mS_38 <= (((_zz_core_mS_38 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_38_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_38_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_38_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_38 <= (((_zz_core_mS_38 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_38_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_38_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_38_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_38) begin
        core_mDv[38] <= 1'b1;
        core_oD[38] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_39) begin
        core_oS[39] <= 1'b1;
        core_mS_39 <= (((_zz_core_mS_39 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_39_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_39_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_39_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_39 <= (((_zz_core_mS_39 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_39_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_39_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_39_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_39) begin
        core_mDv[39] <= 1'b1;
        core_oD[39] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_40) begin
        core_oS[40] <= 1'b1;
        core_mS_40 <= (((_zz_core_mS_40 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_40_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_40_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_40_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_40 <= (((_zz_core_mS_40 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_40_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_40_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_40_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_40) begin
        core_mDv[40] <= 1'b1;
        core_oD[40] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_41) begin
        core_oS[41] <= 1'b1;
        core_mS_41 <= (((_zz_core_mS_41 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_41_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_41_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_41_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_41 <= (((_zz_core_mS_41 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_41_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_41_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_41_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_41) begin
        core_mDv[41] <= 1'b1;
        core_oD[41] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_42) begin
        core_oS[42] <= 1'b1;
        core_mS_42 <= (((_zz_core_mS_42 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_42_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_42_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_42_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_42 <= (((_zz_core_mS_42 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_42_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_42_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_42_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_42) begin
        core_mDv[42] <= 1'b1;
        core_oD[42] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_43) begin
        core_oS[43] <= 1'b1;
        core_mS_43 <= (((_zz_core_mS_43 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_43_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_43_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_43_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_43 <= (((_zz_core_mS_43 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_43_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_43_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_43_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_43) begin
        core_mDv[43] <= 1'b1;
        core_oD[43] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_44) begin
        core_oS[44] <= 1'b1;
        core_mS_44 <= (((_zz_core_mS_44 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_44_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_44_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_44_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_44 <= (((_zz_core_mS_44 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_44_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_44_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_44_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_44) begin
        core_mDv[44] <= 1'b1;
        core_oD[44] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_45) begin
        core_oS[45] <= 1'b1;
        core_mS_45 <= (((_zz_core_mS_45 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_45_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_45_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_45_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_45 <= (((_zz_core_mS_45 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_45_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_45_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_45_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_45) begin
        core_mDv[45] <= 1'b1;
        core_oD[45] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_46) begin
        core_oS[46] <= 1'b1;
        core_mS_46 <= (((_zz_core_mS_46 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_46_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_46_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_46_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_46 <= (((_zz_core_mS_46 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_46_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_46_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_46_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_46) begin
        core_mDv[46] <= 1'b1;
        core_oD[46] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_47) begin
        core_oS[47] <= 1'b1;
        core_mS_47 <= (((_zz_core_mS_47 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_47_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_47_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_47_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_47 <= (((_zz_core_mS_47 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_47_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_47_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_47_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_47) begin
        core_mDv[47] <= 1'b1;
        core_oD[47] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_48) begin
        core_oS[48] <= 1'b1;
        core_mS_48 <= (((_zz_core_mS_48 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_48_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_48_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_48_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_48 <= (((_zz_core_mS_48 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_48_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_48_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_48_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_48) begin
        core_mDv[48] <= 1'b1;
        core_oD[48] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_49) begin
        core_oS[49] <= 1'b1;
        core_mS_49 <= (((_zz_core_mS_49 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_49_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_49_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_49_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_49 <= (((_zz_core_mS_49 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_49_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_49_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_49_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_49) begin
        core_mDv[49] <= 1'b1;
        core_oD[49] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_50) begin
        core_oS[50] <= 1'b1;
        core_mS_50 <= (((_zz_core_mS_50 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_50_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_50_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_50_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_50 <= (((_zz_core_mS_50 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_50_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_50_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_50_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_50) begin
        core_mDv[50] <= 1'b1;
        core_oD[50] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_51) begin
        core_oS[51] <= 1'b1;
        core_mS_51 <= (((_zz_core_mS_51 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_51_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_51_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_51_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_51 <= (((_zz_core_mS_51 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_51_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_51_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_51_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_51) begin
        core_mDv[51] <= 1'b1;
        core_oD[51] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_52) begin
        core_oS[52] <= 1'b1;
        core_mS_52 <= (((_zz_core_mS_52 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_52_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_52_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_52_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_52 <= (((_zz_core_mS_52 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_52_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_52_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_52_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_52) begin
        core_mDv[52] <= 1'b1;
        core_oD[52] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_53) begin
        core_oS[53] <= 1'b1;
        core_mS_53 <= (((_zz_core_mS_53 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_53_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_53_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_53_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_53 <= (((_zz_core_mS_53 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_53_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_53_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_53_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_53) begin
        core_mDv[53] <= 1'b1;
        core_oD[53] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_54) begin
        core_oS[54] <= 1'b1;
        core_mS_54 <= (((_zz_core_mS_54 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_54_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_54_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_54_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_54 <= (((_zz_core_mS_54 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_54_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_54_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_54_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_54) begin
        core_mDv[54] <= 1'b1;
        core_oD[54] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_55) begin
        core_oS[55] <= 1'b1;
        core_mS_55 <= (((_zz_core_mS_55 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_55_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_55_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_55_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_55 <= (((_zz_core_mS_55 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_55_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_55_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_55_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_55) begin
        core_mDv[55] <= 1'b1;
        core_oD[55] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_56) begin
        core_oS[56] <= 1'b1;
        core_mS_56 <= (((_zz_core_mS_56 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_56_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_56_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_56_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_56 <= (((_zz_core_mS_56 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_56_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_56_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_56_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_56) begin
        core_mDv[56] <= 1'b1;
        core_oD[56] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_57) begin
        core_oS[57] <= 1'b1;
        core_mS_57 <= (((_zz_core_mS_57 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_57_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_57_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_57_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_57 <= (((_zz_core_mS_57 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_57_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_57_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_57_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_57) begin
        core_mDv[57] <= 1'b1;
        core_oD[57] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_58) begin
        core_oS[58] <= 1'b1;
        core_mS_58 <= (((_zz_core_mS_58 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_58_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_58_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_58_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_58 <= (((_zz_core_mS_58 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_58_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_58_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_58_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_58) begin
        core_mDv[58] <= 1'b1;
        core_oD[58] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_59) begin
        core_oS[59] <= 1'b1;
        core_mS_59 <= (((_zz_core_mS_59 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_59_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_59_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_59_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_59 <= (((_zz_core_mS_59 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_59_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_59_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_59_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_59) begin
        core_mDv[59] <= 1'b1;
        core_oD[59] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_60) begin
        core_oS[60] <= 1'b1;
        core_mS_60 <= (((_zz_core_mS_60 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_60_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_60_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_60_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_60 <= (((_zz_core_mS_60 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_60_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_60_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_60_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_60) begin
        core_mDv[60] <= 1'b1;
        core_oD[60] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_61) begin
        core_oS[61] <= 1'b1;
        core_mS_61 <= (((_zz_core_mS_61 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_61_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_61_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_61_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_61 <= (((_zz_core_mS_61 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_61_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_61_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_61_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_61) begin
        core_mDv[61] <= 1'b1;
        core_oD[61] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_62) begin
        core_oS[62] <= 1'b1;
        core_mS_62 <= (((_zz_core_mS_62 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_62_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_62_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_62_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_62 <= (((_zz_core_mS_62 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_62_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_62_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_62_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_62) begin
        core_mDv[62] <= 1'b1;
        core_oD[62] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_63) begin
        core_oS[63] <= 1'b1;
        core_mS_63 <= (((_zz_core_mS_63 ? core_g_gDst_0 : 6'h0) | (_zz_core_mS_63_1 ? core_g_gDst_1 : 6'h0)) | ((_zz_core_mS_63_2 ? core_g_gDst_2 : 6'h0) | (_zz_core_mS_63_3 ? core_g_gDst_3 : 6'h0)));
        core_mW_63 <= (((_zz_core_mS_63 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_63_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_63_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_63_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_63) begin
        core_mDv[63] <= 1'b1;
        core_oD[63] <= 1'b1;
      end
    end
    if(core_au_on) begin
      if(when_LpMepcEngine_l427) begin
        core_aSv[0] <= 1'b1;
        core_oS[0] <= 1'b0;
        core_aSx_0 <= (((_zz_core_aSx_0 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_0_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_0_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_0_3 ? core_l_3_dst : 6'h0)));
        core_aSw_0 <= (((_zz_core_aSx_0 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_0_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_0_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_0_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_1) begin
        core_aSv[1] <= 1'b1;
        core_oS[1] <= 1'b0;
        core_aSx_1 <= (((_zz_core_aSx_1 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_1_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_1_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_1_3 ? core_l_3_dst : 6'h0)));
        core_aSw_1 <= (((_zz_core_aSx_1 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_1_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_1_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_1_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_2) begin
        core_aSv[2] <= 1'b1;
        core_oS[2] <= 1'b0;
        core_aSx_2 <= (((_zz_core_aSx_2 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_2_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_2_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_2_3 ? core_l_3_dst : 6'h0)));
        core_aSw_2 <= (((_zz_core_aSx_2 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_2_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_2_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_2_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_3) begin
        core_aSv[3] <= 1'b1;
        core_oS[3] <= 1'b0;
        core_aSx_3 <= (((_zz_core_aSx_3 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_3_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_3_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_3_3 ? core_l_3_dst : 6'h0)));
        core_aSw_3 <= (((_zz_core_aSx_3 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_3_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_3_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_3_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_4) begin
        core_aSv[4] <= 1'b1;
        core_oS[4] <= 1'b0;
        core_aSx_4 <= (((_zz_core_aSx_4 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_4_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_4_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_4_3 ? core_l_3_dst : 6'h0)));
        core_aSw_4 <= (((_zz_core_aSx_4 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_4_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_4_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_4_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_5) begin
        core_aSv[5] <= 1'b1;
        core_oS[5] <= 1'b0;
        core_aSx_5 <= (((_zz_core_aSx_5 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_5_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_5_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_5_3 ? core_l_3_dst : 6'h0)));
        core_aSw_5 <= (((_zz_core_aSx_5 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_5_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_5_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_5_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_6) begin
        core_aSv[6] <= 1'b1;
        core_oS[6] <= 1'b0;
        core_aSx_6 <= (((_zz_core_aSx_6 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_6_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_6_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_6_3 ? core_l_3_dst : 6'h0)));
        core_aSw_6 <= (((_zz_core_aSx_6 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_6_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_6_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_6_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_7) begin
        core_aSv[7] <= 1'b1;
        core_oS[7] <= 1'b0;
        core_aSx_7 <= (((_zz_core_aSx_7 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_7_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_7_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_7_3 ? core_l_3_dst : 6'h0)));
        core_aSw_7 <= (((_zz_core_aSx_7 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_7_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_7_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_7_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_8) begin
        core_aSv[8] <= 1'b1;
        core_oS[8] <= 1'b0;
        core_aSx_8 <= (((_zz_core_aSx_8 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_8_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_8_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_8_3 ? core_l_3_dst : 6'h0)));
        core_aSw_8 <= (((_zz_core_aSx_8 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_8_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_8_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_8_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_9) begin
        core_aSv[9] <= 1'b1;
        core_oS[9] <= 1'b0;
        core_aSx_9 <= (((_zz_core_aSx_9 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_9_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_9_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_9_3 ? core_l_3_dst : 6'h0)));
        core_aSw_9 <= (((_zz_core_aSx_9 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_9_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_9_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_9_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_10) begin
        core_aSv[10] <= 1'b1;
        core_oS[10] <= 1'b0;
        core_aSx_10 <= (((_zz_core_aSx_10 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_10_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_10_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_10_3 ? core_l_3_dst : 6'h0)));
        core_aSw_10 <= (((_zz_core_aSx_10 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_10_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_10_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_10_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_11) begin
        core_aSv[11] <= 1'b1;
        core_oS[11] <= 1'b0;
        core_aSx_11 <= (((_zz_core_aSx_11 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_11_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_11_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_11_3 ? core_l_3_dst : 6'h0)));
        core_aSw_11 <= (((_zz_core_aSx_11 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_11_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_11_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_11_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_12) begin
        core_aSv[12] <= 1'b1;
        core_oS[12] <= 1'b0;
        core_aSx_12 <= (((_zz_core_aSx_12 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_12_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_12_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_12_3 ? core_l_3_dst : 6'h0)));
        core_aSw_12 <= (((_zz_core_aSx_12 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_12_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_12_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_12_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_13) begin
        core_aSv[13] <= 1'b1;
        core_oS[13] <= 1'b0;
        core_aSx_13 <= (((_zz_core_aSx_13 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_13_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_13_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_13_3 ? core_l_3_dst : 6'h0)));
        core_aSw_13 <= (((_zz_core_aSx_13 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_13_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_13_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_13_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_14) begin
        core_aSv[14] <= 1'b1;
        core_oS[14] <= 1'b0;
        core_aSx_14 <= (((_zz_core_aSx_14 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_14_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_14_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_14_3 ? core_l_3_dst : 6'h0)));
        core_aSw_14 <= (((_zz_core_aSx_14 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_14_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_14_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_14_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_15) begin
        core_aSv[15] <= 1'b1;
        core_oS[15] <= 1'b0;
        core_aSx_15 <= (((_zz_core_aSx_15 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_15_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_15_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_15_3 ? core_l_3_dst : 6'h0)));
        core_aSw_15 <= (((_zz_core_aSx_15 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_15_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_15_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_15_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_16) begin
        core_aSv[16] <= 1'b1;
        core_oS[16] <= 1'b0;
        core_aSx_16 <= (((_zz_core_aSx_16 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_16_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_16_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_16_3 ? core_l_3_dst : 6'h0)));
        core_aSw_16 <= (((_zz_core_aSx_16 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_16_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_16_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_16_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_17) begin
        core_aSv[17] <= 1'b1;
        core_oS[17] <= 1'b0;
        core_aSx_17 <= (((_zz_core_aSx_17 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_17_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_17_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_17_3 ? core_l_3_dst : 6'h0)));
        core_aSw_17 <= (((_zz_core_aSx_17 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_17_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_17_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_17_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_18) begin
        core_aSv[18] <= 1'b1;
        core_oS[18] <= 1'b0;
        core_aSx_18 <= (((_zz_core_aSx_18 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_18_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_18_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_18_3 ? core_l_3_dst : 6'h0)));
        core_aSw_18 <= (((_zz_core_aSx_18 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_18_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_18_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_18_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_19) begin
        core_aSv[19] <= 1'b1;
        core_oS[19] <= 1'b0;
        core_aSx_19 <= (((_zz_core_aSx_19 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_19_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_19_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_19_3 ? core_l_3_dst : 6'h0)));
        core_aSw_19 <= (((_zz_core_aSx_19 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_19_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_19_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_19_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_20) begin
        core_aSv[20] <= 1'b1;
        core_oS[20] <= 1'b0;
        core_aSx_20 <= (((_zz_core_aSx_20 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_20_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_20_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_20_3 ? core_l_3_dst : 6'h0)));
        core_aSw_20 <= (((_zz_core_aSx_20 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_20_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_20_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_20_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_21) begin
        core_aSv[21] <= 1'b1;
        core_oS[21] <= 1'b0;
        core_aSx_21 <= (((_zz_core_aSx_21 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_21_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_21_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_21_3 ? core_l_3_dst : 6'h0)));
        core_aSw_21 <= (((_zz_core_aSx_21 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_21_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_21_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_21_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_22) begin
        core_aSv[22] <= 1'b1;
        core_oS[22] <= 1'b0;
        core_aSx_22 <= (((_zz_core_aSx_22 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_22_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_22_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_22_3 ? core_l_3_dst : 6'h0)));
        core_aSw_22 <= (((_zz_core_aSx_22 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_22_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_22_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_22_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_23) begin
        core_aSv[23] <= 1'b1;
        core_oS[23] <= 1'b0;
        core_aSx_23 <= (((_zz_core_aSx_23 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_23_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_23_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_23_3 ? core_l_3_dst : 6'h0)));
        core_aSw_23 <= (((_zz_core_aSx_23 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_23_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_23_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_23_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_24) begin
        core_aSv[24] <= 1'b1;
        core_oS[24] <= 1'b0;
        core_aSx_24 <= (((_zz_core_aSx_24 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_24_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_24_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_24_3 ? core_l_3_dst : 6'h0)));
        core_aSw_24 <= (((_zz_core_aSx_24 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_24_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_24_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_24_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_25) begin
        core_aSv[25] <= 1'b1;
        core_oS[25] <= 1'b0;
        core_aSx_25 <= (((_zz_core_aSx_25 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_25_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_25_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_25_3 ? core_l_3_dst : 6'h0)));
        core_aSw_25 <= (((_zz_core_aSx_25 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_25_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_25_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_25_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_26) begin
        core_aSv[26] <= 1'b1;
        core_oS[26] <= 1'b0;
        core_aSx_26 <= (((_zz_core_aSx_26 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_26_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_26_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_26_3 ? core_l_3_dst : 6'h0)));
        core_aSw_26 <= (((_zz_core_aSx_26 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_26_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_26_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_26_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_27) begin
        core_aSv[27] <= 1'b1;
        core_oS[27] <= 1'b0;
        core_aSx_27 <= (((_zz_core_aSx_27 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_27_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_27_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_27_3 ? core_l_3_dst : 6'h0)));
        core_aSw_27 <= (((_zz_core_aSx_27 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_27_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_27_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_27_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_28) begin
        core_aSv[28] <= 1'b1;
        core_oS[28] <= 1'b0;
        core_aSx_28 <= (((_zz_core_aSx_28 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_28_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_28_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_28_3 ? core_l_3_dst : 6'h0)));
        core_aSw_28 <= (((_zz_core_aSx_28 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_28_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_28_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_28_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_29) begin
        core_aSv[29] <= 1'b1;
        core_oS[29] <= 1'b0;
        core_aSx_29 <= (((_zz_core_aSx_29 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_29_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_29_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_29_3 ? core_l_3_dst : 6'h0)));
        core_aSw_29 <= (((_zz_core_aSx_29 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_29_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_29_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_29_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_30) begin
        core_aSv[30] <= 1'b1;
        core_oS[30] <= 1'b0;
        core_aSx_30 <= (((_zz_core_aSx_30 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_30_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_30_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_30_3 ? core_l_3_dst : 6'h0)));
        core_aSw_30 <= (((_zz_core_aSx_30 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_30_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_30_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_30_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_31) begin
        core_aSv[31] <= 1'b1;
        core_oS[31] <= 1'b0;
        core_aSx_31 <= (((_zz_core_aSx_31 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_31_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_31_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_31_3 ? core_l_3_dst : 6'h0)));
        core_aSw_31 <= (((_zz_core_aSx_31 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_31_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_31_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_31_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_32) begin
        core_aSv[32] <= 1'b1;
        core_oS[32] <= 1'b0;
        core_aSx_32 <= (((_zz_core_aSx_32 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_32_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_32_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_32_3 ? core_l_3_dst : 6'h0)));
        core_aSw_32 <= (((_zz_core_aSx_32 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_32_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_32_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_32_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_33) begin
        core_aSv[33] <= 1'b1;
        core_oS[33] <= 1'b0;
        core_aSx_33 <= (((_zz_core_aSx_33 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_33_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_33_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_33_3 ? core_l_3_dst : 6'h0)));
        core_aSw_33 <= (((_zz_core_aSx_33 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_33_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_33_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_33_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_34) begin
        core_aSv[34] <= 1'b1;
        core_oS[34] <= 1'b0;
        core_aSx_34 <= (((_zz_core_aSx_34 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_34_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_34_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_34_3 ? core_l_3_dst : 6'h0)));
        core_aSw_34 <= (((_zz_core_aSx_34 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_34_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_34_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_34_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_35) begin
        core_aSv[35] <= 1'b1;
        core_oS[35] <= 1'b0;
        core_aSx_35 <= (((_zz_core_aSx_35 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_35_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_35_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_35_3 ? core_l_3_dst : 6'h0)));
        core_aSw_35 <= (((_zz_core_aSx_35 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_35_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_35_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_35_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_36) begin
        core_aSv[36] <= 1'b1;
        core_oS[36] <= 1'b0;
        core_aSx_36 <= (((_zz_core_aSx_36 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_36_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_36_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_36_3 ? core_l_3_dst : 6'h0)));
        core_aSw_36 <= (((_zz_core_aSx_36 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_36_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_36_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_36_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_37) begin
        core_aSv[37] <= 1'b1;
        core_oS[37] <= 1'b0;
        core_aSx_37 <= (((_zz_core_aSx_37 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_37_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_37_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_37_3 ? core_l_3_dst : 6'h0)));
        core_aSw_37 <= (((_zz_core_aSx_37 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_37_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_37_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_37_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_38) begin
        core_aSv[38] <= 1'b1;
        core_oS[38] <= 1'b0;
        core_aSx_38 <= (((_zz_core_aSx_38 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_38_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_38_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_38_3 ? core_l_3_dst : 6'h0)));
        core_aSw_38 <= (((_zz_core_aSx_38 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_38_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_38_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_38_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_39) begin
        core_aSv[39] <= 1'b1;
        core_oS[39] <= 1'b0;
        core_aSx_39 <= (((_zz_core_aSx_39 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_39_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_39_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_39_3 ? core_l_3_dst : 6'h0)));
        core_aSw_39 <= (((_zz_core_aSx_39 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_39_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_39_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_39_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_40) begin
        core_aSv[40] <= 1'b1;
        core_oS[40] <= 1'b0;
        core_aSx_40 <= (((_zz_core_aSx_40 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_40_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_40_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_40_3 ? core_l_3_dst : 6'h0)));
        core_aSw_40 <= (((_zz_core_aSx_40 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_40_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_40_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_40_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_41) begin
        core_aSv[41] <= 1'b1;
        core_oS[41] <= 1'b0;
        core_aSx_41 <= (((_zz_core_aSx_41 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_41_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_41_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_41_3 ? core_l_3_dst : 6'h0)));
        core_aSw_41 <= (((_zz_core_aSx_41 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_41_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_41_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_41_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_42) begin
        core_aSv[42] <= 1'b1;
        core_oS[42] <= 1'b0;
        core_aSx_42 <= (((_zz_core_aSx_42 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_42_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_42_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_42_3 ? core_l_3_dst : 6'h0)));
        core_aSw_42 <= (((_zz_core_aSx_42 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_42_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_42_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_42_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_43) begin
        core_aSv[43] <= 1'b1;
        core_oS[43] <= 1'b0;
        core_aSx_43 <= (((_zz_core_aSx_43 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_43_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_43_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_43_3 ? core_l_3_dst : 6'h0)));
        core_aSw_43 <= (((_zz_core_aSx_43 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_43_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_43_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_43_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_44) begin
        core_aSv[44] <= 1'b1;
        core_oS[44] <= 1'b0;
        core_aSx_44 <= (((_zz_core_aSx_44 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_44_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_44_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_44_3 ? core_l_3_dst : 6'h0)));
        core_aSw_44 <= (((_zz_core_aSx_44 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_44_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_44_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_44_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_45) begin
        core_aSv[45] <= 1'b1;
        core_oS[45] <= 1'b0;
        core_aSx_45 <= (((_zz_core_aSx_45 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_45_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_45_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_45_3 ? core_l_3_dst : 6'h0)));
        core_aSw_45 <= (((_zz_core_aSx_45 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_45_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_45_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_45_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_46) begin
        core_aSv[46] <= 1'b1;
        core_oS[46] <= 1'b0;
        core_aSx_46 <= (((_zz_core_aSx_46 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_46_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_46_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_46_3 ? core_l_3_dst : 6'h0)));
        core_aSw_46 <= (((_zz_core_aSx_46 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_46_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_46_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_46_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_47) begin
        core_aSv[47] <= 1'b1;
        core_oS[47] <= 1'b0;
        core_aSx_47 <= (((_zz_core_aSx_47 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_47_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_47_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_47_3 ? core_l_3_dst : 6'h0)));
        core_aSw_47 <= (((_zz_core_aSx_47 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_47_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_47_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_47_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_48) begin
        core_aSv[48] <= 1'b1;
        core_oS[48] <= 1'b0;
        core_aSx_48 <= (((_zz_core_aSx_48 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_48_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_48_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_48_3 ? core_l_3_dst : 6'h0)));
        core_aSw_48 <= (((_zz_core_aSx_48 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_48_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_48_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_48_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_49) begin
        core_aSv[49] <= 1'b1;
        core_oS[49] <= 1'b0;
        core_aSx_49 <= (((_zz_core_aSx_49 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_49_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_49_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_49_3 ? core_l_3_dst : 6'h0)));
        core_aSw_49 <= (((_zz_core_aSx_49 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_49_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_49_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_49_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_50) begin
        core_aSv[50] <= 1'b1;
        core_oS[50] <= 1'b0;
        core_aSx_50 <= (((_zz_core_aSx_50 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_50_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_50_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_50_3 ? core_l_3_dst : 6'h0)));
        core_aSw_50 <= (((_zz_core_aSx_50 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_50_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_50_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_50_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_51) begin
        core_aSv[51] <= 1'b1;
        core_oS[51] <= 1'b0;
        core_aSx_51 <= (((_zz_core_aSx_51 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_51_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_51_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_51_3 ? core_l_3_dst : 6'h0)));
        core_aSw_51 <= (((_zz_core_aSx_51 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_51_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_51_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_51_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_52) begin
        core_aSv[52] <= 1'b1;
        core_oS[52] <= 1'b0;
        core_aSx_52 <= (((_zz_core_aSx_52 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_52_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_52_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_52_3 ? core_l_3_dst : 6'h0)));
        core_aSw_52 <= (((_zz_core_aSx_52 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_52_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_52_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_52_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_53) begin
        core_aSv[53] <= 1'b1;
        core_oS[53] <= 1'b0;
        core_aSx_53 <= (((_zz_core_aSx_53 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_53_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_53_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_53_3 ? core_l_3_dst : 6'h0)));
        core_aSw_53 <= (((_zz_core_aSx_53 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_53_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_53_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_53_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_54) begin
        core_aSv[54] <= 1'b1;
        core_oS[54] <= 1'b0;
        core_aSx_54 <= (((_zz_core_aSx_54 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_54_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_54_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_54_3 ? core_l_3_dst : 6'h0)));
        core_aSw_54 <= (((_zz_core_aSx_54 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_54_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_54_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_54_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_55) begin
        core_aSv[55] <= 1'b1;
        core_oS[55] <= 1'b0;
        core_aSx_55 <= (((_zz_core_aSx_55 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_55_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_55_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_55_3 ? core_l_3_dst : 6'h0)));
        core_aSw_55 <= (((_zz_core_aSx_55 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_55_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_55_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_55_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_56) begin
        core_aSv[56] <= 1'b1;
        core_oS[56] <= 1'b0;
        core_aSx_56 <= (((_zz_core_aSx_56 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_56_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_56_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_56_3 ? core_l_3_dst : 6'h0)));
        core_aSw_56 <= (((_zz_core_aSx_56 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_56_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_56_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_56_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_57) begin
        core_aSv[57] <= 1'b1;
        core_oS[57] <= 1'b0;
        core_aSx_57 <= (((_zz_core_aSx_57 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_57_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_57_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_57_3 ? core_l_3_dst : 6'h0)));
        core_aSw_57 <= (((_zz_core_aSx_57 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_57_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_57_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_57_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_58) begin
        core_aSv[58] <= 1'b1;
        core_oS[58] <= 1'b0;
        core_aSx_58 <= (((_zz_core_aSx_58 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_58_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_58_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_58_3 ? core_l_3_dst : 6'h0)));
        core_aSw_58 <= (((_zz_core_aSx_58 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_58_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_58_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_58_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_59) begin
        core_aSv[59] <= 1'b1;
        core_oS[59] <= 1'b0;
        core_aSx_59 <= (((_zz_core_aSx_59 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_59_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_59_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_59_3 ? core_l_3_dst : 6'h0)));
        core_aSw_59 <= (((_zz_core_aSx_59 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_59_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_59_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_59_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_60) begin
        core_aSv[60] <= 1'b1;
        core_oS[60] <= 1'b0;
        core_aSx_60 <= (((_zz_core_aSx_60 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_60_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_60_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_60_3 ? core_l_3_dst : 6'h0)));
        core_aSw_60 <= (((_zz_core_aSx_60 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_60_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_60_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_60_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_61) begin
        core_aSv[61] <= 1'b1;
        core_oS[61] <= 1'b0;
        core_aSx_61 <= (((_zz_core_aSx_61 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_61_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_61_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_61_3 ? core_l_3_dst : 6'h0)));
        core_aSw_61 <= (((_zz_core_aSx_61 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_61_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_61_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_61_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_62) begin
        core_aSv[62] <= 1'b1;
        core_oS[62] <= 1'b0;
        core_aSx_62 <= (((_zz_core_aSx_62 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_62_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_62_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_62_3 ? core_l_3_dst : 6'h0)));
        core_aSw_62 <= (((_zz_core_aSx_62 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_62_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_62_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_62_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_63) begin
        core_aSv[63] <= 1'b1;
        core_oS[63] <= 1'b0;
        core_aSx_63 <= (((_zz_core_aSx_63 ? core_l_0_dst : 6'h0) | (_zz_core_aSx_63_1 ? core_l_1_dst : 6'h0)) | ((_zz_core_aSx_63_2 ? core_l_2_dst : 6'h0) | (_zz_core_aSx_63_3 ? core_l_3_dst : 6'h0)));
        core_aSw_63 <= (((_zz_core_aSx_63 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_63_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_63_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_63_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435) begin
        core_aDv[0] <= 1'b1;
        core_oD[0] <= 1'b0;
        core_aDy_0 <= (((_zz_core_aDy_0 ? core_l_0_src : 6'h0) | (_zz_core_aDy_0_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_0_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_0_3 ? core_l_3_src : 6'h0)));
        core_aDw_0 <= (((_zz_core_aDy_0 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_0_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_0_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_0_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_1) begin
        core_aDv[1] <= 1'b1;
        core_oD[1] <= 1'b0;
        core_aDy_1 <= (((_zz_core_aDy_1 ? core_l_0_src : 6'h0) | (_zz_core_aDy_1_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_1_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_1_3 ? core_l_3_src : 6'h0)));
        core_aDw_1 <= (((_zz_core_aDy_1 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_1_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_1_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_1_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_2) begin
        core_aDv[2] <= 1'b1;
        core_oD[2] <= 1'b0;
        core_aDy_2 <= (((_zz_core_aDy_2 ? core_l_0_src : 6'h0) | (_zz_core_aDy_2_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_2_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_2_3 ? core_l_3_src : 6'h0)));
        core_aDw_2 <= (((_zz_core_aDy_2 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_2_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_2_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_2_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_3) begin
        core_aDv[3] <= 1'b1;
        core_oD[3] <= 1'b0;
        core_aDy_3 <= (((_zz_core_aDy_3 ? core_l_0_src : 6'h0) | (_zz_core_aDy_3_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_3_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_3_3 ? core_l_3_src : 6'h0)));
        core_aDw_3 <= (((_zz_core_aDy_3 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_3_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_3_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_3_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_4) begin
        core_aDv[4] <= 1'b1;
        core_oD[4] <= 1'b0;
        core_aDy_4 <= (((_zz_core_aDy_4 ? core_l_0_src : 6'h0) | (_zz_core_aDy_4_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_4_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_4_3 ? core_l_3_src : 6'h0)));
        core_aDw_4 <= (((_zz_core_aDy_4 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_4_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_4_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_4_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_5) begin
        core_aDv[5] <= 1'b1;
        core_oD[5] <= 1'b0;
        core_aDy_5 <= (((_zz_core_aDy_5 ? core_l_0_src : 6'h0) | (_zz_core_aDy_5_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_5_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_5_3 ? core_l_3_src : 6'h0)));
        core_aDw_5 <= (((_zz_core_aDy_5 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_5_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_5_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_5_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_6) begin
        core_aDv[6] <= 1'b1;
        core_oD[6] <= 1'b0;
        core_aDy_6 <= (((_zz_core_aDy_6 ? core_l_0_src : 6'h0) | (_zz_core_aDy_6_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_6_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_6_3 ? core_l_3_src : 6'h0)));
        core_aDw_6 <= (((_zz_core_aDy_6 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_6_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_6_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_6_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_7) begin
        core_aDv[7] <= 1'b1;
        core_oD[7] <= 1'b0;
        core_aDy_7 <= (((_zz_core_aDy_7 ? core_l_0_src : 6'h0) | (_zz_core_aDy_7_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_7_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_7_3 ? core_l_3_src : 6'h0)));
        core_aDw_7 <= (((_zz_core_aDy_7 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_7_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_7_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_7_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_8) begin
        core_aDv[8] <= 1'b1;
        core_oD[8] <= 1'b0;
        core_aDy_8 <= (((_zz_core_aDy_8 ? core_l_0_src : 6'h0) | (_zz_core_aDy_8_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_8_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_8_3 ? core_l_3_src : 6'h0)));
        core_aDw_8 <= (((_zz_core_aDy_8 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_8_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_8_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_8_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_9) begin
        core_aDv[9] <= 1'b1;
        core_oD[9] <= 1'b0;
        core_aDy_9 <= (((_zz_core_aDy_9 ? core_l_0_src : 6'h0) | (_zz_core_aDy_9_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_9_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_9_3 ? core_l_3_src : 6'h0)));
        core_aDw_9 <= (((_zz_core_aDy_9 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_9_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_9_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_9_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_10) begin
        core_aDv[10] <= 1'b1;
        core_oD[10] <= 1'b0;
        core_aDy_10 <= (((_zz_core_aDy_10 ? core_l_0_src : 6'h0) | (_zz_core_aDy_10_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_10_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_10_3 ? core_l_3_src : 6'h0)));
        core_aDw_10 <= (((_zz_core_aDy_10 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_10_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_10_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_10_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_11) begin
        core_aDv[11] <= 1'b1;
        core_oD[11] <= 1'b0;
        core_aDy_11 <= (((_zz_core_aDy_11 ? core_l_0_src : 6'h0) | (_zz_core_aDy_11_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_11_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_11_3 ? core_l_3_src : 6'h0)));
        core_aDw_11 <= (((_zz_core_aDy_11 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_11_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_11_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_11_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_12) begin
        core_aDv[12] <= 1'b1;
        core_oD[12] <= 1'b0;
        core_aDy_12 <= (((_zz_core_aDy_12 ? core_l_0_src : 6'h0) | (_zz_core_aDy_12_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_12_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_12_3 ? core_l_3_src : 6'h0)));
        core_aDw_12 <= (((_zz_core_aDy_12 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_12_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_12_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_12_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_13) begin
        core_aDv[13] <= 1'b1;
        core_oD[13] <= 1'b0;
        core_aDy_13 <= (((_zz_core_aDy_13 ? core_l_0_src : 6'h0) | (_zz_core_aDy_13_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_13_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_13_3 ? core_l_3_src : 6'h0)));
        core_aDw_13 <= (((_zz_core_aDy_13 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_13_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_13_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_13_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_14) begin
        core_aDv[14] <= 1'b1;
        core_oD[14] <= 1'b0;
        core_aDy_14 <= (((_zz_core_aDy_14 ? core_l_0_src : 6'h0) | (_zz_core_aDy_14_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_14_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_14_3 ? core_l_3_src : 6'h0)));
        core_aDw_14 <= (((_zz_core_aDy_14 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_14_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_14_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_14_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_15) begin
        core_aDv[15] <= 1'b1;
        core_oD[15] <= 1'b0;
        core_aDy_15 <= (((_zz_core_aDy_15 ? core_l_0_src : 6'h0) | (_zz_core_aDy_15_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_15_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_15_3 ? core_l_3_src : 6'h0)));
        core_aDw_15 <= (((_zz_core_aDy_15 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_15_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_15_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_15_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_16) begin
        core_aDv[16] <= 1'b1;
        core_oD[16] <= 1'b0;
        core_aDy_16 <= (((_zz_core_aDy_16 ? core_l_0_src : 6'h0) | (_zz_core_aDy_16_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_16_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_16_3 ? core_l_3_src : 6'h0)));
        core_aDw_16 <= (((_zz_core_aDy_16 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_16_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_16_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_16_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_17) begin
        core_aDv[17] <= 1'b1;
        core_oD[17] <= 1'b0;
        core_aDy_17 <= (((_zz_core_aDy_17 ? core_l_0_src : 6'h0) | (_zz_core_aDy_17_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_17_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_17_3 ? core_l_3_src : 6'h0)));
        core_aDw_17 <= (((_zz_core_aDy_17 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_17_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_17_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_17_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_18) begin
        core_aDv[18] <= 1'b1;
        core_oD[18] <= 1'b0;
        core_aDy_18 <= (((_zz_core_aDy_18 ? core_l_0_src : 6'h0) | (_zz_core_aDy_18_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_18_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_18_3 ? core_l_3_src : 6'h0)));
        core_aDw_18 <= (((_zz_core_aDy_18 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_18_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_18_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_18_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_19) begin
        core_aDv[19] <= 1'b1;
        core_oD[19] <= 1'b0;
        core_aDy_19 <= (((_zz_core_aDy_19 ? core_l_0_src : 6'h0) | (_zz_core_aDy_19_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_19_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_19_3 ? core_l_3_src : 6'h0)));
        core_aDw_19 <= (((_zz_core_aDy_19 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_19_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_19_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_19_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_20) begin
        core_aDv[20] <= 1'b1;
        core_oD[20] <= 1'b0;
        core_aDy_20 <= (((_zz_core_aDy_20 ? core_l_0_src : 6'h0) | (_zz_core_aDy_20_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_20_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_20_3 ? core_l_3_src : 6'h0)));
        core_aDw_20 <= (((_zz_core_aDy_20 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_20_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_20_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_20_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_21) begin
        core_aDv[21] <= 1'b1;
        core_oD[21] <= 1'b0;
        core_aDy_21 <= (((_zz_core_aDy_21 ? core_l_0_src : 6'h0) | (_zz_core_aDy_21_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_21_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_21_3 ? core_l_3_src : 6'h0)));
        core_aDw_21 <= (((_zz_core_aDy_21 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_21_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_21_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_21_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_22) begin
        core_aDv[22] <= 1'b1;
        core_oD[22] <= 1'b0;
        core_aDy_22 <= (((_zz_core_aDy_22 ? core_l_0_src : 6'h0) | (_zz_core_aDy_22_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_22_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_22_3 ? core_l_3_src : 6'h0)));
        core_aDw_22 <= (((_zz_core_aDy_22 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_22_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_22_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_22_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_23) begin
        core_aDv[23] <= 1'b1;
        core_oD[23] <= 1'b0;
        core_aDy_23 <= (((_zz_core_aDy_23 ? core_l_0_src : 6'h0) | (_zz_core_aDy_23_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_23_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_23_3 ? core_l_3_src : 6'h0)));
        core_aDw_23 <= (((_zz_core_aDy_23 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_23_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_23_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_23_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_24) begin
        core_aDv[24] <= 1'b1;
        core_oD[24] <= 1'b0;
        core_aDy_24 <= (((_zz_core_aDy_24 ? core_l_0_src : 6'h0) | (_zz_core_aDy_24_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_24_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_24_3 ? core_l_3_src : 6'h0)));
        core_aDw_24 <= (((_zz_core_aDy_24 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_24_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_24_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_24_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_25) begin
        core_aDv[25] <= 1'b1;
        core_oD[25] <= 1'b0;
        core_aDy_25 <= (((_zz_core_aDy_25 ? core_l_0_src : 6'h0) | (_zz_core_aDy_25_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_25_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_25_3 ? core_l_3_src : 6'h0)));
        core_aDw_25 <= (((_zz_core_aDy_25 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_25_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_25_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_25_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_26) begin
        core_aDv[26] <= 1'b1;
        core_oD[26] <= 1'b0;
        core_aDy_26 <= (((_zz_core_aDy_26 ? core_l_0_src : 6'h0) | (_zz_core_aDy_26_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_26_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_26_3 ? core_l_3_src : 6'h0)));
        core_aDw_26 <= (((_zz_core_aDy_26 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_26_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_26_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_26_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_27) begin
        core_aDv[27] <= 1'b1;
        core_oD[27] <= 1'b0;
        core_aDy_27 <= (((_zz_core_aDy_27 ? core_l_0_src : 6'h0) | (_zz_core_aDy_27_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_27_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_27_3 ? core_l_3_src : 6'h0)));
        core_aDw_27 <= (((_zz_core_aDy_27 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_27_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_27_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_27_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_28) begin
        core_aDv[28] <= 1'b1;
        core_oD[28] <= 1'b0;
        core_aDy_28 <= (((_zz_core_aDy_28 ? core_l_0_src : 6'h0) | (_zz_core_aDy_28_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_28_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_28_3 ? core_l_3_src : 6'h0)));
        core_aDw_28 <= (((_zz_core_aDy_28 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_28_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_28_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_28_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_29) begin
        core_aDv[29] <= 1'b1;
        core_oD[29] <= 1'b0;
        core_aDy_29 <= (((_zz_core_aDy_29 ? core_l_0_src : 6'h0) | (_zz_core_aDy_29_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_29_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_29_3 ? core_l_3_src : 6'h0)));
        core_aDw_29 <= (((_zz_core_aDy_29 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_29_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_29_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_29_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_30) begin
        core_aDv[30] <= 1'b1;
        core_oD[30] <= 1'b0;
        core_aDy_30 <= (((_zz_core_aDy_30 ? core_l_0_src : 6'h0) | (_zz_core_aDy_30_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_30_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_30_3 ? core_l_3_src : 6'h0)));
        core_aDw_30 <= (((_zz_core_aDy_30 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_30_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_30_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_30_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_31) begin
        core_aDv[31] <= 1'b1;
        core_oD[31] <= 1'b0;
        core_aDy_31 <= (((_zz_core_aDy_31 ? core_l_0_src : 6'h0) | (_zz_core_aDy_31_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_31_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_31_3 ? core_l_3_src : 6'h0)));
        core_aDw_31 <= (((_zz_core_aDy_31 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_31_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_31_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_31_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_32) begin
        core_aDv[32] <= 1'b1;
        core_oD[32] <= 1'b0;
        core_aDy_32 <= (((_zz_core_aDy_32 ? core_l_0_src : 6'h0) | (_zz_core_aDy_32_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_32_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_32_3 ? core_l_3_src : 6'h0)));
        core_aDw_32 <= (((_zz_core_aDy_32 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_32_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_32_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_32_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_33) begin
        core_aDv[33] <= 1'b1;
        core_oD[33] <= 1'b0;
        core_aDy_33 <= (((_zz_core_aDy_33 ? core_l_0_src : 6'h0) | (_zz_core_aDy_33_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_33_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_33_3 ? core_l_3_src : 6'h0)));
        core_aDw_33 <= (((_zz_core_aDy_33 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_33_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_33_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_33_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_34) begin
        core_aDv[34] <= 1'b1;
        core_oD[34] <= 1'b0;
        core_aDy_34 <= (((_zz_core_aDy_34 ? core_l_0_src : 6'h0) | (_zz_core_aDy_34_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_34_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_34_3 ? core_l_3_src : 6'h0)));
        core_aDw_34 <= (((_zz_core_aDy_34 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_34_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_34_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_34_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_35) begin
        core_aDv[35] <= 1'b1;
        core_oD[35] <= 1'b0;
        core_aDy_35 <= (((_zz_core_aDy_35 ? core_l_0_src : 6'h0) | (_zz_core_aDy_35_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_35_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_35_3 ? core_l_3_src : 6'h0)));
        core_aDw_35 <= (((_zz_core_aDy_35 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_35_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_35_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_35_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_36) begin
        core_aDv[36] <= 1'b1;
        core_oD[36] <= 1'b0;
        core_aDy_36 <= (((_zz_core_aDy_36 ? core_l_0_src : 6'h0) | (_zz_core_aDy_36_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_36_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_36_3 ? core_l_3_src : 6'h0)));
        core_aDw_36 <= (((_zz_core_aDy_36 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_36_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_36_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_36_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_37) begin
        core_aDv[37] <= 1'b1;
        core_oD[37] <= 1'b0;
        core_aDy_37 <= (((_zz_core_aDy_37 ? core_l_0_src : 6'h0) | (_zz_core_aDy_37_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_37_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_37_3 ? core_l_3_src : 6'h0)));
        core_aDw_37 <= (((_zz_core_aDy_37 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_37_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_37_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_37_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_38) begin
        core_aDv[38] <= 1'b1;
        core_oD[38] <= 1'b0;
        core_aDy_38 <= (((_zz_core_aDy_38 ? core_l_0_src : 6'h0) | (_zz_core_aDy_38_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_38_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_38_3 ? core_l_3_src : 6'h0)));
        core_aDw_38 <= (((_zz_core_aDy_38 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_38_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_38_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_38_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_39) begin
        core_aDv[39] <= 1'b1;
        core_oD[39] <= 1'b0;
        core_aDy_39 <= (((_zz_core_aDy_39 ? core_l_0_src : 6'h0) | (_zz_core_aDy_39_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_39_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_39_3 ? core_l_3_src : 6'h0)));
        core_aDw_39 <= (((_zz_core_aDy_39 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_39_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_39_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_39_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_40) begin
        core_aDv[40] <= 1'b1;
        core_oD[40] <= 1'b0;
        core_aDy_40 <= (((_zz_core_aDy_40 ? core_l_0_src : 6'h0) | (_zz_core_aDy_40_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_40_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_40_3 ? core_l_3_src : 6'h0)));
        core_aDw_40 <= (((_zz_core_aDy_40 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_40_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_40_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_40_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_41) begin
        core_aDv[41] <= 1'b1;
        core_oD[41] <= 1'b0;
        core_aDy_41 <= (((_zz_core_aDy_41 ? core_l_0_src : 6'h0) | (_zz_core_aDy_41_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_41_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_41_3 ? core_l_3_src : 6'h0)));
        core_aDw_41 <= (((_zz_core_aDy_41 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_41_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_41_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_41_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_42) begin
        core_aDv[42] <= 1'b1;
        core_oD[42] <= 1'b0;
        core_aDy_42 <= (((_zz_core_aDy_42 ? core_l_0_src : 6'h0) | (_zz_core_aDy_42_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_42_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_42_3 ? core_l_3_src : 6'h0)));
        core_aDw_42 <= (((_zz_core_aDy_42 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_42_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_42_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_42_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_43) begin
        core_aDv[43] <= 1'b1;
        core_oD[43] <= 1'b0;
        core_aDy_43 <= (((_zz_core_aDy_43 ? core_l_0_src : 6'h0) | (_zz_core_aDy_43_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_43_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_43_3 ? core_l_3_src : 6'h0)));
        core_aDw_43 <= (((_zz_core_aDy_43 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_43_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_43_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_43_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_44) begin
        core_aDv[44] <= 1'b1;
        core_oD[44] <= 1'b0;
        core_aDy_44 <= (((_zz_core_aDy_44 ? core_l_0_src : 6'h0) | (_zz_core_aDy_44_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_44_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_44_3 ? core_l_3_src : 6'h0)));
        core_aDw_44 <= (((_zz_core_aDy_44 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_44_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_44_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_44_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_45) begin
        core_aDv[45] <= 1'b1;
        core_oD[45] <= 1'b0;
        core_aDy_45 <= (((_zz_core_aDy_45 ? core_l_0_src : 6'h0) | (_zz_core_aDy_45_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_45_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_45_3 ? core_l_3_src : 6'h0)));
        core_aDw_45 <= (((_zz_core_aDy_45 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_45_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_45_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_45_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_46) begin
        core_aDv[46] <= 1'b1;
        core_oD[46] <= 1'b0;
        core_aDy_46 <= (((_zz_core_aDy_46 ? core_l_0_src : 6'h0) | (_zz_core_aDy_46_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_46_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_46_3 ? core_l_3_src : 6'h0)));
        core_aDw_46 <= (((_zz_core_aDy_46 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_46_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_46_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_46_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_47) begin
        core_aDv[47] <= 1'b1;
        core_oD[47] <= 1'b0;
        core_aDy_47 <= (((_zz_core_aDy_47 ? core_l_0_src : 6'h0) | (_zz_core_aDy_47_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_47_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_47_3 ? core_l_3_src : 6'h0)));
        core_aDw_47 <= (((_zz_core_aDy_47 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_47_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_47_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_47_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_48) begin
        core_aDv[48] <= 1'b1;
        core_oD[48] <= 1'b0;
        core_aDy_48 <= (((_zz_core_aDy_48 ? core_l_0_src : 6'h0) | (_zz_core_aDy_48_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_48_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_48_3 ? core_l_3_src : 6'h0)));
        core_aDw_48 <= (((_zz_core_aDy_48 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_48_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_48_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_48_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_49) begin
        core_aDv[49] <= 1'b1;
        core_oD[49] <= 1'b0;
        core_aDy_49 <= (((_zz_core_aDy_49 ? core_l_0_src : 6'h0) | (_zz_core_aDy_49_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_49_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_49_3 ? core_l_3_src : 6'h0)));
        core_aDw_49 <= (((_zz_core_aDy_49 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_49_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_49_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_49_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_50) begin
        core_aDv[50] <= 1'b1;
        core_oD[50] <= 1'b0;
        core_aDy_50 <= (((_zz_core_aDy_50 ? core_l_0_src : 6'h0) | (_zz_core_aDy_50_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_50_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_50_3 ? core_l_3_src : 6'h0)));
        core_aDw_50 <= (((_zz_core_aDy_50 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_50_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_50_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_50_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_51) begin
        core_aDv[51] <= 1'b1;
        core_oD[51] <= 1'b0;
        core_aDy_51 <= (((_zz_core_aDy_51 ? core_l_0_src : 6'h0) | (_zz_core_aDy_51_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_51_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_51_3 ? core_l_3_src : 6'h0)));
        core_aDw_51 <= (((_zz_core_aDy_51 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_51_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_51_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_51_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_52) begin
        core_aDv[52] <= 1'b1;
        core_oD[52] <= 1'b0;
        core_aDy_52 <= (((_zz_core_aDy_52 ? core_l_0_src : 6'h0) | (_zz_core_aDy_52_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_52_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_52_3 ? core_l_3_src : 6'h0)));
        core_aDw_52 <= (((_zz_core_aDy_52 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_52_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_52_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_52_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_53) begin
        core_aDv[53] <= 1'b1;
        core_oD[53] <= 1'b0;
        core_aDy_53 <= (((_zz_core_aDy_53 ? core_l_0_src : 6'h0) | (_zz_core_aDy_53_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_53_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_53_3 ? core_l_3_src : 6'h0)));
        core_aDw_53 <= (((_zz_core_aDy_53 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_53_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_53_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_53_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_54) begin
        core_aDv[54] <= 1'b1;
        core_oD[54] <= 1'b0;
        core_aDy_54 <= (((_zz_core_aDy_54 ? core_l_0_src : 6'h0) | (_zz_core_aDy_54_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_54_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_54_3 ? core_l_3_src : 6'h0)));
        core_aDw_54 <= (((_zz_core_aDy_54 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_54_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_54_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_54_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_55) begin
        core_aDv[55] <= 1'b1;
        core_oD[55] <= 1'b0;
        core_aDy_55 <= (((_zz_core_aDy_55 ? core_l_0_src : 6'h0) | (_zz_core_aDy_55_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_55_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_55_3 ? core_l_3_src : 6'h0)));
        core_aDw_55 <= (((_zz_core_aDy_55 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_55_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_55_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_55_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_56) begin
        core_aDv[56] <= 1'b1;
        core_oD[56] <= 1'b0;
        core_aDy_56 <= (((_zz_core_aDy_56 ? core_l_0_src : 6'h0) | (_zz_core_aDy_56_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_56_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_56_3 ? core_l_3_src : 6'h0)));
        core_aDw_56 <= (((_zz_core_aDy_56 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_56_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_56_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_56_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_57) begin
        core_aDv[57] <= 1'b1;
        core_oD[57] <= 1'b0;
        core_aDy_57 <= (((_zz_core_aDy_57 ? core_l_0_src : 6'h0) | (_zz_core_aDy_57_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_57_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_57_3 ? core_l_3_src : 6'h0)));
        core_aDw_57 <= (((_zz_core_aDy_57 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_57_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_57_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_57_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_58) begin
        core_aDv[58] <= 1'b1;
        core_oD[58] <= 1'b0;
        core_aDy_58 <= (((_zz_core_aDy_58 ? core_l_0_src : 6'h0) | (_zz_core_aDy_58_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_58_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_58_3 ? core_l_3_src : 6'h0)));
        core_aDw_58 <= (((_zz_core_aDy_58 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_58_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_58_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_58_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_59) begin
        core_aDv[59] <= 1'b1;
        core_oD[59] <= 1'b0;
        core_aDy_59 <= (((_zz_core_aDy_59 ? core_l_0_src : 6'h0) | (_zz_core_aDy_59_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_59_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_59_3 ? core_l_3_src : 6'h0)));
        core_aDw_59 <= (((_zz_core_aDy_59 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_59_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_59_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_59_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_60) begin
        core_aDv[60] <= 1'b1;
        core_oD[60] <= 1'b0;
        core_aDy_60 <= (((_zz_core_aDy_60 ? core_l_0_src : 6'h0) | (_zz_core_aDy_60_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_60_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_60_3 ? core_l_3_src : 6'h0)));
        core_aDw_60 <= (((_zz_core_aDy_60 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_60_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_60_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_60_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_61) begin
        core_aDv[61] <= 1'b1;
        core_oD[61] <= 1'b0;
        core_aDy_61 <= (((_zz_core_aDy_61 ? core_l_0_src : 6'h0) | (_zz_core_aDy_61_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_61_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_61_3 ? core_l_3_src : 6'h0)));
        core_aDw_61 <= (((_zz_core_aDy_61 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_61_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_61_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_61_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_62) begin
        core_aDv[62] <= 1'b1;
        core_oD[62] <= 1'b0;
        core_aDy_62 <= (((_zz_core_aDy_62 ? core_l_0_src : 6'h0) | (_zz_core_aDy_62_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_62_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_62_3 ? core_l_3_src : 6'h0)));
        core_aDw_62 <= (((_zz_core_aDy_62 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_62_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_62_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_62_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_63) begin
        core_aDv[63] <= 1'b1;
        core_oD[63] <= 1'b0;
        core_aDy_63 <= (((_zz_core_aDy_63 ? core_l_0_src : 6'h0) | (_zz_core_aDy_63_1 ? core_l_1_src : 6'h0)) | ((_zz_core_aDy_63_2 ? core_l_2_src : 6'h0) | (_zz_core_aDy_63_3 ? core_l_3_src : 6'h0)));
        core_aDw_63 <= (((_zz_core_aDy_63 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_63_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_63_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_63_3 ? core_l_3_sum : 16'h0)));
      end
    end
    if(when_LpMepcEngine_l486) begin
      core_rdPtr <= (core_rdPtr + 8'h01);
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
        if(_zz_1[32]) begin
          core_mS_32 <= core_rs_rX;
        end
        if(_zz_1[33]) begin
          core_mS_33 <= core_rs_rX;
        end
        if(_zz_1[34]) begin
          core_mS_34 <= core_rs_rX;
        end
        if(_zz_1[35]) begin
          core_mS_35 <= core_rs_rX;
        end
        if(_zz_1[36]) begin
          core_mS_36 <= core_rs_rX;
        end
        if(_zz_1[37]) begin
          core_mS_37 <= core_rs_rX;
        end
        if(_zz_1[38]) begin
          core_mS_38 <= core_rs_rX;
        end
        if(_zz_1[39]) begin
          core_mS_39 <= core_rs_rX;
        end
        if(_zz_1[40]) begin
          core_mS_40 <= core_rs_rX;
        end
        if(_zz_1[41]) begin
          core_mS_41 <= core_rs_rX;
        end
        if(_zz_1[42]) begin
          core_mS_42 <= core_rs_rX;
        end
        if(_zz_1[43]) begin
          core_mS_43 <= core_rs_rX;
        end
        if(_zz_1[44]) begin
          core_mS_44 <= core_rs_rX;
        end
        if(_zz_1[45]) begin
          core_mS_45 <= core_rs_rX;
        end
        if(_zz_1[46]) begin
          core_mS_46 <= core_rs_rX;
        end
        if(_zz_1[47]) begin
          core_mS_47 <= core_rs_rX;
        end
        if(_zz_1[48]) begin
          core_mS_48 <= core_rs_rX;
        end
        if(_zz_1[49]) begin
          core_mS_49 <= core_rs_rX;
        end
        if(_zz_1[50]) begin
          core_mS_50 <= core_rs_rX;
        end
        if(_zz_1[51]) begin
          core_mS_51 <= core_rs_rX;
        end
        if(_zz_1[52]) begin
          core_mS_52 <= core_rs_rX;
        end
        if(_zz_1[53]) begin
          core_mS_53 <= core_rs_rX;
        end
        if(_zz_1[54]) begin
          core_mS_54 <= core_rs_rX;
        end
        if(_zz_1[55]) begin
          core_mS_55 <= core_rs_rX;
        end
        if(_zz_1[56]) begin
          core_mS_56 <= core_rs_rX;
        end
        if(_zz_1[57]) begin
          core_mS_57 <= core_rs_rX;
        end
        if(_zz_1[58]) begin
          core_mS_58 <= core_rs_rX;
        end
        if(_zz_1[59]) begin
          core_mS_59 <= core_rs_rX;
        end
        if(_zz_1[60]) begin
          core_mS_60 <= core_rs_rX;
        end
        if(_zz_1[61]) begin
          core_mS_61 <= core_rs_rX;
        end
        if(_zz_1[62]) begin
          core_mS_62 <= core_rs_rX;
        end
        if(_zz_1[63]) begin
          core_mS_63 <= core_rs_rX;
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
        if(_zz_2[32]) begin
          core_mW_32 <= core_rs_rWx;
        end
        if(_zz_2[33]) begin
          core_mW_33 <= core_rs_rWx;
        end
        if(_zz_2[34]) begin
          core_mW_34 <= core_rs_rWx;
        end
        if(_zz_2[35]) begin
          core_mW_35 <= core_rs_rWx;
        end
        if(_zz_2[36]) begin
          core_mW_36 <= core_rs_rWx;
        end
        if(_zz_2[37]) begin
          core_mW_37 <= core_rs_rWx;
        end
        if(_zz_2[38]) begin
          core_mW_38 <= core_rs_rWx;
        end
        if(_zz_2[39]) begin
          core_mW_39 <= core_rs_rWx;
        end
        if(_zz_2[40]) begin
          core_mW_40 <= core_rs_rWx;
        end
        if(_zz_2[41]) begin
          core_mW_41 <= core_rs_rWx;
        end
        if(_zz_2[42]) begin
          core_mW_42 <= core_rs_rWx;
        end
        if(_zz_2[43]) begin
          core_mW_43 <= core_rs_rWx;
        end
        if(_zz_2[44]) begin
          core_mW_44 <= core_rs_rWx;
        end
        if(_zz_2[45]) begin
          core_mW_45 <= core_rs_rWx;
        end
        if(_zz_2[46]) begin
          core_mW_46 <= core_rs_rWx;
        end
        if(_zz_2[47]) begin
          core_mW_47 <= core_rs_rWx;
        end
        if(_zz_2[48]) begin
          core_mW_48 <= core_rs_rWx;
        end
        if(_zz_2[49]) begin
          core_mW_49 <= core_rs_rWx;
        end
        if(_zz_2[50]) begin
          core_mW_50 <= core_rs_rWx;
        end
        if(_zz_2[51]) begin
          core_mW_51 <= core_rs_rWx;
        end
        if(_zz_2[52]) begin
          core_mW_52 <= core_rs_rWx;
        end
        if(_zz_2[53]) begin
          core_mW_53 <= core_rs_rWx;
        end
        if(_zz_2[54]) begin
          core_mW_54 <= core_rs_rWx;
        end
        if(_zz_2[55]) begin
          core_mW_55 <= core_rs_rWx;
        end
        if(_zz_2[56]) begin
          core_mW_56 <= core_rs_rWx;
        end
        if(_zz_2[57]) begin
          core_mW_57 <= core_rs_rWx;
        end
        if(_zz_2[58]) begin
          core_mW_58 <= core_rs_rWx;
        end
        if(_zz_2[59]) begin
          core_mW_59 <= core_rs_rWx;
        end
        if(_zz_2[60]) begin
          core_mW_60 <= core_rs_rWx;
        end
        if(_zz_2[61]) begin
          core_mW_61 <= core_rs_rWx;
        end
        if(_zz_2[62]) begin
          core_mW_62 <= core_rs_rWx;
        end
        if(_zz_2[63]) begin
          core_mW_63 <= core_rs_rWx;
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
        if(_zz_3[32]) begin
          core_mS_32 <= core_rs_rB;
        end
        if(_zz_3[33]) begin
          core_mS_33 <= core_rs_rB;
        end
        if(_zz_3[34]) begin
          core_mS_34 <= core_rs_rB;
        end
        if(_zz_3[35]) begin
          core_mS_35 <= core_rs_rB;
        end
        if(_zz_3[36]) begin
          core_mS_36 <= core_rs_rB;
        end
        if(_zz_3[37]) begin
          core_mS_37 <= core_rs_rB;
        end
        if(_zz_3[38]) begin
          core_mS_38 <= core_rs_rB;
        end
        if(_zz_3[39]) begin
          core_mS_39 <= core_rs_rB;
        end
        if(_zz_3[40]) begin
          core_mS_40 <= core_rs_rB;
        end
        if(_zz_3[41]) begin
          core_mS_41 <= core_rs_rB;
        end
        if(_zz_3[42]) begin
          core_mS_42 <= core_rs_rB;
        end
        if(_zz_3[43]) begin
          core_mS_43 <= core_rs_rB;
        end
        if(_zz_3[44]) begin
          core_mS_44 <= core_rs_rB;
        end
        if(_zz_3[45]) begin
          core_mS_45 <= core_rs_rB;
        end
        if(_zz_3[46]) begin
          core_mS_46 <= core_rs_rB;
        end
        if(_zz_3[47]) begin
          core_mS_47 <= core_rs_rB;
        end
        if(_zz_3[48]) begin
          core_mS_48 <= core_rs_rB;
        end
        if(_zz_3[49]) begin
          core_mS_49 <= core_rs_rB;
        end
        if(_zz_3[50]) begin
          core_mS_50 <= core_rs_rB;
        end
        if(_zz_3[51]) begin
          core_mS_51 <= core_rs_rB;
        end
        if(_zz_3[52]) begin
          core_mS_52 <= core_rs_rB;
        end
        if(_zz_3[53]) begin
          core_mS_53 <= core_rs_rB;
        end
        if(_zz_3[54]) begin
          core_mS_54 <= core_rs_rB;
        end
        if(_zz_3[55]) begin
          core_mS_55 <= core_rs_rB;
        end
        if(_zz_3[56]) begin
          core_mS_56 <= core_rs_rB;
        end
        if(_zz_3[57]) begin
          core_mS_57 <= core_rs_rB;
        end
        if(_zz_3[58]) begin
          core_mS_58 <= core_rs_rB;
        end
        if(_zz_3[59]) begin
          core_mS_59 <= core_rs_rB;
        end
        if(_zz_3[60]) begin
          core_mS_60 <= core_rs_rB;
        end
        if(_zz_3[61]) begin
          core_mS_61 <= core_rs_rB;
        end
        if(_zz_3[62]) begin
          core_mS_62 <= core_rs_rB;
        end
        if(_zz_3[63]) begin
          core_mS_63 <= core_rs_rB;
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
        if(_zz_4[32]) begin
          core_mW_32 <= core_rs_rWy;
        end
        if(_zz_4[33]) begin
          core_mW_33 <= core_rs_rWy;
        end
        if(_zz_4[34]) begin
          core_mW_34 <= core_rs_rWy;
        end
        if(_zz_4[35]) begin
          core_mW_35 <= core_rs_rWy;
        end
        if(_zz_4[36]) begin
          core_mW_36 <= core_rs_rWy;
        end
        if(_zz_4[37]) begin
          core_mW_37 <= core_rs_rWy;
        end
        if(_zz_4[38]) begin
          core_mW_38 <= core_rs_rWy;
        end
        if(_zz_4[39]) begin
          core_mW_39 <= core_rs_rWy;
        end
        if(_zz_4[40]) begin
          core_mW_40 <= core_rs_rWy;
        end
        if(_zz_4[41]) begin
          core_mW_41 <= core_rs_rWy;
        end
        if(_zz_4[42]) begin
          core_mW_42 <= core_rs_rWy;
        end
        if(_zz_4[43]) begin
          core_mW_43 <= core_rs_rWy;
        end
        if(_zz_4[44]) begin
          core_mW_44 <= core_rs_rWy;
        end
        if(_zz_4[45]) begin
          core_mW_45 <= core_rs_rWy;
        end
        if(_zz_4[46]) begin
          core_mW_46 <= core_rs_rWy;
        end
        if(_zz_4[47]) begin
          core_mW_47 <= core_rs_rWy;
        end
        if(_zz_4[48]) begin
          core_mW_48 <= core_rs_rWy;
        end
        if(_zz_4[49]) begin
          core_mW_49 <= core_rs_rWy;
        end
        if(_zz_4[50]) begin
          core_mW_50 <= core_rs_rWy;
        end
        if(_zz_4[51]) begin
          core_mW_51 <= core_rs_rWy;
        end
        if(_zz_4[52]) begin
          core_mW_52 <= core_rs_rWy;
        end
        if(_zz_4[53]) begin
          core_mW_53 <= core_rs_rWy;
        end
        if(_zz_4[54]) begin
          core_mW_54 <= core_rs_rWy;
        end
        if(_zz_4[55]) begin
          core_mW_55 <= core_rs_rWy;
        end
        if(_zz_4[56]) begin
          core_mW_56 <= core_rs_rWy;
        end
        if(_zz_4[57]) begin
          core_mW_57 <= core_rs_rWy;
        end
        if(_zz_4[58]) begin
          core_mW_58 <= core_rs_rWy;
        end
        if(_zz_4[59]) begin
          core_mW_59 <= core_rs_rWy;
        end
        if(_zz_4[60]) begin
          core_mW_60 <= core_rs_rWy;
        end
        if(_zz_4[61]) begin
          core_mW_61 <= core_rs_rWy;
        end
        if(_zz_4[62]) begin
          core_mW_62 <= core_rs_rWy;
        end
        if(_zz_4[63]) begin
          core_mW_63 <= core_rs_rWy;
        end
        core_freeS[core_rs_rY] <= 1'b0;
      end
    end
    core_resD <= _zz_core_resD;
    core_resW <= _zz_core_resW;
  end


endmodule
