// Generated from hw/src/main/scala/redline/RegFile.scala by RegDocs. Do not edit.
// Register-block list of the Corundum app block (AppRegMap.scala).
localparam [31:0] RL_APP_APP_ID             = 32'h52440001; // APP_ID of the redline app block (mqnic.app_52440001)
localparam [31:0] RL_APP_RB_TYPE_CTRL       = 32'h52440010; // Block type: redline app control
localparam [31:0] RL_APP_RB_TYPE_PORT       = 32'h52440011; // Block type: one port's traffic manager
localparam [31:0] RL_APP_RB_VERSION         = 32'h00010000; // Version of both block types, major.minor in 31:16 and 15:0
localparam [31:0] RL_APP_CTRL_BASE          = 32'h00000000; // BAR2 offset of the control block (the list starts here)
localparam [31:0] RL_APP_PORT_BASE          = 32'h00000100; // BAR2 offset of port 0's block
localparam [31:0] RL_APP_PORT_STRIDE        = 32'h00000040; // Distance between port blocks
localparam [31:0] RL_APP_TM_BASE            = 32'h00008000; // BAR2 offset of port 0's TM register window
localparam [31:0] RL_APP_TM_STRIDE          = 32'h00001000; // Distance between TM windows (one 4 KiB redline_tm register map each)
localparam [31:0] RL_APP_MAX_PORTS          = 32'h00000008; // Ports that fit a 16-bit AXIL_APP_CTRL_ADDR_WIDTH
localparam [7:0]  RL_APP_RB_TYPE            = 8'h00; // Block type: vendor in 31:16, subtype in 15:0
localparam [7:0]  RL_APP_RB_VER             = 8'h04; // Block version
localparam [7:0]  RL_APP_RB_NEXT            = 8'h08; // BAR2 offset of the next block, 0 at the end of the list
localparam [7:0]  RL_APP_CTRL_PORTS         = 8'h0c; // Number of ports (port blocks that follow)
localparam [7:0]  RL_APP_CTRL_STATUS        = 8'h10; // Sticky error bits since reset: bit p = port p's tag bookkeeping went wrong (a bug, never expected)
localparam [7:0]  RL_APP_CTRL_FWD_TAG       = 8'h14; // The TX tag that forwarded frames carry
localparam [7:0]  RL_APP_CTRL_DATA_BYTES    = 8'h18; // Sync stream data width in bytes
localparam [7:0]  RL_APP_PORT_INDEX         = 8'h0c; // Port number p
localparam [7:0]  RL_APP_PORT_TM_OFFSET     = 8'h10; // BAR2 offset of this port's redline_tm registers
localparam [7:0]  RL_APP_PORT_TM_SIZE       = 8'h14; // Size of that window in bytes
localparam [7:0]  RL_APP_PORT_FWD           = 8'h18; // Bit 0: forward mode, this port's TM takes the RX of port p^1 instead of host TX
localparam [7:0]  RL_APP_PORT_HOST_DISCARD  = 8'h1c; // Host TX frames discarded (and completed) while forwarding
localparam [7:0]  RL_APP_PORT_DROP_CPL      = 8'h20; // TX completions made for host frames the TM dropped
localparam [7:0]  RL_APP_PORT_CPL_FILTERED  = 8'h24; // MAC completions of forwarded frames kept from the host
localparam [7:0]  RL_APP_PORT_FWD_OVERRUN   = 8'h28; // Forwarded RX frames lost because the TM path had no room (RX has no backpressure)
