`resetall
`timescale 1ns / 1ps
`default_nettype none
// eth_crc32: the Ethernet FCS (IEEE 802.3 CRC-32, polynomial 0x04C11DB7 in its reflected form
// 0xEDB88320, LSB of each byte first), one byte per cycle.
//
// crc_state is the raw shift register: 0xFFFFFFFF after `clear`, updated with `data` on every
// cycle with `valid`. The FCS to transmit is ~crc_state after the last byte, sent least
// significant byte first. A receiver that runs the whole frame including its FCS through it
// finds crc_state == 32'hDEBB20E3 (the CRC-32 residue) when the FCS is right.
module eth_crc32 (
    input  wire        clk,
    input  wire        rst,
    input  wire        clear,   // back to the initial value; wins over valid
    input  wire [7:0]  data,
    input  wire        valid,
    output wire [31:0] crc_state
);

localparam [31:0] POLY = 32'hEDB88320;

// One byte through the bit-serial LFSR, unrolled: synthesis flattens it into a 32-output XOR
// network (each output bit depends on at most 8 data and 8+1 state bits).
function [31:0] crc_byte;
    input [31:0] c;
    input [7:0]  d;
    integer i;
    reg [31:0] s;
    begin
        s = c;
        for (i = 0; i < 8; i = i + 1)
            s = (s >> 1) ^ ((s[0] ^ d[i]) ? POLY : 32'd0);
        crc_byte = s;
    end
endfunction

reg [31:0] state_reg;

assign crc_state = state_reg;

always @(posedge clk) begin
    if (rst || clear) begin
        state_reg <= 32'hFFFFFFFF;
    end else if (valid) begin
        state_reg <= crc_byte(state_reg, data);
    end
end

endmodule

`resetall
