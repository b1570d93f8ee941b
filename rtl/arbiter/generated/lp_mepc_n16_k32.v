// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : lp_mepc_n16_k32



module lp_mepc_n16_k32 (
  input  wire          clk,
  input  wire          rst,
  input  wire          upd_valid,
  output wire          upd_ready,
  input  wire [3:0]    upd_src,
  input  wire [3:0]    upd_dst,
  input  wire [16:0]   upd_delta,
  input  wire [15:0]   cap,
  input  wire [15:0]   lock_s,
  input  wire [15:0]   lock_d,
  input  wire          start,
  output wire          busy,
  output wire          done,
  output wire [19:0]   res_total,
  output wire [4:0]    res_count,
  output wire [15:0]   last_cycles,
  input  wire [3:0]    res_idx,
  output wire          res_v,
  output wire [3:0]    res_dst,
  output wire [15:0]   res_w,
  input  wire [4:0]    tab_idx,
  output wire          tab_v,
  output wire [3:0]    tab_src,
  output wire [3:0]    tab_dst,
  output wire [15:0]   tab_sum,
  output wire [5:0]    tab_count,
  output wire          wr_v,
  output wire [3:0]    wr_src,
  output wire [3:0]    wr_dst,
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
  wire       [25:0]   _zz_core_hitRow_5;
  wire                _zz_core_hitRow_6;
  wire                _zz_core_hitRow_7;
  wire                _zz_core_hitRow_8;
  wire                _zz_core_hitRow_9;
  wire       [0:0]    _zz_core_hitRow_10;
  wire       [21:0]   _zz_core_hitRow_11;
  wire                _zz_core_hitRow_12;
  wire                _zz_core_hitRow_13;
  wire                _zz_core_hitRow_14;
  wire                _zz_core_hitRow_15;
  wire       [0:0]    _zz_core_hitRow_16;
  wire       [17:0]   _zz_core_hitRow_17;
  wire                _zz_core_hitRow_18;
  wire                _zz_core_hitRow_19;
  wire                _zz_core_hitRow_20;
  wire                _zz_core_hitRow_21;
  wire       [0:0]    _zz_core_hitRow_22;
  wire       [13:0]   _zz_core_hitRow_23;
  wire                _zz_core_hitRow_24;
  wire                _zz_core_hitRow_25;
  wire                _zz_core_hitRow_26;
  wire                _zz_core_hitRow_27;
  wire       [0:0]    _zz_core_hitRow_28;
  wire       [9:0]    _zz_core_hitRow_29;
  wire                _zz_core_hitRow_30;
  wire                _zz_core_hitRow_31;
  wire                _zz_core_hitRow_32;
  wire                _zz_core_hitRow_33;
  wire       [0:0]    _zz_core_hitRow_34;
  wire       [5:0]    _zz_core_hitRow_35;
  wire                _zz_core_hitRow_36;
  wire                _zz_core_hitRow_37;
  wire                _zz_core_hitRow_38;
  wire                _zz_core_hitRow_39;
  wire       [0:0]    _zz_core_hitRow_40;
  wire       [1:0]    _zz_core_hitRow_41;
  wire                _zz_core_hitRow_42;
  wire                _zz_core_hitRow_43;
  wire       [0:0]    _zz_core_hitAny_32;
  wire       [20:0]   _zz_core_hitAny_33;
  wire       [0:0]    _zz_core_hitAny_34;
  wire       [9:0]    _zz_core_hitAny_35;
  wire       [4:0]    _zz_core_hitIdx;
  wire       [4:0]    _zz_core_hitIdx_1;
  wire       [4:0]    _zz_core_hitIdx_2;
  wire       [4:0]    _zz_core_hitIdx_3;
  wire       [4:0]    _zz_core_hitIdx_4;
  wire       [4:0]    _zz_core_hitIdx_5;
  wire       [4:0]    _zz_core_hitIdx_6;
  wire       [4:0]    _zz_core_hitIdx_7;
  wire       [4:0]    _zz_core_hitIdx_8;
  wire       [4:0]    _zz_core_hitIdx_9;
  wire       [4:0]    _zz_core_hitIdx_10;
  wire       [4:0]    _zz_core_hitIdx_11;
  wire       [4:0]    _zz_core_hitIdx_12;
  wire       [4:0]    _zz_core_hitIdx_13;
  wire       [4:0]    _zz_core_hitIdx_14;
  wire       [4:0]    _zz_core_hitIdx_15;
  wire       [4:0]    _zz_core_hitIdx_16;
  wire       [4:0]    _zz_core_hitIdx_17;
  wire       [4:0]    _zz_core_hitIdx_18;
  wire       [4:0]    _zz_core_hitIdx_19;
  wire       [4:0]    _zz_core_hitIdx_20;
  wire       [4:0]    _zz_core_hitIdx_21;
  wire       [4:0]    _zz_core_hitIdx_22;
  wire       [4:0]    _zz_core_hitIdx_23;
  wire       [4:0]    _zz_core_hitIdx_24;
  wire       [4:0]    _zz_core_hitIdx_25;
  wire       [4:0]    _zz_core_hitIdx_26;
  wire       [4:0]    _zz_core_hitIdx_27;
  wire       [4:0]    _zz_core_hitIdx_28;
  wire       [4:0]    _zz_core_hitIdx_29;
  wire       [4:0]    _zz_core_hitIdx_30;
  wire       [4:0]    _zz_core_hitIdx_31;
  wire       [4:0]    _zz_core_hitIdx_32;
  wire       [4:0]    _zz_core_hitIdx_33;
  wire       [4:0]    _zz_core_hitIdx_34;
  wire       [4:0]    _zz_core_hitIdx_35;
  wire       [4:0]    _zz_core_hitIdx_36;
  wire       [4:0]    _zz_core_hitIdx_37;
  wire       [4:0]    _zz_core_hitIdx_38;
  wire       [4:0]    _zz_core_hitIdx_39;
  wire       [4:0]    _zz_core_hitIdx_40;
  wire       [4:0]    _zz_core_hitIdx_41;
  wire       [4:0]    _zz_core_hitIdx_42;
  wire       [4:0]    _zz_core_hitIdx_43;
  wire       [4:0]    _zz_core_hitIdx_44;
  wire       [4:0]    _zz_core_hitIdx_45;
  wire       [4:0]    _zz_core_hitIdx_46;
  wire       [4:0]    _zz_core_hitIdx_47;
  wire       [4:0]    _zz_core_hitIdx_48;
  wire       [4:0]    _zz_core_hitIdx_49;
  wire       [4:0]    _zz_core_hitIdx_50;
  wire       [4:0]    _zz_core_hitIdx_51;
  wire       [4:0]    _zz_core_hitIdx_52;
  wire       [4:0]    _zz_core_hitIdx_53;
  wire       [4:0]    _zz_core_hitIdx_54;
  wire       [4:0]    _zz_core_hitIdx_55;
  wire       [4:0]    _zz_core_hitIdx_56;
  wire       [4:0]    _zz_core_hitIdx_57;
  wire       [4:0]    _zz_core_hitIdx_58;
  wire       [4:0]    _zz_core_hitIdx_59;
  wire       [4:0]    _zz_core_hitIdx_60;
  wire       [4:0]    _zz_core_hitIdx_61;
  wire       [4:0]    _zz_core_hitIdx_62;
  wire       [4:0]    _zz_core_hitIdx_63;
  wire       [4:0]    _zz_core_hitIdx_64;
  wire       [4:0]    _zz_core_hitIdx_65;
  wire       [4:0]    _zz_core_hitIdx_66;
  wire       [4:0]    _zz_core_hitIdx_67;
  wire       [4:0]    _zz_core_hitIdx_68;
  wire       [4:0]    _zz_core_hitIdx_69;
  wire       [4:0]    _zz_core_hitIdx_70;
  wire       [4:0]    _zz_core_hitIdx_71;
  wire       [4:0]    _zz_core_hitIdx_72;
  wire       [4:0]    _zz_core_hitIdx_73;
  wire       [4:0]    _zz_core_hitIdx_74;
  wire       [4:0]    _zz_core_hitIdx_75;
  wire       [4:0]    _zz_core_hitIdx_76;
  wire       [4:0]    _zz_core_hitIdx_77;
  wire       [4:0]    _zz_core_hitIdx_78;
  wire       [4:0]    _zz_core_hitIdx_79;
  wire       [4:0]    _zz_core_hitIdx_80;
  wire       [4:0]    _zz_core_hitIdx_81;
  wire       [4:0]    _zz_core_hitIdx_82;
  wire       [4:0]    _zz_core_hitIdx_83;
  wire       [4:0]    _zz_core_hitIdx_84;
  wire       [4:0]    _zz_core_hitIdx_85;
  wire       [4:0]    _zz_core_hitIdx_86;
  wire       [4:0]    _zz_core_hitIdx_87;
  wire       [4:0]    _zz_core_hitIdx_88;
  wire       [4:0]    _zz_core_hitIdx_89;
  wire       [4:0]    _zz_core_hitIdx_90;
  wire       [4:0]    _zz_core_hitIdx_91;
  wire       [4:0]    _zz_core_hitIdx_92;
  wire       [4:0]    _zz_core_hitIdx_93;
  wire       [4:0]    _zz_core_hitIdx_94;
  wire       [4:0]    _zz_core_hitIdx_95;
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
  wire       [17:0]   _zz_core_wr_newRaw;
  wire       [17:0]   _zz_core_wr_newRaw_1;
  wire       [17:0]   _zz_core_wr_newRaw_2;
  wire       [17:0]   _zz_core_wr_newSat;
  wire       [17:0]   _zz_core_wr_newSat_1;
  wire       [15:0]   _zz_core_wr_newSum;
  wire       [17:0]   _zz_core_wr_newSum_1;
  wire       [5:0]    _zz_core_cnt_8;
  wire       [5:0]    _zz_core_cnt_9;
  wire       [5:0]    _zz_core_cnt_10;
  reg        [5:0]    _zz_core_cnt_11;
  wire       [2:0]    _zz_core_cnt_12;
  reg        [5:0]    _zz_core_cnt_13;
  wire       [2:0]    _zz_core_cnt_14;
  wire       [5:0]    _zz_core_cnt_15;
  reg        [5:0]    _zz_core_cnt_16;
  wire       [2:0]    _zz_core_cnt_17;
  reg        [5:0]    _zz_core_cnt_18;
  wire       [2:0]    _zz_core_cnt_19;
  wire       [5:0]    _zz_core_cnt_20;
  wire       [5:0]    _zz_core_cnt_21;
  reg        [5:0]    _zz_core_cnt_22;
  wire       [2:0]    _zz_core_cnt_23;
  reg        [5:0]    _zz_core_cnt_24;
  wire       [2:0]    _zz_core_cnt_25;
  wire       [5:0]    _zz_core_cnt_26;
  reg        [5:0]    _zz_core_cnt_27;
  wire       [2:0]    _zz_core_cnt_28;
  reg        [5:0]    _zz_core_cnt_29;
  wire       [2:0]    _zz_core_cnt_30;
  wire       [5:0]    _zz_core_cnt_31;
  wire       [5:0]    _zz_core_cnt_32;
  reg        [5:0]    _zz_core_cnt_33;
  wire       [2:0]    _zz_core_cnt_34;
  reg        [5:0]    _zz_core_cnt_35;
  wire       [2:0]    _zz_core_cnt_36;
  reg        [5:0]    _zz_core_cnt_37;
  wire       [2:0]    _zz_core_cnt_38;
  wire       [1:0]    _zz_core_cnt_39;
  reg                 _zz_core_tabRd_v;
  reg        [3:0]    _zz_core_tabRd_src;
  reg        [3:0]    _zz_core_tabRd_dst;
  reg        [15:0]   _zz_core_tabRd_sum;
  reg                 _zz_core_e0_0_v;
  reg        [3:0]    _zz_core_e0_0_src;
  reg        [3:0]    _zz_core_e0_0_dst;
  reg        [15:0]   _zz_core_e0_0_sum;
  reg                 _zz_core_e0_1_v;
  reg        [3:0]    _zz_core_e0_1_src;
  reg        [3:0]    _zz_core_e0_1_dst;
  reg        [15:0]   _zz_core_e0_1_sum;
  reg                 _zz_core_e0_2_v;
  reg        [3:0]    _zz_core_e0_2_src;
  reg        [3:0]    _zz_core_e0_2_dst;
  reg        [15:0]   _zz_core_e0_2_sum;
  reg                 _zz_core_e0_3_v;
  reg        [3:0]    _zz_core_e0_3_src;
  reg        [3:0]    _zz_core_e0_3_dst;
  reg        [15:0]   _zz_core_e0_3_sum;
  wire       [19:0]   _zz_core_total;
  wire       [19:0]   _zz_core_total_1;
  wire       [19:0]   _zz_core_total_2;
  wire       [15:0]   _zz_core_total_3;
  wire       [19:0]   _zz_core_total_4;
  wire       [15:0]   _zz_core_total_5;
  wire       [19:0]   _zz_core_total_6;
  wire       [19:0]   _zz_core_total_7;
  wire       [15:0]   _zz_core_total_8;
  wire       [19:0]   _zz_core_total_9;
  wire       [15:0]   _zz_core_total_10;
  wire       [4:0]    _zz_core_count;
  wire       [4:0]    _zz_core_count_1;
  wire       [4:0]    _zz_core_count_2;
  wire       [0:0]    _zz_core_count_3;
  wire       [4:0]    _zz_core_count_4;
  wire       [0:0]    _zz_core_count_5;
  wire       [4:0]    _zz_core_count_6;
  wire       [4:0]    _zz_core_count_7;
  wire       [0:0]    _zz_core_count_8;
  wire       [4:0]    _zz_core_count_9;
  wire       [0:0]    _zz_core_count_10;
  reg        [15:0]   _zz_core_rs_wy;
  wire       [16:0]   _zz_core_rs_gain;
  wire       [16:0]   _zz_core_rs_gain_1;
  wire       [16:0]   _zz_core_rs_ok;
  reg        [3:0]    _zz_core_rs_qB;
  reg        [3:0]    _zz_core_rs_qX;
  reg        [15:0]   _zz_core_rs_qWx;
  reg        [15:0]   _zz_core_rs_qWab;
  reg        [3:0]    _zz_core_rs_pY;
  wire       [19:0]   _zz_core_total_11;
  wire       [19:0]   _zz_core_total_12;
  wire       [19:0]   _zz_core_total_13;
  wire       [19:0]   _zz_core_total_14;
  wire       [19:0]   _zz_core_total_15;
  reg        [3:0]    _zz_core_resD;
  reg        [15:0]   _zz_core_resW;
  wire       [15:0]   core_sumMax;
  reg                 core_tab_0_v;
  reg        [3:0]    core_tab_0_src;
  reg        [3:0]    core_tab_0_dst;
  reg        [15:0]   core_tab_0_sum;
  reg                 core_tab_1_v;
  reg        [3:0]    core_tab_1_src;
  reg        [3:0]    core_tab_1_dst;
  reg        [15:0]   core_tab_1_sum;
  reg                 core_tab_2_v;
  reg        [3:0]    core_tab_2_src;
  reg        [3:0]    core_tab_2_dst;
  reg        [15:0]   core_tab_2_sum;
  reg                 core_tab_3_v;
  reg        [3:0]    core_tab_3_src;
  reg        [3:0]    core_tab_3_dst;
  reg        [15:0]   core_tab_3_sum;
  reg                 core_tab_4_v;
  reg        [3:0]    core_tab_4_src;
  reg        [3:0]    core_tab_4_dst;
  reg        [15:0]   core_tab_4_sum;
  reg                 core_tab_5_v;
  reg        [3:0]    core_tab_5_src;
  reg        [3:0]    core_tab_5_dst;
  reg        [15:0]   core_tab_5_sum;
  reg                 core_tab_6_v;
  reg        [3:0]    core_tab_6_src;
  reg        [3:0]    core_tab_6_dst;
  reg        [15:0]   core_tab_6_sum;
  reg                 core_tab_7_v;
  reg        [3:0]    core_tab_7_src;
  reg        [3:0]    core_tab_7_dst;
  reg        [15:0]   core_tab_7_sum;
  reg                 core_tab_8_v;
  reg        [3:0]    core_tab_8_src;
  reg        [3:0]    core_tab_8_dst;
  reg        [15:0]   core_tab_8_sum;
  reg                 core_tab_9_v;
  reg        [3:0]    core_tab_9_src;
  reg        [3:0]    core_tab_9_dst;
  reg        [15:0]   core_tab_9_sum;
  reg                 core_tab_10_v;
  reg        [3:0]    core_tab_10_src;
  reg        [3:0]    core_tab_10_dst;
  reg        [15:0]   core_tab_10_sum;
  reg                 core_tab_11_v;
  reg        [3:0]    core_tab_11_src;
  reg        [3:0]    core_tab_11_dst;
  reg        [15:0]   core_tab_11_sum;
  reg                 core_tab_12_v;
  reg        [3:0]    core_tab_12_src;
  reg        [3:0]    core_tab_12_dst;
  reg        [15:0]   core_tab_12_sum;
  reg                 core_tab_13_v;
  reg        [3:0]    core_tab_13_src;
  reg        [3:0]    core_tab_13_dst;
  reg        [15:0]   core_tab_13_sum;
  reg                 core_tab_14_v;
  reg        [3:0]    core_tab_14_src;
  reg        [3:0]    core_tab_14_dst;
  reg        [15:0]   core_tab_14_sum;
  reg                 core_tab_15_v;
  reg        [3:0]    core_tab_15_src;
  reg        [3:0]    core_tab_15_dst;
  reg        [15:0]   core_tab_15_sum;
  reg                 core_tab_16_v;
  reg        [3:0]    core_tab_16_src;
  reg        [3:0]    core_tab_16_dst;
  reg        [15:0]   core_tab_16_sum;
  reg                 core_tab_17_v;
  reg        [3:0]    core_tab_17_src;
  reg        [3:0]    core_tab_17_dst;
  reg        [15:0]   core_tab_17_sum;
  reg                 core_tab_18_v;
  reg        [3:0]    core_tab_18_src;
  reg        [3:0]    core_tab_18_dst;
  reg        [15:0]   core_tab_18_sum;
  reg                 core_tab_19_v;
  reg        [3:0]    core_tab_19_src;
  reg        [3:0]    core_tab_19_dst;
  reg        [15:0]   core_tab_19_sum;
  reg                 core_tab_20_v;
  reg        [3:0]    core_tab_20_src;
  reg        [3:0]    core_tab_20_dst;
  reg        [15:0]   core_tab_20_sum;
  reg                 core_tab_21_v;
  reg        [3:0]    core_tab_21_src;
  reg        [3:0]    core_tab_21_dst;
  reg        [15:0]   core_tab_21_sum;
  reg                 core_tab_22_v;
  reg        [3:0]    core_tab_22_src;
  reg        [3:0]    core_tab_22_dst;
  reg        [15:0]   core_tab_22_sum;
  reg                 core_tab_23_v;
  reg        [3:0]    core_tab_23_src;
  reg        [3:0]    core_tab_23_dst;
  reg        [15:0]   core_tab_23_sum;
  reg                 core_tab_24_v;
  reg        [3:0]    core_tab_24_src;
  reg        [3:0]    core_tab_24_dst;
  reg        [15:0]   core_tab_24_sum;
  reg                 core_tab_25_v;
  reg        [3:0]    core_tab_25_src;
  reg        [3:0]    core_tab_25_dst;
  reg        [15:0]   core_tab_25_sum;
  reg                 core_tab_26_v;
  reg        [3:0]    core_tab_26_src;
  reg        [3:0]    core_tab_26_dst;
  reg        [15:0]   core_tab_26_sum;
  reg                 core_tab_27_v;
  reg        [3:0]    core_tab_27_src;
  reg        [3:0]    core_tab_27_dst;
  reg        [15:0]   core_tab_27_sum;
  reg                 core_tab_28_v;
  reg        [3:0]    core_tab_28_src;
  reg        [3:0]    core_tab_28_dst;
  reg        [15:0]   core_tab_28_sum;
  reg                 core_tab_29_v;
  reg        [3:0]    core_tab_29_src;
  reg        [3:0]    core_tab_29_dst;
  reg        [15:0]   core_tab_29_sum;
  reg                 core_tab_30_v;
  reg        [3:0]    core_tab_30_src;
  reg        [3:0]    core_tab_30_dst;
  reg        [15:0]   core_tab_30_sum;
  reg                 core_tab_31_v;
  reg        [3:0]    core_tab_31_src;
  reg        [3:0]    core_tab_31_dst;
  reg        [15:0]   core_tab_31_sum;
  wire                core_none_v;
  wire       [3:0]    core_none_src;
  wire       [3:0]    core_none_dst;
  wire       [15:0]   core_none_sum;
  reg        [1:0]    core_ph;
  reg                 core_startPend;
  reg        [1:0]    core_op;
  reg        [3:0]    core_opSrc;
  reg        [3:0]    core_opDst;
  reg        [16:0]   core_opDelta;
  reg                 core_hitAny;
  reg        [4:0]    core_hitIdx;
  reg                 core_evOverflow;
  reg                 core_evMiss;
  reg                 core_evSat;
  reg                 core_wrV;
  reg        [3:0]    core_wrSrc;
  reg        [3:0]    core_wrDst;
  reg        [15:0]   core_wrSum;
  wire                when_LpMepcEngine_l139;
  reg        [15:0]   core_oldSum;
  reg        [31:0]   core_hitRow;
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
  wire                core_wr_ins;
  wire                core_wr_change;
  wire                core_wr_ent_v;
  wire       [3:0]    core_wr_ent_src;
  wire       [3:0]    core_wr_ent_dst;
  wire       [15:0]   core_wr_ent_sum;
  wire                core_wr_rest_0_v;
  wire       [3:0]    core_wr_rest_0_src;
  wire       [3:0]    core_wr_rest_0_dst;
  wire       [15:0]   core_wr_rest_0_sum;
  wire                core_wr_rest_1_v;
  wire       [3:0]    core_wr_rest_1_src;
  wire       [3:0]    core_wr_rest_1_dst;
  wire       [15:0]   core_wr_rest_1_sum;
  wire                core_wr_rest_2_v;
  wire       [3:0]    core_wr_rest_2_src;
  wire       [3:0]    core_wr_rest_2_dst;
  wire       [15:0]   core_wr_rest_2_sum;
  wire                core_wr_rest_3_v;
  wire       [3:0]    core_wr_rest_3_src;
  wire       [3:0]    core_wr_rest_3_dst;
  wire       [15:0]   core_wr_rest_3_sum;
  wire                core_wr_rest_4_v;
  wire       [3:0]    core_wr_rest_4_src;
  wire       [3:0]    core_wr_rest_4_dst;
  wire       [15:0]   core_wr_rest_4_sum;
  wire                core_wr_rest_5_v;
  wire       [3:0]    core_wr_rest_5_src;
  wire       [3:0]    core_wr_rest_5_dst;
  wire       [15:0]   core_wr_rest_5_sum;
  wire                core_wr_rest_6_v;
  wire       [3:0]    core_wr_rest_6_src;
  wire       [3:0]    core_wr_rest_6_dst;
  wire       [15:0]   core_wr_rest_6_sum;
  wire                core_wr_rest_7_v;
  wire       [3:0]    core_wr_rest_7_src;
  wire       [3:0]    core_wr_rest_7_dst;
  wire       [15:0]   core_wr_rest_7_sum;
  wire                core_wr_rest_8_v;
  wire       [3:0]    core_wr_rest_8_src;
  wire       [3:0]    core_wr_rest_8_dst;
  wire       [15:0]   core_wr_rest_8_sum;
  wire                core_wr_rest_9_v;
  wire       [3:0]    core_wr_rest_9_src;
  wire       [3:0]    core_wr_rest_9_dst;
  wire       [15:0]   core_wr_rest_9_sum;
  wire                core_wr_rest_10_v;
  wire       [3:0]    core_wr_rest_10_src;
  wire       [3:0]    core_wr_rest_10_dst;
  wire       [15:0]   core_wr_rest_10_sum;
  wire                core_wr_rest_11_v;
  wire       [3:0]    core_wr_rest_11_src;
  wire       [3:0]    core_wr_rest_11_dst;
  wire       [15:0]   core_wr_rest_11_sum;
  wire                core_wr_rest_12_v;
  wire       [3:0]    core_wr_rest_12_src;
  wire       [3:0]    core_wr_rest_12_dst;
  wire       [15:0]   core_wr_rest_12_sum;
  wire                core_wr_rest_13_v;
  wire       [3:0]    core_wr_rest_13_src;
  wire       [3:0]    core_wr_rest_13_dst;
  wire       [15:0]   core_wr_rest_13_sum;
  wire                core_wr_rest_14_v;
  wire       [3:0]    core_wr_rest_14_src;
  wire       [3:0]    core_wr_rest_14_dst;
  wire       [15:0]   core_wr_rest_14_sum;
  wire                core_wr_rest_15_v;
  wire       [3:0]    core_wr_rest_15_src;
  wire       [3:0]    core_wr_rest_15_dst;
  wire       [15:0]   core_wr_rest_15_sum;
  wire                core_wr_rest_16_v;
  wire       [3:0]    core_wr_rest_16_src;
  wire       [3:0]    core_wr_rest_16_dst;
  wire       [15:0]   core_wr_rest_16_sum;
  wire                core_wr_rest_17_v;
  wire       [3:0]    core_wr_rest_17_src;
  wire       [3:0]    core_wr_rest_17_dst;
  wire       [15:0]   core_wr_rest_17_sum;
  wire                core_wr_rest_18_v;
  wire       [3:0]    core_wr_rest_18_src;
  wire       [3:0]    core_wr_rest_18_dst;
  wire       [15:0]   core_wr_rest_18_sum;
  wire                core_wr_rest_19_v;
  wire       [3:0]    core_wr_rest_19_src;
  wire       [3:0]    core_wr_rest_19_dst;
  wire       [15:0]   core_wr_rest_19_sum;
  wire                core_wr_rest_20_v;
  wire       [3:0]    core_wr_rest_20_src;
  wire       [3:0]    core_wr_rest_20_dst;
  wire       [15:0]   core_wr_rest_20_sum;
  wire                core_wr_rest_21_v;
  wire       [3:0]    core_wr_rest_21_src;
  wire       [3:0]    core_wr_rest_21_dst;
  wire       [15:0]   core_wr_rest_21_sum;
  wire                core_wr_rest_22_v;
  wire       [3:0]    core_wr_rest_22_src;
  wire       [3:0]    core_wr_rest_22_dst;
  wire       [15:0]   core_wr_rest_22_sum;
  wire                core_wr_rest_23_v;
  wire       [3:0]    core_wr_rest_23_src;
  wire       [3:0]    core_wr_rest_23_dst;
  wire       [15:0]   core_wr_rest_23_sum;
  wire                core_wr_rest_24_v;
  wire       [3:0]    core_wr_rest_24_src;
  wire       [3:0]    core_wr_rest_24_dst;
  wire       [15:0]   core_wr_rest_24_sum;
  wire                core_wr_rest_25_v;
  wire       [3:0]    core_wr_rest_25_src;
  wire       [3:0]    core_wr_rest_25_dst;
  wire       [15:0]   core_wr_rest_25_sum;
  wire                core_wr_rest_26_v;
  wire       [3:0]    core_wr_rest_26_src;
  wire       [3:0]    core_wr_rest_26_dst;
  wire       [15:0]   core_wr_rest_26_sum;
  wire                core_wr_rest_27_v;
  wire       [3:0]    core_wr_rest_27_src;
  wire       [3:0]    core_wr_rest_27_dst;
  wire       [15:0]   core_wr_rest_27_sum;
  wire                core_wr_rest_28_v;
  wire       [3:0]    core_wr_rest_28_src;
  wire       [3:0]    core_wr_rest_28_dst;
  wire       [15:0]   core_wr_rest_28_sum;
  wire                core_wr_rest_29_v;
  wire       [3:0]    core_wr_rest_29_src;
  wire       [3:0]    core_wr_rest_29_dst;
  wire       [15:0]   core_wr_rest_29_sum;
  wire                core_wr_rest_30_v;
  wire       [3:0]    core_wr_rest_30_src;
  wire       [3:0]    core_wr_rest_30_dst;
  wire       [15:0]   core_wr_rest_30_sum;
  wire                core_wr_rest_31_v;
  wire       [3:0]    core_wr_rest_31_src;
  wire       [3:0]    core_wr_rest_31_dst;
  wire       [15:0]   core_wr_rest_31_sum;
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
  reg        [5:0]    core_cnt;
  wire       [5:0]    _zz_core_cnt;
  wire       [5:0]    _zz_core_cnt_1;
  wire       [5:0]    _zz_core_cnt_2;
  wire       [5:0]    _zz_core_cnt_3;
  wire       [5:0]    _zz_core_cnt_4;
  wire       [5:0]    _zz_core_cnt_5;
  wire       [5:0]    _zz_core_cnt_6;
  wire       [5:0]    _zz_core_cnt_7;
  reg                 core_tabRd_v;
  reg        [3:0]    core_tabRd_src;
  reg        [3:0]    core_tabRd_dst;
  reg        [15:0]   core_tabRd_sum;
  reg        [15:0]   core_freeS;
  reg        [15:0]   core_freeD;
  reg        [15:0]   core_mSv;
  reg        [15:0]   core_mDv;
  reg        [3:0]    core_mS_0;
  reg        [3:0]    core_mS_1;
  reg        [3:0]    core_mS_2;
  reg        [3:0]    core_mS_3;
  reg        [3:0]    core_mS_4;
  reg        [3:0]    core_mS_5;
  reg        [3:0]    core_mS_6;
  reg        [3:0]    core_mS_7;
  reg        [3:0]    core_mS_8;
  reg        [3:0]    core_mS_9;
  reg        [3:0]    core_mS_10;
  reg        [3:0]    core_mS_11;
  reg        [3:0]    core_mS_12;
  reg        [3:0]    core_mS_13;
  reg        [3:0]    core_mS_14;
  reg        [3:0]    core_mS_15;
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
  reg        [15:0]   core_aSv;
  reg        [15:0]   core_oS;
  reg        [15:0]   core_oD;
  reg        [3:0]    core_aSx_0;
  reg        [3:0]    core_aSx_1;
  reg        [3:0]    core_aSx_2;
  reg        [3:0]    core_aSx_3;
  reg        [3:0]    core_aSx_4;
  reg        [3:0]    core_aSx_5;
  reg        [3:0]    core_aSx_6;
  reg        [3:0]    core_aSx_7;
  reg        [3:0]    core_aSx_8;
  reg        [3:0]    core_aSx_9;
  reg        [3:0]    core_aSx_10;
  reg        [3:0]    core_aSx_11;
  reg        [3:0]    core_aSx_12;
  reg        [3:0]    core_aSx_13;
  reg        [3:0]    core_aSx_14;
  reg        [3:0]    core_aSx_15;
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
  reg        [15:0]   core_aDv;
  reg        [3:0]    core_aDy_0;
  reg        [3:0]    core_aDy_1;
  reg        [3:0]    core_aDy_2;
  reg        [3:0]    core_aDy_3;
  reg        [3:0]    core_aDy_4;
  reg        [3:0]    core_aDy_5;
  reg        [3:0]    core_aDy_6;
  reg        [3:0]    core_aDy_7;
  reg        [3:0]    core_aDy_8;
  reg        [3:0]    core_aDy_9;
  reg        [3:0]    core_aDy_10;
  reg        [3:0]    core_aDy_11;
  reg        [3:0]    core_aDy_12;
  reg        [3:0]    core_aDy_13;
  reg        [3:0]    core_aDy_14;
  reg        [3:0]    core_aDy_15;
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
  reg        [19:0]   core_total;
  reg        [4:0]    core_count;
  reg        [15:0]   core_cyc;
  reg        [15:0]   core_lastCyc;
  reg                 core_doneR;
  reg        [5:0]    core_rdPtr;
  reg                 core_e0_0_v;
  reg        [3:0]    core_e0_0_src;
  reg        [3:0]    core_e0_0_dst;
  reg        [15:0]   core_e0_0_sum;
  reg                 core_e0_1_v;
  reg        [3:0]    core_e0_1_src;
  reg        [3:0]    core_e0_1_dst;
  reg        [15:0]   core_e0_1_sum;
  reg                 core_e0_2_v;
  reg        [3:0]    core_e0_2_src;
  reg        [3:0]    core_e0_2_dst;
  reg        [15:0]   core_e0_2_sum;
  reg                 core_e0_3_v;
  reg        [3:0]    core_e0_3_src;
  reg        [3:0]    core_e0_3_dst;
  reg        [15:0]   core_e0_3_sum;
  reg                 core_pv0;
  reg                 core_pv;
  reg                 core_l_0_v;
  reg        [3:0]    core_l_0_src;
  reg        [3:0]    core_l_0_dst;
  reg        [15:0]   core_l_0_sum;
  reg                 core_l_1_v;
  reg        [3:0]    core_l_1_src;
  reg        [3:0]    core_l_1_dst;
  reg        [15:0]   core_l_1_sum;
  reg                 core_l_2_v;
  reg        [3:0]    core_l_2_src;
  reg        [3:0]    core_l_2_dst;
  reg        [15:0]   core_l_2_sum;
  reg                 core_l_3_v;
  reg        [3:0]    core_l_3_src;
  reg        [3:0]    core_l_3_dst;
  reg        [15:0]   core_l_3_sum;
  reg        [15:0]   core_lS_0;
  reg        [15:0]   core_lS_1;
  reg        [15:0]   core_lS_2;
  reg        [15:0]   core_lS_3;
  reg        [15:0]   core_lD_0;
  reg        [15:0]   core_lD_1;
  reg        [15:0]   core_lD_2;
  reg        [15:0]   core_lD_3;
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
  wire       [2:0]    core_rdGrp;
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
  reg        [15:0]   core_g_gS_0;
  reg        [15:0]   core_g_gS_1;
  reg        [15:0]   core_g_gS_2;
  reg        [15:0]   core_g_gS_3;
  reg        [15:0]   core_g_gD_0;
  reg        [15:0]   core_g_gD_1;
  reg        [15:0]   core_g_gD_2;
  reg        [15:0]   core_g_gD_3;
  reg        [3:0]    core_g_gDst_0;
  reg        [3:0]    core_g_gDst_1;
  reg        [3:0]    core_g_gDst_2;
  reg        [3:0]    core_g_gDst_3;
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
  wire       [3:0]    core_rs_a;
  reg                 core_rs_qOk;
  reg        [3:0]    core_rs_qA;
  reg        [3:0]    core_rs_qB;
  reg        [3:0]    core_rs_qX;
  reg        [15:0]   core_rs_qWx;
  reg        [15:0]   core_rs_qWab;
  wire       [15:0]   core_rs_wy;
  wire       [16:0]   core_rs_gain;
  wire                core_rs_ok;
  reg                 core_rs_pOk;
  reg        [3:0]    core_rs_pA;
  reg        [3:0]    core_rs_pB;
  reg        [3:0]    core_rs_pX;
  reg        [3:0]    core_rs_pY;
  reg        [15:0]   core_rs_pWx;
  reg        [15:0]   core_rs_pWy;
  reg        [15:0]   core_rs_pWab;
  reg                 core_rs_rOk;
  reg        [3:0]    core_rs_rA;
  reg        [3:0]    core_rs_rB;
  reg        [3:0]    core_rs_rX;
  reg        [3:0]    core_rs_rY;
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
  wire       [15:0]   _zz_1;
  wire       [15:0]   _zz_2;
  wire       [15:0]   _zz_3;
  wire       [15:0]   _zz_4;
  wire                when_LpMepcEngine_l528;
  reg                 core_resV;
  reg        [3:0]    core_resD;
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
  assign _zz_core_cnt_8 = (_zz_core_cnt_9 + _zz_core_cnt_20);
  assign _zz_core_cnt_9 = (_zz_core_cnt_10 + _zz_core_cnt_15);
  assign _zz_core_cnt_10 = (_zz_core_cnt_11 + _zz_core_cnt_13);
  assign _zz_core_cnt_15 = (_zz_core_cnt_16 + _zz_core_cnt_18);
  assign _zz_core_cnt_20 = (_zz_core_cnt_21 + _zz_core_cnt_26);
  assign _zz_core_cnt_21 = (_zz_core_cnt_22 + _zz_core_cnt_24);
  assign _zz_core_cnt_26 = (_zz_core_cnt_27 + _zz_core_cnt_29);
  assign _zz_core_cnt_31 = (_zz_core_cnt_32 + _zz_core_cnt_37);
  assign _zz_core_cnt_32 = (_zz_core_cnt_33 + _zz_core_cnt_35);
  assign _zz_core_cnt_39 = {core_tab_31_v,core_tab_30_v};
  assign _zz_core_cnt_38 = {1'd0, _zz_core_cnt_39};
  assign _zz_core_total = (_zz_core_total_1 + _zz_core_total_6);
  assign _zz_core_total_1 = (_zz_core_total_2 + _zz_core_total_4);
  assign _zz_core_total_3 = (core_g_gTake[0] ? core_g_gW_0 : 16'h0);
  assign _zz_core_total_2 = {4'd0, _zz_core_total_3};
  assign _zz_core_total_5 = (core_g_gTake[1] ? core_g_gW_1 : 16'h0);
  assign _zz_core_total_4 = {4'd0, _zz_core_total_5};
  assign _zz_core_total_6 = (_zz_core_total_7 + _zz_core_total_9);
  assign _zz_core_total_8 = (core_g_gTake[2] ? core_g_gW_2 : 16'h0);
  assign _zz_core_total_7 = {4'd0, _zz_core_total_8};
  assign _zz_core_total_10 = (core_g_gTake[3] ? core_g_gW_3 : 16'h0);
  assign _zz_core_total_9 = {4'd0, _zz_core_total_10};
  assign _zz_core_count = (_zz_core_count_1 + _zz_core_count_6);
  assign _zz_core_count_1 = (_zz_core_count_2 + _zz_core_count_4);
  assign _zz_core_count_3 = core_g_gTake[0];
  assign _zz_core_count_2 = {4'd0, _zz_core_count_3};
  assign _zz_core_count_5 = core_g_gTake[1];
  assign _zz_core_count_4 = {4'd0, _zz_core_count_5};
  assign _zz_core_count_6 = (_zz_core_count_7 + _zz_core_count_9);
  assign _zz_core_count_8 = core_g_gTake[2];
  assign _zz_core_count_7 = {4'd0, _zz_core_count_8};
  assign _zz_core_count_10 = core_g_gTake[3];
  assign _zz_core_count_9 = {4'd0, _zz_core_count_10};
  assign _zz_core_rs_gain = {1'd0, core_rs_qWx};
  assign _zz_core_rs_gain_1 = {1'd0, core_rs_wy};
  assign _zz_core_rs_ok = {1'd0, core_rs_qWab};
  assign _zz_core_total_11 = (_zz_core_total_12 + _zz_core_total_14);
  assign _zz_core_total_12 = (core_total + _zz_core_total_13);
  assign _zz_core_total_13 = {4'd0, core_rs_rWx};
  assign _zz_core_total_14 = {4'd0, core_rs_rWy};
  assign _zz_core_total_15 = {4'd0, core_rs_rWab};
  assign _zz_core_cnt_12 = {core_tab_2_v,{core_tab_1_v,core_tab_0_v}};
  assign _zz_core_cnt_14 = {core_tab_5_v,{core_tab_4_v,core_tab_3_v}};
  assign _zz_core_cnt_17 = {core_tab_8_v,{core_tab_7_v,core_tab_6_v}};
  assign _zz_core_cnt_19 = {core_tab_11_v,{core_tab_10_v,core_tab_9_v}};
  assign _zz_core_cnt_23 = {core_tab_14_v,{core_tab_13_v,core_tab_12_v}};
  assign _zz_core_cnt_25 = {core_tab_17_v,{core_tab_16_v,core_tab_15_v}};
  assign _zz_core_cnt_28 = {core_tab_20_v,{core_tab_19_v,core_tab_18_v}};
  assign _zz_core_cnt_30 = {core_tab_23_v,{core_tab_22_v,core_tab_21_v}};
  assign _zz_core_cnt_34 = {core_tab_26_v,{core_tab_25_v,core_tab_24_v}};
  assign _zz_core_cnt_36 = {core_tab_29_v,{core_tab_28_v,core_tab_27_v}};
  assign _zz_core_hitRow = (core_tab_29_src == upd_src);
  assign _zz_core_hitRow_1 = (core_tab_28_v && (core_tab_28_src == upd_src));
  assign _zz_core_hitRow_2 = (core_tab_28_dst == upd_dst);
  assign _zz_core_hitRow_3 = ((core_tab_27_v && (core_tab_27_src == upd_src)) && (core_tab_27_dst == upd_dst));
  assign _zz_core_hitRow_4 = ((core_tab_26_v && (core_tab_26_src == upd_src)) && (core_tab_26_dst == upd_dst));
  assign _zz_core_hitRow_5 = {((core_tab_25_v && _zz_core_hitRow_6) && (core_tab_25_dst == upd_dst)),{(_zz_core_hitRow_7 && _zz_core_hitRow_8),{_zz_core_hitRow_9,{_zz_core_hitRow_10,_zz_core_hitRow_11}}}};
  assign _zz_core_hitRow_6 = (core_tab_25_src == upd_src);
  assign _zz_core_hitRow_7 = (core_tab_24_v && (core_tab_24_src == upd_src));
  assign _zz_core_hitRow_8 = (core_tab_24_dst == upd_dst);
  assign _zz_core_hitRow_9 = ((core_tab_23_v && (core_tab_23_src == upd_src)) && (core_tab_23_dst == upd_dst));
  assign _zz_core_hitRow_10 = ((core_tab_22_v && (core_tab_22_src == upd_src)) && (core_tab_22_dst == upd_dst));
  assign _zz_core_hitRow_11 = {((core_tab_21_v && _zz_core_hitRow_12) && (core_tab_21_dst == upd_dst)),{(_zz_core_hitRow_13 && _zz_core_hitRow_14),{_zz_core_hitRow_15,{_zz_core_hitRow_16,_zz_core_hitRow_17}}}};
  assign _zz_core_hitRow_12 = (core_tab_21_src == upd_src);
  assign _zz_core_hitRow_13 = (core_tab_20_v && (core_tab_20_src == upd_src));
  assign _zz_core_hitRow_14 = (core_tab_20_dst == upd_dst);
  assign _zz_core_hitRow_15 = ((core_tab_19_v && (core_tab_19_src == upd_src)) && (core_tab_19_dst == upd_dst));
  assign _zz_core_hitRow_16 = ((core_tab_18_v && (core_tab_18_src == upd_src)) && (core_tab_18_dst == upd_dst));
  assign _zz_core_hitRow_17 = {((core_tab_17_v && _zz_core_hitRow_18) && (core_tab_17_dst == upd_dst)),{(_zz_core_hitRow_19 && _zz_core_hitRow_20),{_zz_core_hitRow_21,{_zz_core_hitRow_22,_zz_core_hitRow_23}}}};
  assign _zz_core_hitRow_18 = (core_tab_17_src == upd_src);
  assign _zz_core_hitRow_19 = (core_tab_16_v && (core_tab_16_src == upd_src));
  assign _zz_core_hitRow_20 = (core_tab_16_dst == upd_dst);
  assign _zz_core_hitRow_21 = ((core_tab_15_v && (core_tab_15_src == upd_src)) && (core_tab_15_dst == upd_dst));
  assign _zz_core_hitRow_22 = ((core_tab_14_v && (core_tab_14_src == upd_src)) && (core_tab_14_dst == upd_dst));
  assign _zz_core_hitRow_23 = {((core_tab_13_v && _zz_core_hitRow_24) && (core_tab_13_dst == upd_dst)),{(_zz_core_hitRow_25 && _zz_core_hitRow_26),{_zz_core_hitRow_27,{_zz_core_hitRow_28,_zz_core_hitRow_29}}}};
  assign _zz_core_hitRow_24 = (core_tab_13_src == upd_src);
  assign _zz_core_hitRow_25 = (core_tab_12_v && (core_tab_12_src == upd_src));
  assign _zz_core_hitRow_26 = (core_tab_12_dst == upd_dst);
  assign _zz_core_hitRow_27 = ((core_tab_11_v && (core_tab_11_src == upd_src)) && (core_tab_11_dst == upd_dst));
  assign _zz_core_hitRow_28 = ((core_tab_10_v && (core_tab_10_src == upd_src)) && (core_tab_10_dst == upd_dst));
  assign _zz_core_hitRow_29 = {((core_tab_9_v && _zz_core_hitRow_30) && (core_tab_9_dst == upd_dst)),{(_zz_core_hitRow_31 && _zz_core_hitRow_32),{_zz_core_hitRow_33,{_zz_core_hitRow_34,_zz_core_hitRow_35}}}};
  assign _zz_core_hitRow_30 = (core_tab_9_src == upd_src);
  assign _zz_core_hitRow_31 = (core_tab_8_v && (core_tab_8_src == upd_src));
  assign _zz_core_hitRow_32 = (core_tab_8_dst == upd_dst);
  assign _zz_core_hitRow_33 = ((core_tab_7_v && (core_tab_7_src == upd_src)) && (core_tab_7_dst == upd_dst));
  assign _zz_core_hitRow_34 = ((core_tab_6_v && (core_tab_6_src == upd_src)) && (core_tab_6_dst == upd_dst));
  assign _zz_core_hitRow_35 = {((core_tab_5_v && _zz_core_hitRow_36) && (core_tab_5_dst == upd_dst)),{(_zz_core_hitRow_37 && _zz_core_hitRow_38),{_zz_core_hitRow_39,{_zz_core_hitRow_40,_zz_core_hitRow_41}}}};
  assign _zz_core_hitRow_36 = (core_tab_5_src == upd_src);
  assign _zz_core_hitRow_37 = (core_tab_4_v && (core_tab_4_src == upd_src));
  assign _zz_core_hitRow_38 = (core_tab_4_dst == upd_dst);
  assign _zz_core_hitRow_39 = ((core_tab_3_v && (core_tab_3_src == upd_src)) && (core_tab_3_dst == upd_dst));
  assign _zz_core_hitRow_40 = ((core_tab_2_v && (core_tab_2_src == upd_src)) && (core_tab_2_dst == upd_dst));
  assign _zz_core_hitRow_41 = {((core_tab_1_v && _zz_core_hitRow_42) && (core_tab_1_dst == upd_dst)),((core_tab_0_v && _zz_core_hitRow_43) && (core_tab_0_dst == upd_dst))};
  assign _zz_core_hitRow_42 = (core_tab_1_src == upd_src);
  assign _zz_core_hitRow_43 = (core_tab_0_src == upd_src);
  assign _zz_core_hitAny_32 = _zz_core_hitAny_21;
  assign _zz_core_hitAny_33 = {_zz_core_hitAny_20,{_zz_core_hitAny_19,{_zz_core_hitAny_18,{_zz_core_hitAny_17,{_zz_core_hitAny_16,{_zz_core_hitAny_15,{_zz_core_hitAny_14,{_zz_core_hitAny_13,{_zz_core_hitAny_12,{_zz_core_hitAny_11,{_zz_core_hitAny_34,_zz_core_hitAny_35}}}}}}}}}}};
  assign _zz_core_hitAny_34 = _zz_core_hitAny_10;
  assign _zz_core_hitAny_35 = {_zz_core_hitAny_9,{_zz_core_hitAny_8,{_zz_core_hitAny_7,{_zz_core_hitAny_6,{_zz_core_hitAny_5,{_zz_core_hitAny_4,{_zz_core_hitAny_3,{_zz_core_hitAny_2,{_zz_core_hitAny_1,_zz_core_hitAny}}}}}}}}};
  assign _zz_core_hitIdx = (_zz_core_hitAny ? _zz_core_hitIdx_1 : _zz_core_hitIdx_2);
  assign _zz_core_hitIdx_3 = (_zz_core_hitAny_1 ? _zz_core_hitIdx_4 : _zz_core_hitIdx_5);
  assign _zz_core_hitIdx_6 = (_zz_core_hitAny_2 ? _zz_core_hitIdx_7 : _zz_core_hitIdx_8);
  assign _zz_core_hitIdx_9 = (_zz_core_hitAny_3 ? _zz_core_hitIdx_10 : _zz_core_hitIdx_11);
  assign _zz_core_hitIdx_12 = (_zz_core_hitAny_4 ? _zz_core_hitIdx_13 : _zz_core_hitIdx_14);
  assign _zz_core_hitIdx_15 = (_zz_core_hitAny_5 ? _zz_core_hitIdx_16 : _zz_core_hitIdx_17);
  assign _zz_core_hitIdx_18 = (_zz_core_hitAny_6 ? _zz_core_hitIdx_19 : _zz_core_hitIdx_20);
  assign _zz_core_hitIdx_21 = (_zz_core_hitAny_7 ? _zz_core_hitIdx_22 : _zz_core_hitIdx_23);
  assign _zz_core_hitIdx_24 = (_zz_core_hitAny_8 ? _zz_core_hitIdx_25 : _zz_core_hitIdx_26);
  assign _zz_core_hitIdx_27 = (_zz_core_hitAny_9 ? _zz_core_hitIdx_28 : _zz_core_hitIdx_29);
  assign _zz_core_hitIdx_30 = (_zz_core_hitAny_10 ? _zz_core_hitIdx_31 : _zz_core_hitIdx_32);
  assign _zz_core_hitIdx_33 = (_zz_core_hitAny_11 ? _zz_core_hitIdx_34 : _zz_core_hitIdx_35);
  assign _zz_core_hitIdx_36 = (_zz_core_hitAny_12 ? _zz_core_hitIdx_37 : _zz_core_hitIdx_38);
  assign _zz_core_hitIdx_39 = (_zz_core_hitAny_13 ? _zz_core_hitIdx_40 : _zz_core_hitIdx_41);
  assign _zz_core_hitIdx_42 = (_zz_core_hitAny_14 ? _zz_core_hitIdx_43 : _zz_core_hitIdx_44);
  assign _zz_core_hitIdx_45 = (_zz_core_hitAny_15 ? _zz_core_hitIdx_46 : _zz_core_hitIdx_47);
  assign _zz_core_hitIdx_48 = (_zz_core_hitAny_16 ? _zz_core_hitIdx_49 : _zz_core_hitIdx_50);
  assign _zz_core_hitIdx_51 = (_zz_core_hitAny_17 ? _zz_core_hitIdx_52 : _zz_core_hitIdx_53);
  assign _zz_core_hitIdx_54 = (_zz_core_hitAny_18 ? _zz_core_hitIdx_55 : _zz_core_hitIdx_56);
  assign _zz_core_hitIdx_57 = (_zz_core_hitAny_19 ? _zz_core_hitIdx_58 : _zz_core_hitIdx_59);
  assign _zz_core_hitIdx_60 = (_zz_core_hitAny_20 ? _zz_core_hitIdx_61 : _zz_core_hitIdx_62);
  assign _zz_core_hitIdx_63 = (_zz_core_hitAny_21 ? _zz_core_hitIdx_64 : _zz_core_hitIdx_65);
  assign _zz_core_hitIdx_66 = (_zz_core_hitAny_22 ? _zz_core_hitIdx_67 : _zz_core_hitIdx_68);
  assign _zz_core_hitIdx_69 = (_zz_core_hitAny_23 ? _zz_core_hitIdx_70 : _zz_core_hitIdx_71);
  assign _zz_core_hitIdx_72 = (_zz_core_hitAny_24 ? _zz_core_hitIdx_73 : _zz_core_hitIdx_74);
  assign _zz_core_hitIdx_75 = (_zz_core_hitAny_25 ? _zz_core_hitIdx_76 : _zz_core_hitIdx_77);
  assign _zz_core_hitIdx_78 = (_zz_core_hitAny_26 ? _zz_core_hitIdx_79 : _zz_core_hitIdx_80);
  assign _zz_core_hitIdx_81 = (_zz_core_hitAny_27 ? _zz_core_hitIdx_82 : _zz_core_hitIdx_83);
  assign _zz_core_hitIdx_84 = (_zz_core_hitAny_28 ? _zz_core_hitIdx_85 : _zz_core_hitIdx_86);
  assign _zz_core_hitIdx_87 = (_zz_core_hitAny_29 ? _zz_core_hitIdx_88 : _zz_core_hitIdx_89);
  assign _zz_core_hitIdx_90 = (_zz_core_hitAny_30 ? _zz_core_hitIdx_91 : _zz_core_hitIdx_92);
  assign _zz_core_hitIdx_93 = (_zz_core_hitAny_31 ? _zz_core_hitIdx_94 : _zz_core_hitIdx_95);
  assign _zz_core_hitIdx_1 = 5'h0;
  assign _zz_core_hitIdx_2 = 5'h0;
  assign _zz_core_hitIdx_4 = 5'h01;
  assign _zz_core_hitIdx_5 = 5'h0;
  assign _zz_core_hitIdx_7 = 5'h02;
  assign _zz_core_hitIdx_8 = 5'h0;
  assign _zz_core_hitIdx_10 = 5'h03;
  assign _zz_core_hitIdx_11 = 5'h0;
  assign _zz_core_hitIdx_13 = 5'h04;
  assign _zz_core_hitIdx_14 = 5'h0;
  assign _zz_core_hitIdx_16 = 5'h05;
  assign _zz_core_hitIdx_17 = 5'h0;
  assign _zz_core_hitIdx_19 = 5'h06;
  assign _zz_core_hitIdx_20 = 5'h0;
  assign _zz_core_hitIdx_22 = 5'h07;
  assign _zz_core_hitIdx_23 = 5'h0;
  assign _zz_core_hitIdx_25 = 5'h08;
  assign _zz_core_hitIdx_26 = 5'h0;
  assign _zz_core_hitIdx_28 = 5'h09;
  assign _zz_core_hitIdx_29 = 5'h0;
  assign _zz_core_hitIdx_31 = 5'h0a;
  assign _zz_core_hitIdx_32 = 5'h0;
  assign _zz_core_hitIdx_34 = 5'h0b;
  assign _zz_core_hitIdx_35 = 5'h0;
  assign _zz_core_hitIdx_37 = 5'h0c;
  assign _zz_core_hitIdx_38 = 5'h0;
  assign _zz_core_hitIdx_40 = 5'h0d;
  assign _zz_core_hitIdx_41 = 5'h0;
  assign _zz_core_hitIdx_43 = 5'h0e;
  assign _zz_core_hitIdx_44 = 5'h0;
  assign _zz_core_hitIdx_46 = 5'h0f;
  assign _zz_core_hitIdx_47 = 5'h0;
  assign _zz_core_hitIdx_49 = 5'h10;
  assign _zz_core_hitIdx_50 = 5'h0;
  assign _zz_core_hitIdx_52 = 5'h11;
  assign _zz_core_hitIdx_53 = 5'h0;
  assign _zz_core_hitIdx_55 = 5'h12;
  assign _zz_core_hitIdx_56 = 5'h0;
  assign _zz_core_hitIdx_58 = 5'h13;
  assign _zz_core_hitIdx_59 = 5'h0;
  assign _zz_core_hitIdx_61 = 5'h14;
  assign _zz_core_hitIdx_62 = 5'h0;
  assign _zz_core_hitIdx_64 = 5'h15;
  assign _zz_core_hitIdx_65 = 5'h0;
  assign _zz_core_hitIdx_67 = 5'h16;
  assign _zz_core_hitIdx_68 = 5'h0;
  assign _zz_core_hitIdx_70 = 5'h17;
  assign _zz_core_hitIdx_71 = 5'h0;
  assign _zz_core_hitIdx_73 = 5'h18;
  assign _zz_core_hitIdx_74 = 5'h0;
  assign _zz_core_hitIdx_76 = 5'h19;
  assign _zz_core_hitIdx_77 = 5'h0;
  assign _zz_core_hitIdx_79 = 5'h1a;
  assign _zz_core_hitIdx_80 = 5'h0;
  assign _zz_core_hitIdx_82 = 5'h1b;
  assign _zz_core_hitIdx_83 = 5'h0;
  assign _zz_core_hitIdx_85 = 5'h1c;
  assign _zz_core_hitIdx_86 = 5'h0;
  assign _zz_core_hitIdx_88 = 5'h1d;
  assign _zz_core_hitIdx_89 = 5'h0;
  assign _zz_core_hitIdx_91 = 5'h1e;
  assign _zz_core_hitIdx_92 = 5'h0;
  assign _zz_core_hitIdx_94 = 5'h1f;
  assign _zz_core_hitIdx_95 = 5'h0;
  assign _zz_core_oldSum = (_zz_core_hitAny ? core_tab_0_sum : _zz_core_oldSum_1);
  assign _zz_core_oldSum_2 = (_zz_core_hitAny_1 ? core_tab_1_sum : _zz_core_oldSum_3);
  assign _zz_core_oldSum_4 = (_zz_core_hitAny_2 ? core_tab_2_sum : _zz_core_oldSum_5);
  assign _zz_core_oldSum_6 = (_zz_core_hitAny_3 ? core_tab_3_sum : _zz_core_oldSum_7);
  assign _zz_core_oldSum_8 = (_zz_core_hitAny_4 ? core_tab_4_sum : _zz_core_oldSum_9);
  assign _zz_core_oldSum_10 = (_zz_core_hitAny_5 ? core_tab_5_sum : _zz_core_oldSum_11);
  assign _zz_core_oldSum_12 = (_zz_core_hitAny_6 ? core_tab_6_sum : _zz_core_oldSum_13);
  assign _zz_core_oldSum_14 = (_zz_core_hitAny_7 ? core_tab_7_sum : _zz_core_oldSum_15);
  assign _zz_core_oldSum_16 = (_zz_core_hitAny_8 ? core_tab_8_sum : _zz_core_oldSum_17);
  assign _zz_core_oldSum_18 = (_zz_core_hitAny_9 ? core_tab_9_sum : _zz_core_oldSum_19);
  assign _zz_core_oldSum_20 = (_zz_core_hitAny_10 ? core_tab_10_sum : _zz_core_oldSum_21);
  assign _zz_core_oldSum_22 = (_zz_core_hitAny_11 ? core_tab_11_sum : _zz_core_oldSum_23);
  assign _zz_core_oldSum_24 = (_zz_core_hitAny_12 ? core_tab_12_sum : _zz_core_oldSum_25);
  assign _zz_core_oldSum_26 = (_zz_core_hitAny_13 ? core_tab_13_sum : _zz_core_oldSum_27);
  assign _zz_core_oldSum_28 = (_zz_core_hitAny_14 ? core_tab_14_sum : _zz_core_oldSum_29);
  assign _zz_core_oldSum_30 = (_zz_core_hitAny_15 ? core_tab_15_sum : _zz_core_oldSum_31);
  assign _zz_core_oldSum_32 = (_zz_core_hitAny_16 ? core_tab_16_sum : _zz_core_oldSum_33);
  assign _zz_core_oldSum_34 = (_zz_core_hitAny_17 ? core_tab_17_sum : _zz_core_oldSum_35);
  assign _zz_core_oldSum_36 = (_zz_core_hitAny_18 ? core_tab_18_sum : _zz_core_oldSum_37);
  assign _zz_core_oldSum_38 = (_zz_core_hitAny_19 ? core_tab_19_sum : _zz_core_oldSum_39);
  assign _zz_core_oldSum_40 = (_zz_core_hitAny_20 ? core_tab_20_sum : _zz_core_oldSum_41);
  assign _zz_core_oldSum_42 = (_zz_core_hitAny_21 ? core_tab_21_sum : _zz_core_oldSum_43);
  assign _zz_core_oldSum_44 = (_zz_core_hitAny_22 ? core_tab_22_sum : _zz_core_oldSum_45);
  assign _zz_core_oldSum_46 = (_zz_core_hitAny_23 ? core_tab_23_sum : _zz_core_oldSum_47);
  assign _zz_core_oldSum_48 = (_zz_core_hitAny_24 ? core_tab_24_sum : _zz_core_oldSum_49);
  assign _zz_core_oldSum_50 = (_zz_core_hitAny_25 ? core_tab_25_sum : _zz_core_oldSum_51);
  assign _zz_core_oldSum_52 = (_zz_core_hitAny_26 ? core_tab_26_sum : _zz_core_oldSum_53);
  assign _zz_core_oldSum_54 = (_zz_core_hitAny_27 ? core_tab_27_sum : _zz_core_oldSum_55);
  assign _zz_core_oldSum_56 = (_zz_core_hitAny_28 ? core_tab_28_sum : _zz_core_oldSum_57);
  assign _zz_core_oldSum_58 = (_zz_core_hitAny_29 ? core_tab_29_sum : _zz_core_oldSum_59);
  assign _zz_core_oldSum_60 = (_zz_core_hitAny_30 ? core_tab_30_sum : _zz_core_oldSum_61);
  assign _zz_core_oldSum_62 = (_zz_core_hitAny_31 ? core_tab_31_sum : _zz_core_oldSum_63);
  assign _zz_core_oldSum_1 = 16'h0;
  assign _zz_core_oldSum_3 = 16'h0;
  assign _zz_core_oldSum_5 = 16'h0;
  assign _zz_core_oldSum_7 = 16'h0;
  assign _zz_core_oldSum_9 = 16'h0;
  assign _zz_core_oldSum_11 = 16'h0;
  assign _zz_core_oldSum_13 = 16'h0;
  assign _zz_core_oldSum_15 = 16'h0;
  assign _zz_core_oldSum_17 = 16'h0;
  assign _zz_core_oldSum_19 = 16'h0;
  assign _zz_core_oldSum_21 = 16'h0;
  assign _zz_core_oldSum_23 = 16'h0;
  assign _zz_core_oldSum_25 = 16'h0;
  assign _zz_core_oldSum_27 = 16'h0;
  assign _zz_core_oldSum_29 = 16'h0;
  assign _zz_core_oldSum_31 = 16'h0;
  assign _zz_core_oldSum_33 = 16'h0;
  assign _zz_core_oldSum_35 = 16'h0;
  assign _zz_core_oldSum_37 = 16'h0;
  assign _zz_core_oldSum_39 = 16'h0;
  assign _zz_core_oldSum_41 = 16'h0;
  assign _zz_core_oldSum_43 = 16'h0;
  assign _zz_core_oldSum_45 = 16'h0;
  assign _zz_core_oldSum_47 = 16'h0;
  assign _zz_core_oldSum_49 = 16'h0;
  assign _zz_core_oldSum_51 = 16'h0;
  assign _zz_core_oldSum_53 = 16'h0;
  assign _zz_core_oldSum_55 = 16'h0;
  assign _zz_core_oldSum_57 = 16'h0;
  assign _zz_core_oldSum_59 = 16'h0;
  assign _zz_core_oldSum_61 = 16'h0;
  assign _zz_core_oldSum_63 = 16'h0;
  always @(*) begin
    case(_zz_core_cnt_12)
      3'b000 : _zz_core_cnt_11 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_11 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_11 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_11 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_11 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_11 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_11 = _zz_core_cnt_6;
      default : _zz_core_cnt_11 = _zz_core_cnt_7;
    endcase
  end

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
    case(_zz_core_cnt_17)
      3'b000 : _zz_core_cnt_16 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_16 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_16 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_16 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_16 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_16 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_16 = _zz_core_cnt_6;
      default : _zz_core_cnt_16 = _zz_core_cnt_7;
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
    case(_zz_core_cnt_23)
      3'b000 : _zz_core_cnt_22 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_22 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_22 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_22 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_22 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_22 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_22 = _zz_core_cnt_6;
      default : _zz_core_cnt_22 = _zz_core_cnt_7;
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
    case(_zz_core_cnt_28)
      3'b000 : _zz_core_cnt_27 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_27 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_27 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_27 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_27 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_27 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_27 = _zz_core_cnt_6;
      default : _zz_core_cnt_27 = _zz_core_cnt_7;
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
    case(_zz_core_cnt_34)
      3'b000 : _zz_core_cnt_33 = _zz_core_cnt;
      3'b001 : _zz_core_cnt_33 = _zz_core_cnt_1;
      3'b010 : _zz_core_cnt_33 = _zz_core_cnt_2;
      3'b011 : _zz_core_cnt_33 = _zz_core_cnt_3;
      3'b100 : _zz_core_cnt_33 = _zz_core_cnt_4;
      3'b101 : _zz_core_cnt_33 = _zz_core_cnt_5;
      3'b110 : _zz_core_cnt_33 = _zz_core_cnt_6;
      default : _zz_core_cnt_33 = _zz_core_cnt_7;
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
    case(tab_idx)
      5'b00000 : begin
        _zz_core_tabRd_v = core_tab_0_v;
        _zz_core_tabRd_src = core_tab_0_src;
        _zz_core_tabRd_dst = core_tab_0_dst;
        _zz_core_tabRd_sum = core_tab_0_sum;
      end
      5'b00001 : begin
        _zz_core_tabRd_v = core_tab_1_v;
        _zz_core_tabRd_src = core_tab_1_src;
        _zz_core_tabRd_dst = core_tab_1_dst;
        _zz_core_tabRd_sum = core_tab_1_sum;
      end
      5'b00010 : begin
        _zz_core_tabRd_v = core_tab_2_v;
        _zz_core_tabRd_src = core_tab_2_src;
        _zz_core_tabRd_dst = core_tab_2_dst;
        _zz_core_tabRd_sum = core_tab_2_sum;
      end
      5'b00011 : begin
        _zz_core_tabRd_v = core_tab_3_v;
        _zz_core_tabRd_src = core_tab_3_src;
        _zz_core_tabRd_dst = core_tab_3_dst;
        _zz_core_tabRd_sum = core_tab_3_sum;
      end
      5'b00100 : begin
        _zz_core_tabRd_v = core_tab_4_v;
        _zz_core_tabRd_src = core_tab_4_src;
        _zz_core_tabRd_dst = core_tab_4_dst;
        _zz_core_tabRd_sum = core_tab_4_sum;
      end
      5'b00101 : begin
        _zz_core_tabRd_v = core_tab_5_v;
        _zz_core_tabRd_src = core_tab_5_src;
        _zz_core_tabRd_dst = core_tab_5_dst;
        _zz_core_tabRd_sum = core_tab_5_sum;
      end
      5'b00110 : begin
        _zz_core_tabRd_v = core_tab_6_v;
        _zz_core_tabRd_src = core_tab_6_src;
        _zz_core_tabRd_dst = core_tab_6_dst;
        _zz_core_tabRd_sum = core_tab_6_sum;
      end
      5'b00111 : begin
        _zz_core_tabRd_v = core_tab_7_v;
        _zz_core_tabRd_src = core_tab_7_src;
        _zz_core_tabRd_dst = core_tab_7_dst;
        _zz_core_tabRd_sum = core_tab_7_sum;
      end
      5'b01000 : begin
        _zz_core_tabRd_v = core_tab_8_v;
        _zz_core_tabRd_src = core_tab_8_src;
        _zz_core_tabRd_dst = core_tab_8_dst;
        _zz_core_tabRd_sum = core_tab_8_sum;
      end
      5'b01001 : begin
        _zz_core_tabRd_v = core_tab_9_v;
        _zz_core_tabRd_src = core_tab_9_src;
        _zz_core_tabRd_dst = core_tab_9_dst;
        _zz_core_tabRd_sum = core_tab_9_sum;
      end
      5'b01010 : begin
        _zz_core_tabRd_v = core_tab_10_v;
        _zz_core_tabRd_src = core_tab_10_src;
        _zz_core_tabRd_dst = core_tab_10_dst;
        _zz_core_tabRd_sum = core_tab_10_sum;
      end
      5'b01011 : begin
        _zz_core_tabRd_v = core_tab_11_v;
        _zz_core_tabRd_src = core_tab_11_src;
        _zz_core_tabRd_dst = core_tab_11_dst;
        _zz_core_tabRd_sum = core_tab_11_sum;
      end
      5'b01100 : begin
        _zz_core_tabRd_v = core_tab_12_v;
        _zz_core_tabRd_src = core_tab_12_src;
        _zz_core_tabRd_dst = core_tab_12_dst;
        _zz_core_tabRd_sum = core_tab_12_sum;
      end
      5'b01101 : begin
        _zz_core_tabRd_v = core_tab_13_v;
        _zz_core_tabRd_src = core_tab_13_src;
        _zz_core_tabRd_dst = core_tab_13_dst;
        _zz_core_tabRd_sum = core_tab_13_sum;
      end
      5'b01110 : begin
        _zz_core_tabRd_v = core_tab_14_v;
        _zz_core_tabRd_src = core_tab_14_src;
        _zz_core_tabRd_dst = core_tab_14_dst;
        _zz_core_tabRd_sum = core_tab_14_sum;
      end
      5'b01111 : begin
        _zz_core_tabRd_v = core_tab_15_v;
        _zz_core_tabRd_src = core_tab_15_src;
        _zz_core_tabRd_dst = core_tab_15_dst;
        _zz_core_tabRd_sum = core_tab_15_sum;
      end
      5'b10000 : begin
        _zz_core_tabRd_v = core_tab_16_v;
        _zz_core_tabRd_src = core_tab_16_src;
        _zz_core_tabRd_dst = core_tab_16_dst;
        _zz_core_tabRd_sum = core_tab_16_sum;
      end
      5'b10001 : begin
        _zz_core_tabRd_v = core_tab_17_v;
        _zz_core_tabRd_src = core_tab_17_src;
        _zz_core_tabRd_dst = core_tab_17_dst;
        _zz_core_tabRd_sum = core_tab_17_sum;
      end
      5'b10010 : begin
        _zz_core_tabRd_v = core_tab_18_v;
        _zz_core_tabRd_src = core_tab_18_src;
        _zz_core_tabRd_dst = core_tab_18_dst;
        _zz_core_tabRd_sum = core_tab_18_sum;
      end
      5'b10011 : begin
        _zz_core_tabRd_v = core_tab_19_v;
        _zz_core_tabRd_src = core_tab_19_src;
        _zz_core_tabRd_dst = core_tab_19_dst;
        _zz_core_tabRd_sum = core_tab_19_sum;
      end
      5'b10100 : begin
        _zz_core_tabRd_v = core_tab_20_v;
        _zz_core_tabRd_src = core_tab_20_src;
        _zz_core_tabRd_dst = core_tab_20_dst;
        _zz_core_tabRd_sum = core_tab_20_sum;
      end
      5'b10101 : begin
        _zz_core_tabRd_v = core_tab_21_v;
        _zz_core_tabRd_src = core_tab_21_src;
        _zz_core_tabRd_dst = core_tab_21_dst;
        _zz_core_tabRd_sum = core_tab_21_sum;
      end
      5'b10110 : begin
        _zz_core_tabRd_v = core_tab_22_v;
        _zz_core_tabRd_src = core_tab_22_src;
        _zz_core_tabRd_dst = core_tab_22_dst;
        _zz_core_tabRd_sum = core_tab_22_sum;
      end
      5'b10111 : begin
        _zz_core_tabRd_v = core_tab_23_v;
        _zz_core_tabRd_src = core_tab_23_src;
        _zz_core_tabRd_dst = core_tab_23_dst;
        _zz_core_tabRd_sum = core_tab_23_sum;
      end
      5'b11000 : begin
        _zz_core_tabRd_v = core_tab_24_v;
        _zz_core_tabRd_src = core_tab_24_src;
        _zz_core_tabRd_dst = core_tab_24_dst;
        _zz_core_tabRd_sum = core_tab_24_sum;
      end
      5'b11001 : begin
        _zz_core_tabRd_v = core_tab_25_v;
        _zz_core_tabRd_src = core_tab_25_src;
        _zz_core_tabRd_dst = core_tab_25_dst;
        _zz_core_tabRd_sum = core_tab_25_sum;
      end
      5'b11010 : begin
        _zz_core_tabRd_v = core_tab_26_v;
        _zz_core_tabRd_src = core_tab_26_src;
        _zz_core_tabRd_dst = core_tab_26_dst;
        _zz_core_tabRd_sum = core_tab_26_sum;
      end
      5'b11011 : begin
        _zz_core_tabRd_v = core_tab_27_v;
        _zz_core_tabRd_src = core_tab_27_src;
        _zz_core_tabRd_dst = core_tab_27_dst;
        _zz_core_tabRd_sum = core_tab_27_sum;
      end
      5'b11100 : begin
        _zz_core_tabRd_v = core_tab_28_v;
        _zz_core_tabRd_src = core_tab_28_src;
        _zz_core_tabRd_dst = core_tab_28_dst;
        _zz_core_tabRd_sum = core_tab_28_sum;
      end
      5'b11101 : begin
        _zz_core_tabRd_v = core_tab_29_v;
        _zz_core_tabRd_src = core_tab_29_src;
        _zz_core_tabRd_dst = core_tab_29_dst;
        _zz_core_tabRd_sum = core_tab_29_sum;
      end
      5'b11110 : begin
        _zz_core_tabRd_v = core_tab_30_v;
        _zz_core_tabRd_src = core_tab_30_src;
        _zz_core_tabRd_dst = core_tab_30_dst;
        _zz_core_tabRd_sum = core_tab_30_sum;
      end
      default : begin
        _zz_core_tabRd_v = core_tab_31_v;
        _zz_core_tabRd_src = core_tab_31_src;
        _zz_core_tabRd_dst = core_tab_31_dst;
        _zz_core_tabRd_sum = core_tab_31_sum;
      end
    endcase
  end

  always @(*) begin
    case(core_rdGrp)
      3'b000 : begin
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
      3'b001 : begin
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
      3'b010 : begin
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
      3'b011 : begin
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
      3'b100 : begin
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
      3'b101 : begin
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
      3'b110 : begin
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
      default : begin
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
    endcase
  end

  always @(*) begin
    case(core_rs_qB)
      4'b0000 : begin
        _zz_core_rs_wy = core_aDw_0;
        _zz_core_rs_pY = core_aDy_0;
      end
      4'b0001 : begin
        _zz_core_rs_wy = core_aDw_1;
        _zz_core_rs_pY = core_aDy_1;
      end
      4'b0010 : begin
        _zz_core_rs_wy = core_aDw_2;
        _zz_core_rs_pY = core_aDy_2;
      end
      4'b0011 : begin
        _zz_core_rs_wy = core_aDw_3;
        _zz_core_rs_pY = core_aDy_3;
      end
      4'b0100 : begin
        _zz_core_rs_wy = core_aDw_4;
        _zz_core_rs_pY = core_aDy_4;
      end
      4'b0101 : begin
        _zz_core_rs_wy = core_aDw_5;
        _zz_core_rs_pY = core_aDy_5;
      end
      4'b0110 : begin
        _zz_core_rs_wy = core_aDw_6;
        _zz_core_rs_pY = core_aDy_6;
      end
      4'b0111 : begin
        _zz_core_rs_wy = core_aDw_7;
        _zz_core_rs_pY = core_aDy_7;
      end
      4'b1000 : begin
        _zz_core_rs_wy = core_aDw_8;
        _zz_core_rs_pY = core_aDy_8;
      end
      4'b1001 : begin
        _zz_core_rs_wy = core_aDw_9;
        _zz_core_rs_pY = core_aDy_9;
      end
      4'b1010 : begin
        _zz_core_rs_wy = core_aDw_10;
        _zz_core_rs_pY = core_aDy_10;
      end
      4'b1011 : begin
        _zz_core_rs_wy = core_aDw_11;
        _zz_core_rs_pY = core_aDy_11;
      end
      4'b1100 : begin
        _zz_core_rs_wy = core_aDw_12;
        _zz_core_rs_pY = core_aDy_12;
      end
      4'b1101 : begin
        _zz_core_rs_wy = core_aDw_13;
        _zz_core_rs_pY = core_aDy_13;
      end
      4'b1110 : begin
        _zz_core_rs_wy = core_aDw_14;
        _zz_core_rs_pY = core_aDy_14;
      end
      default : begin
        _zz_core_rs_wy = core_aDw_15;
        _zz_core_rs_pY = core_aDy_15;
      end
    endcase
  end

  always @(*) begin
    case(core_rs_a)
      4'b0000 : begin
        _zz_core_rs_qB = core_mS_0;
        _zz_core_rs_qX = core_aSx_0;
        _zz_core_rs_qWx = core_aSw_0;
        _zz_core_rs_qWab = core_mW_0;
      end
      4'b0001 : begin
        _zz_core_rs_qB = core_mS_1;
        _zz_core_rs_qX = core_aSx_1;
        _zz_core_rs_qWx = core_aSw_1;
        _zz_core_rs_qWab = core_mW_1;
      end
      4'b0010 : begin
        _zz_core_rs_qB = core_mS_2;
        _zz_core_rs_qX = core_aSx_2;
        _zz_core_rs_qWx = core_aSw_2;
        _zz_core_rs_qWab = core_mW_2;
      end
      4'b0011 : begin
        _zz_core_rs_qB = core_mS_3;
        _zz_core_rs_qX = core_aSx_3;
        _zz_core_rs_qWx = core_aSw_3;
        _zz_core_rs_qWab = core_mW_3;
      end
      4'b0100 : begin
        _zz_core_rs_qB = core_mS_4;
        _zz_core_rs_qX = core_aSx_4;
        _zz_core_rs_qWx = core_aSw_4;
        _zz_core_rs_qWab = core_mW_4;
      end
      4'b0101 : begin
        _zz_core_rs_qB = core_mS_5;
        _zz_core_rs_qX = core_aSx_5;
        _zz_core_rs_qWx = core_aSw_5;
        _zz_core_rs_qWab = core_mW_5;
      end
      4'b0110 : begin
        _zz_core_rs_qB = core_mS_6;
        _zz_core_rs_qX = core_aSx_6;
        _zz_core_rs_qWx = core_aSw_6;
        _zz_core_rs_qWab = core_mW_6;
      end
      4'b0111 : begin
        _zz_core_rs_qB = core_mS_7;
        _zz_core_rs_qX = core_aSx_7;
        _zz_core_rs_qWx = core_aSw_7;
        _zz_core_rs_qWab = core_mW_7;
      end
      4'b1000 : begin
        _zz_core_rs_qB = core_mS_8;
        _zz_core_rs_qX = core_aSx_8;
        _zz_core_rs_qWx = core_aSw_8;
        _zz_core_rs_qWab = core_mW_8;
      end
      4'b1001 : begin
        _zz_core_rs_qB = core_mS_9;
        _zz_core_rs_qX = core_aSx_9;
        _zz_core_rs_qWx = core_aSw_9;
        _zz_core_rs_qWab = core_mW_9;
      end
      4'b1010 : begin
        _zz_core_rs_qB = core_mS_10;
        _zz_core_rs_qX = core_aSx_10;
        _zz_core_rs_qWx = core_aSw_10;
        _zz_core_rs_qWab = core_mW_10;
      end
      4'b1011 : begin
        _zz_core_rs_qB = core_mS_11;
        _zz_core_rs_qX = core_aSx_11;
        _zz_core_rs_qWx = core_aSw_11;
        _zz_core_rs_qWab = core_mW_11;
      end
      4'b1100 : begin
        _zz_core_rs_qB = core_mS_12;
        _zz_core_rs_qX = core_aSx_12;
        _zz_core_rs_qWx = core_aSw_12;
        _zz_core_rs_qWab = core_mW_12;
      end
      4'b1101 : begin
        _zz_core_rs_qB = core_mS_13;
        _zz_core_rs_qX = core_aSx_13;
        _zz_core_rs_qWx = core_aSw_13;
        _zz_core_rs_qWab = core_mW_13;
      end
      4'b1110 : begin
        _zz_core_rs_qB = core_mS_14;
        _zz_core_rs_qX = core_aSx_14;
        _zz_core_rs_qWx = core_aSw_14;
        _zz_core_rs_qWab = core_mW_14;
      end
      default : begin
        _zz_core_rs_qB = core_mS_15;
        _zz_core_rs_qX = core_aSx_15;
        _zz_core_rs_qWx = core_aSw_15;
        _zz_core_rs_qWab = core_mW_15;
      end
    endcase
  end

  always @(*) begin
    case(res_idx)
      4'b0000 : begin
        _zz_core_resD = core_mS_0;
        _zz_core_resW = core_mW_0;
      end
      4'b0001 : begin
        _zz_core_resD = core_mS_1;
        _zz_core_resW = core_mW_1;
      end
      4'b0010 : begin
        _zz_core_resD = core_mS_2;
        _zz_core_resW = core_mW_2;
      end
      4'b0011 : begin
        _zz_core_resD = core_mS_3;
        _zz_core_resW = core_mW_3;
      end
      4'b0100 : begin
        _zz_core_resD = core_mS_4;
        _zz_core_resW = core_mW_4;
      end
      4'b0101 : begin
        _zz_core_resD = core_mS_5;
        _zz_core_resW = core_mW_5;
      end
      4'b0110 : begin
        _zz_core_resD = core_mS_6;
        _zz_core_resW = core_mW_6;
      end
      4'b0111 : begin
        _zz_core_resD = core_mS_7;
        _zz_core_resW = core_mW_7;
      end
      4'b1000 : begin
        _zz_core_resD = core_mS_8;
        _zz_core_resW = core_mW_8;
      end
      4'b1001 : begin
        _zz_core_resD = core_mS_9;
        _zz_core_resW = core_mW_9;
      end
      4'b1010 : begin
        _zz_core_resD = core_mS_10;
        _zz_core_resW = core_mW_10;
      end
      4'b1011 : begin
        _zz_core_resD = core_mS_11;
        _zz_core_resW = core_mW_11;
      end
      4'b1100 : begin
        _zz_core_resD = core_mS_12;
        _zz_core_resW = core_mW_12;
      end
      4'b1101 : begin
        _zz_core_resD = core_mS_13;
        _zz_core_resW = core_mW_13;
      end
      4'b1110 : begin
        _zz_core_resD = core_mS_14;
        _zz_core_resW = core_mW_14;
      end
      default : begin
        _zz_core_resD = core_mS_15;
        _zz_core_resW = core_mW_15;
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
  assign core_none_src = 4'b0000;
  assign core_none_dst = 4'b0000;
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
  assign core_wr_newRaw = ($signed(_zz_core_wr_newRaw) + $signed(_zz_core_wr_newRaw_2));
  assign core_wr_newPos = ($signed(18'h0) < $signed(core_wr_newRaw));
  assign core_wr_newSat = ($signed(_zz_core_wr_newSat) < $signed(core_wr_newRaw));
  assign core_wr_newSum = (core_wr_newSat ? core_sumMax : _zz_core_wr_newSum);
  assign core_wr_below_0 = ((! core_hitAny) || (5'h0 < core_hitIdx));
  assign core_wr_below_1 = ((! core_hitAny) || (5'h01 < core_hitIdx));
  assign core_wr_below_2 = ((! core_hitAny) || (5'h02 < core_hitIdx));
  assign core_wr_below_3 = ((! core_hitAny) || (5'h03 < core_hitIdx));
  assign core_wr_below_4 = ((! core_hitAny) || (5'h04 < core_hitIdx));
  assign core_wr_below_5 = ((! core_hitAny) || (5'h05 < core_hitIdx));
  assign core_wr_below_6 = ((! core_hitAny) || (5'h06 < core_hitIdx));
  assign core_wr_below_7 = ((! core_hitAny) || (5'h07 < core_hitIdx));
  assign core_wr_below_8 = ((! core_hitAny) || (5'h08 < core_hitIdx));
  assign core_wr_below_9 = ((! core_hitAny) || (5'h09 < core_hitIdx));
  assign core_wr_below_10 = ((! core_hitAny) || (5'h0a < core_hitIdx));
  assign core_wr_below_11 = ((! core_hitAny) || (5'h0b < core_hitIdx));
  assign core_wr_below_12 = ((! core_hitAny) || (5'h0c < core_hitIdx));
  assign core_wr_below_13 = ((! core_hitAny) || (5'h0d < core_hitIdx));
  assign core_wr_below_14 = ((! core_hitAny) || (5'h0e < core_hitIdx));
  assign core_wr_below_15 = ((! core_hitAny) || (5'h0f < core_hitIdx));
  assign core_wr_below_16 = ((! core_hitAny) || (5'h10 < core_hitIdx));
  assign core_wr_below_17 = ((! core_hitAny) || (5'h11 < core_hitIdx));
  assign core_wr_below_18 = ((! core_hitAny) || (5'h12 < core_hitIdx));
  assign core_wr_below_19 = ((! core_hitAny) || (5'h13 < core_hitIdx));
  assign core_wr_below_20 = ((! core_hitAny) || (5'h14 < core_hitIdx));
  assign core_wr_below_21 = ((! core_hitAny) || (5'h15 < core_hitIdx));
  assign core_wr_below_22 = ((! core_hitAny) || (5'h16 < core_hitIdx));
  assign core_wr_below_23 = ((! core_hitAny) || (5'h17 < core_hitIdx));
  assign core_wr_below_24 = ((! core_hitAny) || (5'h18 < core_hitIdx));
  assign core_wr_below_25 = ((! core_hitAny) || (5'h19 < core_hitIdx));
  assign core_wr_below_26 = ((! core_hitAny) || (5'h1a < core_hitIdx));
  assign core_wr_below_27 = ((! core_hitAny) || (5'h1b < core_hitIdx));
  assign core_wr_below_28 = ((! core_hitAny) || (5'h1c < core_hitIdx));
  assign core_wr_below_29 = ((! core_hitAny) || (5'h1d < core_hitIdx));
  assign core_wr_below_30 = ((! core_hitAny) || (5'h1e < core_hitIdx));
  assign core_wr_below_31 = (! core_hitAny);
  assign core_wr_ins = (core_wr_newPos && (core_hitAny || (! core_tab_31_v)));
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
  assign core_wr_rest_31_v = (core_wr_below_31 ? core_tab_31_v : core_none_v);
  assign core_wr_rest_31_src = (core_wr_below_31 ? core_tab_31_src : core_none_src);
  assign core_wr_rest_31_dst = (core_wr_below_31 ? core_tab_31_dst : core_none_dst);
  assign core_wr_rest_31_sum = (core_wr_below_31 ? core_tab_31_sum : core_none_sum);
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
  assign core_wr_ge_32 = 1'b0;
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
  assign ev_overflow = core_evOverflow;
  assign ev_miss = core_evMiss;
  assign ev_sat = core_evSat;
  assign wr_v = core_wrV;
  assign wr_src = core_wrSrc;
  assign wr_dst = core_wrDst;
  assign wr_sum = core_wrSum;
  assign _zz_core_cnt = 6'h0;
  assign _zz_core_cnt_1 = 6'h01;
  assign _zz_core_cnt_2 = 6'h01;
  assign _zz_core_cnt_3 = 6'h02;
  assign _zz_core_cnt_4 = 6'h01;
  assign _zz_core_cnt_5 = 6'h02;
  assign _zz_core_cnt_6 = 6'h02;
  assign _zz_core_cnt_7 = 6'h03;
  assign tab_count = core_cnt;
  assign tab_v = core_tabRd_v;
  assign tab_src = core_tabRd_src;
  assign tab_dst = core_tabRd_dst;
  assign tab_sum = core_tabRd_sum;
  assign core_rdEnd = (core_cnt <= core_rdPtr);
  assign core_rdGrp = core_rdPtr[4 : 2];
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
  assign core_rs_a = core_rdPtr[3:0];
  assign core_rs_wy = _zz_core_rs_wy;
  assign core_rs_gain = (_zz_core_rs_gain + _zz_core_rs_gain_1);
  assign core_rs_ok = ((core_rs_qOk && core_aDv[core_rs_qB]) && (_zz_core_rs_ok < core_rs_gain));
  assign core_rs_take = ((((core_r3 && core_rs_rOk) && core_rs_rFx) && core_rs_rFy) && (! (core_rs_tPrev && (core_rs_rEqX || core_rs_rEqY))));
  assign when_LpMepcEngine_l486 = (core_ph == Ph_resolve);
  assign _zz_1 = ({15'd0,1'b1} <<< core_rs_rA);
  assign _zz_2 = ({15'd0,1'b1} <<< core_rs_rA);
  assign _zz_3 = ({15'd0,1'b1} <<< core_rs_rY);
  assign _zz_4 = ({15'd0,1'b1} <<< core_rs_rY);
  assign when_LpMepcEngine_l528 = (core_rdPtr == 6'h12);
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
      core_ph <= Ph_idle;
      core_startPend <= 1'b0;
      core_op <= 2'b00;
      core_evOverflow <= 1'b0;
      core_evMiss <= 1'b0;
      core_evSat <= 1'b0;
      core_wrV <= 1'b0;
      core_cnt <= 6'h0;
      core_mSv <= 16'h0;
      core_total <= 20'h0;
      core_count <= 5'h0;
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
        core_evOverflow <= ((core_wr_newPos && (! core_hitAny)) && core_tab_31_v);
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
        end
      end
      core_cnt <= (_zz_core_cnt_8 + _zz_core_cnt_31);
      core_doneR <= 1'b0;
      if(start) begin
        core_startPend <= 1'b1;
      end
      if(when_LpMepcEngine_l286) begin
        core_startPend <= 1'b0;
        core_ph <= Ph_greedy;
        core_mSv <= 16'h0;
        core_total <= 20'h0;
        core_count <= 5'h0;
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
      end
      core_au_pCs <= (core_au_on ? {core_au_cs_3,{core_au_cs_2,{core_au_cs_1,core_au_cs_0}}} : 4'b0000);
      core_au_pCd <= (core_au_on ? {core_au_cd_3,{core_au_cd_2,{core_au_cd_1,core_au_cd_0}}} : 4'b0000);
      core_rs_tPrev <= core_rs_take;
      if(when_LpMepcEngine_l486) begin
        core_q1 <= (core_rdPtr < 6'h10);
        core_p2 <= core_q1;
        core_r3 <= core_p2;
        if(core_rs_take) begin
          core_mSv[core_rs_rY] <= 1'b1;
          core_total <= (_zz_core_total_11 - _zz_core_total_15);
          core_count <= (core_count + 5'h01);
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
      core_hitRow <= {((core_tab_31_v && (core_tab_31_src == upd_src)) && (core_tab_31_dst == upd_dst)),{((core_tab_30_v && (core_tab_30_src == upd_src)) && (core_tab_30_dst == upd_dst)),{((core_tab_29_v && _zz_core_hitRow) && (core_tab_29_dst == upd_dst)),{(_zz_core_hitRow_1 && _zz_core_hitRow_2),{_zz_core_hitRow_3,{_zz_core_hitRow_4,_zz_core_hitRow_5}}}}}};
    end
    if(when_LpMepcEngine_l156) begin
      core_hitAny <= (|{_zz_core_hitAny_31,{_zz_core_hitAny_30,{_zz_core_hitAny_29,{_zz_core_hitAny_28,{_zz_core_hitAny_27,{_zz_core_hitAny_26,{_zz_core_hitAny_25,{_zz_core_hitAny_24,{_zz_core_hitAny_23,{_zz_core_hitAny_22,{_zz_core_hitAny_32,_zz_core_hitAny_33}}}}}}}}}}});
      core_hitIdx <= (((((_zz_core_hitIdx | _zz_core_hitIdx_3) | (_zz_core_hitIdx_6 | _zz_core_hitIdx_9)) | ((_zz_core_hitIdx_12 | _zz_core_hitIdx_15) | (_zz_core_hitIdx_18 | _zz_core_hitIdx_21))) | (((_zz_core_hitIdx_24 | _zz_core_hitIdx_27) | (_zz_core_hitIdx_30 | _zz_core_hitIdx_33)) | ((_zz_core_hitIdx_36 | _zz_core_hitIdx_39) | (_zz_core_hitIdx_42 | _zz_core_hitIdx_45)))) | ((((_zz_core_hitIdx_48 | _zz_core_hitIdx_51) | (_zz_core_hitIdx_54 | _zz_core_hitIdx_57)) | ((_zz_core_hitIdx_60 | _zz_core_hitIdx_63) | (_zz_core_hitIdx_66 | _zz_core_hitIdx_69))) | (((_zz_core_hitIdx_72 | _zz_core_hitIdx_75) | (_zz_core_hitIdx_78 | _zz_core_hitIdx_81)) | ((_zz_core_hitIdx_84 | _zz_core_hitIdx_87) | (_zz_core_hitIdx_90 | _zz_core_hitIdx_93)))));
      core_oldSum <= (((((_zz_core_oldSum | _zz_core_oldSum_2) | (_zz_core_oldSum_4 | _zz_core_oldSum_6)) | ((_zz_core_oldSum_8 | _zz_core_oldSum_10) | (_zz_core_oldSum_12 | _zz_core_oldSum_14))) | (((_zz_core_oldSum_16 | _zz_core_oldSum_18) | (_zz_core_oldSum_20 | _zz_core_oldSum_22)) | ((_zz_core_oldSum_24 | _zz_core_oldSum_26) | (_zz_core_oldSum_28 | _zz_core_oldSum_30)))) | ((((_zz_core_oldSum_32 | _zz_core_oldSum_34) | (_zz_core_oldSum_36 | _zz_core_oldSum_38)) | ((_zz_core_oldSum_40 | _zz_core_oldSum_42) | (_zz_core_oldSum_44 | _zz_core_oldSum_46))) | (((_zz_core_oldSum_48 | _zz_core_oldSum_50) | (_zz_core_oldSum_52 | _zz_core_oldSum_54)) | ((_zz_core_oldSum_56 | _zz_core_oldSum_58) | (_zz_core_oldSum_60 | _zz_core_oldSum_62)))));
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
      end
    end
    core_tabRd_v <= _zz_core_tabRd_v;
    core_tabRd_src <= _zz_core_tabRd_src;
    core_tabRd_dst <= _zz_core_tabRd_dst;
    core_tabRd_sum <= _zz_core_tabRd_sum;
    if(when_LpMepcEngine_l286) begin
      core_freeS <= (~ lock_s);
      core_freeD <= (~ lock_d);
      core_mDv <= 16'h0;
      core_aSv <= 16'h0;
      core_aDv <= 16'h0;
      core_oS <= 16'h0;
      core_oD <= 16'h0;
      core_rdPtr <= 6'h0;
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
        core_rdPtr <= (core_rdPtr + 6'h04);
      end
      if(core_pv0) begin
        core_l_0_v <= core_e0_0_v;
        core_l_0_src <= core_e0_0_src;
        core_l_0_dst <= core_e0_0_dst;
        core_l_0_sum <= ((cap < core_e0_0_sum) ? cap : core_e0_0_sum);
        core_lS_0 <= (16'h0001 <<< core_e0_0_src);
        core_lD_0 <= (16'h0001 <<< core_e0_0_dst);
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
        core_lS_1 <= (16'h0001 <<< core_e0_1_src);
        core_lD_1 <= (16'h0001 <<< core_e0_1_dst);
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
        core_lS_2 <= (16'h0001 <<< core_e0_2_src);
        core_lD_2 <= (16'h0001 <<< core_e0_2_dst);
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
        core_lS_3 <= (16'h0001 <<< core_e0_3_src);
        core_lD_3 <= (16'h0001 <<< core_e0_3_dst);
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
        core_rdPtr <= 6'h0;
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
    end
    if(core_scanning) begin
      if(when_LpMepcEngine_l391) begin
        core_oS[0] <= 1'b1;
        core_mS_0 <= (((_zz_core_mS_0 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_0_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_0_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_0_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_0 <= (((_zz_core_mS_0 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_0_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_0_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_0_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397) begin
        core_mDv[0] <= 1'b1;
        core_oD[0] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_1) begin
        core_oS[1] <= 1'b1;
        core_mS_1 <= (((_zz_core_mS_1 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_1_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_1_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_1_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_1 <= (((_zz_core_mS_1 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_1_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_1_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_1_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_1) begin
        core_mDv[1] <= 1'b1;
        core_oD[1] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_2) begin
        core_oS[2] <= 1'b1;
        core_mS_2 <= (((_zz_core_mS_2 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_2_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_2_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_2_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_2 <= (((_zz_core_mS_2 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_2_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_2_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_2_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_2) begin
        core_mDv[2] <= 1'b1;
        core_oD[2] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_3) begin
        core_oS[3] <= 1'b1;
        core_mS_3 <= (((_zz_core_mS_3 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_3_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_3_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_3_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_3 <= (((_zz_core_mS_3 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_3_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_3_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_3_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_3) begin
        core_mDv[3] <= 1'b1;
        core_oD[3] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_4) begin
        core_oS[4] <= 1'b1;
        core_mS_4 <= (((_zz_core_mS_4 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_4_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_4_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_4_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_4 <= (((_zz_core_mS_4 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_4_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_4_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_4_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_4) begin
        core_mDv[4] <= 1'b1;
        core_oD[4] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_5) begin
        core_oS[5] <= 1'b1;
        core_mS_5 <= (((_zz_core_mS_5 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_5_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_5_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_5_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_5 <= (((_zz_core_mS_5 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_5_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_5_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_5_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_5) begin
        core_mDv[5] <= 1'b1;
        core_oD[5] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_6) begin
        core_oS[6] <= 1'b1;
        core_mS_6 <= (((_zz_core_mS_6 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_6_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_6_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_6_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_6 <= (((_zz_core_mS_6 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_6_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_6_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_6_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_6) begin
        core_mDv[6] <= 1'b1;
        core_oD[6] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_7) begin
        core_oS[7] <= 1'b1;
        core_mS_7 <= (((_zz_core_mS_7 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_7_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_7_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_7_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_7 <= (((_zz_core_mS_7 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_7_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_7_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_7_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_7) begin
        core_mDv[7] <= 1'b1;
        core_oD[7] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_8) begin
        core_oS[8] <= 1'b1;
        core_mS_8 <= (((_zz_core_mS_8 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_8_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_8_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_8_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_8 <= (((_zz_core_mS_8 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_8_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_8_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_8_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_8) begin
        core_mDv[8] <= 1'b1;
        core_oD[8] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_9) begin
        core_oS[9] <= 1'b1;
        core_mS_9 <= (((_zz_core_mS_9 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_9_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_9_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_9_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_9 <= (((_zz_core_mS_9 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_9_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_9_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_9_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_9) begin
        core_mDv[9] <= 1'b1;
        core_oD[9] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_10) begin
        core_oS[10] <= 1'b1;
        core_mS_10 <= (((_zz_core_mS_10 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_10_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_10_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_10_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_10 <= (((_zz_core_mS_10 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_10_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_10_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_10_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_10) begin
        core_mDv[10] <= 1'b1;
        core_oD[10] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_11) begin
        core_oS[11] <= 1'b1;
        core_mS_11 <= (((_zz_core_mS_11 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_11_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_11_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_11_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_11 <= (((_zz_core_mS_11 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_11_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_11_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_11_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_11) begin
        core_mDv[11] <= 1'b1;
        core_oD[11] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_12) begin
        core_oS[12] <= 1'b1;
        core_mS_12 <= (((_zz_core_mS_12 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_12_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_12_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_12_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_12 <= (((_zz_core_mS_12 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_12_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_12_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_12_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_12) begin
        core_mDv[12] <= 1'b1;
        core_oD[12] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_13) begin
        core_oS[13] <= 1'b1;
        core_mS_13 <= (((_zz_core_mS_13 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_13_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_13_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_13_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_13 <= (((_zz_core_mS_13 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_13_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_13_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_13_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_13) begin
        core_mDv[13] <= 1'b1;
        core_oD[13] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_14) begin
        core_oS[14] <= 1'b1;
        core_mS_14 <= (((_zz_core_mS_14 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_14_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_14_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_14_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_14 <= (((_zz_core_mS_14 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_14_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_14_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_14_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_14) begin
        core_mDv[14] <= 1'b1;
        core_oD[14] <= 1'b1;
      end
      if(when_LpMepcEngine_l391_15) begin
        core_oS[15] <= 1'b1;
        core_mS_15 <= (((_zz_core_mS_15 ? core_g_gDst_0 : 4'b0000) | (_zz_core_mS_15_1 ? core_g_gDst_1 : 4'b0000)) | ((_zz_core_mS_15_2 ? core_g_gDst_2 : 4'b0000) | (_zz_core_mS_15_3 ? core_g_gDst_3 : 4'b0000)));
        core_mW_15 <= (((_zz_core_mS_15 ? core_g_gW_0 : 16'h0) | (_zz_core_mS_15_1 ? core_g_gW_1 : 16'h0)) | ((_zz_core_mS_15_2 ? core_g_gW_2 : 16'h0) | (_zz_core_mS_15_3 ? core_g_gW_3 : 16'h0)));
      end
      if(when_LpMepcEngine_l397_15) begin
        core_mDv[15] <= 1'b1;
        core_oD[15] <= 1'b1;
      end
    end
    if(core_au_on) begin
      if(when_LpMepcEngine_l427) begin
        core_aSv[0] <= 1'b1;
        core_oS[0] <= 1'b0;
        core_aSx_0 <= (((_zz_core_aSx_0 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_0_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_0_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_0_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_0 <= (((_zz_core_aSx_0 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_0_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_0_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_0_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_1) begin
        core_aSv[1] <= 1'b1;
        core_oS[1] <= 1'b0;
        core_aSx_1 <= (((_zz_core_aSx_1 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_1_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_1_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_1_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_1 <= (((_zz_core_aSx_1 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_1_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_1_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_1_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_2) begin
        core_aSv[2] <= 1'b1;
        core_oS[2] <= 1'b0;
        core_aSx_2 <= (((_zz_core_aSx_2 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_2_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_2_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_2_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_2 <= (((_zz_core_aSx_2 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_2_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_2_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_2_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_3) begin
        core_aSv[3] <= 1'b1;
        core_oS[3] <= 1'b0;
        core_aSx_3 <= (((_zz_core_aSx_3 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_3_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_3_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_3_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_3 <= (((_zz_core_aSx_3 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_3_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_3_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_3_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_4) begin
        core_aSv[4] <= 1'b1;
        core_oS[4] <= 1'b0;
        core_aSx_4 <= (((_zz_core_aSx_4 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_4_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_4_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_4_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_4 <= (((_zz_core_aSx_4 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_4_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_4_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_4_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_5) begin
        core_aSv[5] <= 1'b1;
        core_oS[5] <= 1'b0;
        core_aSx_5 <= (((_zz_core_aSx_5 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_5_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_5_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_5_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_5 <= (((_zz_core_aSx_5 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_5_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_5_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_5_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_6) begin
        core_aSv[6] <= 1'b1;
        core_oS[6] <= 1'b0;
        core_aSx_6 <= (((_zz_core_aSx_6 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_6_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_6_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_6_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_6 <= (((_zz_core_aSx_6 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_6_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_6_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_6_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_7) begin
        core_aSv[7] <= 1'b1;
        core_oS[7] <= 1'b0;
        core_aSx_7 <= (((_zz_core_aSx_7 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_7_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_7_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_7_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_7 <= (((_zz_core_aSx_7 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_7_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_7_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_7_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_8) begin
        core_aSv[8] <= 1'b1;
        core_oS[8] <= 1'b0;
        core_aSx_8 <= (((_zz_core_aSx_8 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_8_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_8_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_8_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_8 <= (((_zz_core_aSx_8 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_8_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_8_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_8_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_9) begin
        core_aSv[9] <= 1'b1;
        core_oS[9] <= 1'b0;
        core_aSx_9 <= (((_zz_core_aSx_9 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_9_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_9_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_9_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_9 <= (((_zz_core_aSx_9 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_9_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_9_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_9_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_10) begin
        core_aSv[10] <= 1'b1;
        core_oS[10] <= 1'b0;
        core_aSx_10 <= (((_zz_core_aSx_10 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_10_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_10_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_10_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_10 <= (((_zz_core_aSx_10 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_10_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_10_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_10_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_11) begin
        core_aSv[11] <= 1'b1;
        core_oS[11] <= 1'b0;
        core_aSx_11 <= (((_zz_core_aSx_11 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_11_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_11_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_11_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_11 <= (((_zz_core_aSx_11 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_11_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_11_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_11_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_12) begin
        core_aSv[12] <= 1'b1;
        core_oS[12] <= 1'b0;
        core_aSx_12 <= (((_zz_core_aSx_12 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_12_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_12_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_12_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_12 <= (((_zz_core_aSx_12 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_12_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_12_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_12_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_13) begin
        core_aSv[13] <= 1'b1;
        core_oS[13] <= 1'b0;
        core_aSx_13 <= (((_zz_core_aSx_13 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_13_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_13_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_13_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_13 <= (((_zz_core_aSx_13 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_13_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_13_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_13_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_14) begin
        core_aSv[14] <= 1'b1;
        core_oS[14] <= 1'b0;
        core_aSx_14 <= (((_zz_core_aSx_14 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_14_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_14_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_14_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_14 <= (((_zz_core_aSx_14 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_14_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_14_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_14_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l427_15) begin
        core_aSv[15] <= 1'b1;
        core_oS[15] <= 1'b0;
        core_aSx_15 <= (((_zz_core_aSx_15 ? core_l_0_dst : 4'b0000) | (_zz_core_aSx_15_1 ? core_l_1_dst : 4'b0000)) | ((_zz_core_aSx_15_2 ? core_l_2_dst : 4'b0000) | (_zz_core_aSx_15_3 ? core_l_3_dst : 4'b0000)));
        core_aSw_15 <= (((_zz_core_aSx_15 ? core_l_0_sum : 16'h0) | (_zz_core_aSx_15_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aSx_15_2 ? core_l_2_sum : 16'h0) | (_zz_core_aSx_15_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435) begin
        core_aDv[0] <= 1'b1;
        core_oD[0] <= 1'b0;
        core_aDy_0 <= (((_zz_core_aDy_0 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_0_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_0_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_0_3 ? core_l_3_src : 4'b0000)));
        core_aDw_0 <= (((_zz_core_aDy_0 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_0_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_0_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_0_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_1) begin
        core_aDv[1] <= 1'b1;
        core_oD[1] <= 1'b0;
        core_aDy_1 <= (((_zz_core_aDy_1 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_1_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_1_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_1_3 ? core_l_3_src : 4'b0000)));
        core_aDw_1 <= (((_zz_core_aDy_1 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_1_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_1_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_1_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_2) begin
        core_aDv[2] <= 1'b1;
        core_oD[2] <= 1'b0;
        core_aDy_2 <= (((_zz_core_aDy_2 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_2_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_2_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_2_3 ? core_l_3_src : 4'b0000)));
        core_aDw_2 <= (((_zz_core_aDy_2 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_2_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_2_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_2_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_3) begin
        core_aDv[3] <= 1'b1;
        core_oD[3] <= 1'b0;
        core_aDy_3 <= (((_zz_core_aDy_3 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_3_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_3_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_3_3 ? core_l_3_src : 4'b0000)));
        core_aDw_3 <= (((_zz_core_aDy_3 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_3_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_3_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_3_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_4) begin
        core_aDv[4] <= 1'b1;
        core_oD[4] <= 1'b0;
        core_aDy_4 <= (((_zz_core_aDy_4 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_4_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_4_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_4_3 ? core_l_3_src : 4'b0000)));
        core_aDw_4 <= (((_zz_core_aDy_4 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_4_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_4_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_4_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_5) begin
        core_aDv[5] <= 1'b1;
        core_oD[5] <= 1'b0;
        core_aDy_5 <= (((_zz_core_aDy_5 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_5_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_5_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_5_3 ? core_l_3_src : 4'b0000)));
        core_aDw_5 <= (((_zz_core_aDy_5 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_5_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_5_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_5_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_6) begin
        core_aDv[6] <= 1'b1;
        core_oD[6] <= 1'b0;
        core_aDy_6 <= (((_zz_core_aDy_6 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_6_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_6_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_6_3 ? core_l_3_src : 4'b0000)));
        core_aDw_6 <= (((_zz_core_aDy_6 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_6_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_6_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_6_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_7) begin
        core_aDv[7] <= 1'b1;
        core_oD[7] <= 1'b0;
        core_aDy_7 <= (((_zz_core_aDy_7 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_7_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_7_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_7_3 ? core_l_3_src : 4'b0000)));
        core_aDw_7 <= (((_zz_core_aDy_7 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_7_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_7_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_7_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_8) begin
        core_aDv[8] <= 1'b1;
        core_oD[8] <= 1'b0;
        core_aDy_8 <= (((_zz_core_aDy_8 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_8_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_8_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_8_3 ? core_l_3_src : 4'b0000)));
        core_aDw_8 <= (((_zz_core_aDy_8 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_8_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_8_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_8_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_9) begin
        core_aDv[9] <= 1'b1;
        core_oD[9] <= 1'b0;
        core_aDy_9 <= (((_zz_core_aDy_9 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_9_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_9_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_9_3 ? core_l_3_src : 4'b0000)));
        core_aDw_9 <= (((_zz_core_aDy_9 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_9_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_9_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_9_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_10) begin
        core_aDv[10] <= 1'b1;
        core_oD[10] <= 1'b0;
        core_aDy_10 <= (((_zz_core_aDy_10 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_10_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_10_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_10_3 ? core_l_3_src : 4'b0000)));
        core_aDw_10 <= (((_zz_core_aDy_10 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_10_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_10_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_10_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_11) begin
        core_aDv[11] <= 1'b1;
        core_oD[11] <= 1'b0;
        core_aDy_11 <= (((_zz_core_aDy_11 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_11_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_11_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_11_3 ? core_l_3_src : 4'b0000)));
        core_aDw_11 <= (((_zz_core_aDy_11 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_11_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_11_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_11_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_12) begin
        core_aDv[12] <= 1'b1;
        core_oD[12] <= 1'b0;
        core_aDy_12 <= (((_zz_core_aDy_12 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_12_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_12_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_12_3 ? core_l_3_src : 4'b0000)));
        core_aDw_12 <= (((_zz_core_aDy_12 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_12_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_12_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_12_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_13) begin
        core_aDv[13] <= 1'b1;
        core_oD[13] <= 1'b0;
        core_aDy_13 <= (((_zz_core_aDy_13 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_13_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_13_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_13_3 ? core_l_3_src : 4'b0000)));
        core_aDw_13 <= (((_zz_core_aDy_13 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_13_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_13_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_13_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_14) begin
        core_aDv[14] <= 1'b1;
        core_oD[14] <= 1'b0;
        core_aDy_14 <= (((_zz_core_aDy_14 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_14_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_14_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_14_3 ? core_l_3_src : 4'b0000)));
        core_aDw_14 <= (((_zz_core_aDy_14 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_14_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_14_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_14_3 ? core_l_3_sum : 16'h0)));
      end
      if(when_LpMepcEngine_l435_15) begin
        core_aDv[15] <= 1'b1;
        core_oD[15] <= 1'b0;
        core_aDy_15 <= (((_zz_core_aDy_15 ? core_l_0_src : 4'b0000) | (_zz_core_aDy_15_1 ? core_l_1_src : 4'b0000)) | ((_zz_core_aDy_15_2 ? core_l_2_src : 4'b0000) | (_zz_core_aDy_15_3 ? core_l_3_src : 4'b0000)));
        core_aDw_15 <= (((_zz_core_aDy_15 ? core_l_0_sum : 16'h0) | (_zz_core_aDy_15_1 ? core_l_1_sum : 16'h0)) | ((_zz_core_aDy_15_2 ? core_l_2_sum : 16'h0) | (_zz_core_aDy_15_3 ? core_l_3_sum : 16'h0)));
      end
    end
    if(when_LpMepcEngine_l486) begin
      core_rdPtr <= (core_rdPtr + 6'h01);
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
        core_freeS[core_rs_rY] <= 1'b0;
      end
    end
    core_resD <= _zz_core_resD;
    core_resW <= _zz_core_resW;
  end


endmodule
