`resetall
`timescale 1ns / 1ps
`default_nettype none
// rgmii_rx_ecp5: RGMII receive on a Lattice ECP5, 1000 Mbit/s only (125 MHz, both edges).
//
// rgmii_rxc goes through a DCCA onto a global clock and is rx_clk, the clock of everything
// behind this module. Each of rxd[3:0] and rx_ctl passes a DELAYG and an IDDRX1F: the rising
// edge carries rxd[3:0] and RX_DV, the falling edge rxd[7:4] and RX_DV xor RX_ER. IDDRX1F
// presents both halves of a byte together on the next rising edge; one fabric register
// behind it turns them into GMII (gmii_rxd[3:0] from the rising edge).
//
// Timing assumption (Colorlight 5A-75B, Broadcom B50612D): the PHY drives clock and data
// edge-aligned (no RX clock delay in the PHY), and the FPGA delays rxd/rx_ctl by
// RX_DELAY_TAPS x ~25 ps. The default 80 (about 2 ns, with DEL_MODE "SCLK_ALIGNED") is what
// liteeth's ECP5 RGMII PHY uses by default and what LiteX's target for this board keeps. If a
// board receives nothing or only bad FCS, sweep RX_DELAY_TAPS (0..127) or turn on the PHY's
// RX clock skew over MDIO and set RX_DELAY_TAPS = 0.
module rgmii_rx_ecp5 #(
    parameter RX_DELAY_TAPS = 80,            // DELAYG DEL_VALUE on rxd and rx_ctl, 0..127
    parameter DEL_MODE = "SCLK_ALIGNED"
) (
    input  wire       rgmii_rxc,
    input  wire [3:0] rgmii_rxd,
    input  wire       rgmii_rx_ctl,

    output wire       rx_clk,
    output wire [7:0] gmii_rxd,
    output wire       gmii_rx_dv,
    output wire       gmii_rx_er
);

DCCA rx_clk_buf (
    .CLKI(rgmii_rxc),
    .CE(1'b1),
    .CLKO(rx_clk)
);

// Lines 0..3 are rxd, line 4 is rx_ctl.
wire [4:0] pin = {rgmii_rx_ctl, rgmii_rxd};
wire [4:0] pin_dly;
wire [4:0] q_rise;
wire [4:0] q_fall;

genvar n;
generate
    for (n = 0; n < 5; n = n + 1) begin : line
        DELAYG #(
            .DEL_MODE(DEL_MODE),
            .DEL_VALUE(RX_DELAY_TAPS)
        ) dly (
            .A(pin[n]),
            .Z(pin_dly[n])
        );
        IDDRX1F iddr (
            .D(pin_dly[n]),
            .SCLK(rx_clk),
            .RST(1'b0),
            .Q0(q_rise[n]),
            .Q1(q_fall[n])
        );
    end
endgenerate

reg [7:0] gmii_rxd_reg;
reg gmii_rx_dv_reg;
reg gmii_rx_er_reg;

assign gmii_rxd = gmii_rxd_reg;
assign gmii_rx_dv = gmii_rx_dv_reg;
assign gmii_rx_er = gmii_rx_er_reg;

always @(posedge rx_clk) begin
    gmii_rxd_reg <= {q_fall[3:0], q_rise[3:0]};
    gmii_rx_dv_reg <= q_rise[4];
    gmii_rx_er_reg <= q_rise[4] ^ q_fall[4];   // the falling edge carries DV xor ER
end

endmodule

`resetall
