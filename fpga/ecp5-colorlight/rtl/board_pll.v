// board_pll: the Colorlight's 25 MHz into clk125 (RGMII transmit, Ethernet-side logic) and
// tm_clk (the traffic manager), from one ECP5 EHXPLLL with its VCO at 500 MHz (25 MHz x 5 x 4).
// tm_clk = 500 MHz / TM_CLK_DIV: TM_CLK_DIV 50 = 10 MHz, at which the board's 128-bit TM moves
// 1.28 Gbit/s. The VCO is 500 rather than 625 MHz so that tm_clk is a whole number of MHz (the
// TM's cycles_per_us is an integer). Phases follow ecppll: CPHASE = (DIV - 1) / 2 on the primary
// output, the same on the secondary (no phase offset: the two domains only meet in
// synchronisers).
`resetall
`timescale 1ns / 1ps
`default_nettype none
module board_pll #(
    parameter TM_CLK_DIV = 50
) (
    input  wire clk25,
    output wire clk125,
    output wire tm_clk,
    output wire locked
);
    (* FREQUENCY_PIN_CLKI="25" *)
    (* FREQUENCY_PIN_CLKOP="125" *)
    (* ICP_CURRENT="12" *) (* LPF_RESISTOR="8" *) (* MFG_ENABLE_FILTEROPAMP="1" *) (* MFG_GMCREF_SEL="2" *)
    EHXPLLL #(
        .PLLRST_ENA("DISABLED"),
        .INTFB_WAKE("DISABLED"),
        .STDBY_ENABLE("DISABLED"),
        .DPHASE_SOURCE("DISABLED"),
        .OUTDIVIDER_MUXA("DIVA"),
        .OUTDIVIDER_MUXB("DIVB"),
        .OUTDIVIDER_MUXC("DIVC"),
        .OUTDIVIDER_MUXD("DIVD"),
        .CLKI_DIV(1),
        .CLKFB_DIV(5),
        .FEEDBK_PATH("CLKOP"),
        .CLKOP_ENABLE("ENABLED"),
        .CLKOP_DIV(4),
        .CLKOP_CPHASE(1),
        .CLKOP_FPHASE(0),
        .CLKOS_ENABLE("ENABLED"),
        .CLKOS_DIV(TM_CLK_DIV),
        .CLKOS_CPHASE(1),
        .CLKOS_FPHASE(0)
    ) pll (
        .RST(1'b0),
        .STDBY(1'b0),
        .CLKI(clk25),
        .CLKOP(clk125),
        .CLKOS(tm_clk),
        .CLKFB(clk125),
        .CLKINTFB(),
        .PHASESEL0(1'b0),
        .PHASESEL1(1'b0),
        .PHASEDIR(1'b1),
        .PHASESTEP(1'b1),
        .PHASELOADREG(1'b1),
        .PLLWAKESYNC(1'b0),
        .ENCLKOP(1'b0),
        .LOCK(locked)
    );
endmodule
`resetall
