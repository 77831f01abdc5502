"""The register map and the encodings: `regs` is generated from hw/ (`make hw`), `regmap` reads it."""
