`resetall
`timescale 1ns / 1ps
`default_nettype none
// rgmii_tx_ecp5: GMII to RGMII transmit on a Lattice ECP5, 1000 Mbit/s only.
//
// clk is the 125 MHz transmit clock from a PLL; the GMII inputs are registered in that domain
// (eth_mac_tx drives them from flip-flops). One ODDRX1F per line drives D0 while clk is high
// and D1 while it is low: txd[3:0] and TX_EN in the first half of the cycle, txd[7:4] and
// TX_EN xor TX_ER in the second. rgmii_txc is forwarded through an ODDRX1F with D0 = 1,
// D1 = 0, so it leaves the FPGA through the same kind of cell as the data and has its edges
// at the data transitions (edge-aligned).
//
// Assumption (Colorlight 5A-75B, Broadcom B50612D): the PHY adds the ~2 ns TX clock delay
// itself (the LiteX target for this board also sends an undelayed clock, tx_delay = 0), so
// TXC_DELAY_TAPS defaults to 0. For a PHY without internal TX delay set TXC_DELAY_TAPS = 80
// (~2 ns at ~25 ps per tap; forwarding a 90-degree PLL output instead would also do); the
// data keeps a DELAYG of 0 so that data and clock take matching output paths.
module rgmii_tx_ecp5 #(
    parameter TXC_DELAY_TAPS = 0,            // DELAYG DEL_VALUE on rgmii_txc, 0..127
    parameter DEL_MODE = "SCLK_ALIGNED"
) (
    input  wire       clk,

    input  wire [7:0] gmii_txd,
    input  wire       gmii_tx_en,
    input  wire       gmii_tx_er,

    output wire       rgmii_txc,
    output wire [3:0] rgmii_txd,
    output wire       rgmii_tx_ctl
);

// Lines 0..3 are txd, line 4 is tx_ctl, line 5 the forwarded clock.
wire [5:0] d_first = {1'b1, gmii_tx_en, gmii_txd[3:0]};
wire [5:0] d_second = {1'b0, gmii_tx_en ^ gmii_tx_er, gmii_txd[7:4]};
wire [5:0] q_ddr;
wire [5:0] q_pin;

genvar n;
generate
    for (n = 0; n < 6; n = n + 1) begin : line
        ODDRX1F oddr (
            .SCLK(clk),
            .RST(1'b0),   // no reset: eth_mac_tx's reset already idles the GMII inputs
            .D0(d_first[n]),
            .D1(d_second[n]),
            .Q(q_ddr[n])
        );
        DELAYG #(
            .DEL_MODE(DEL_MODE),
            .DEL_VALUE(n == 5 ? TXC_DELAY_TAPS : 0)
        ) dly (
            .A(q_ddr[n]),
            .Z(q_pin[n])
        );
    end
endgenerate

assign rgmii_txd = q_pin[3:0];
assign rgmii_tx_ctl = q_pin[4];
assign rgmii_txc = q_pin[5];

endmodule

`resetall
