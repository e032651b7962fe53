"""Peak memory of a child process, measured from inside it.

The child reads its own VmHWM from /proc: `ru_maxrss` would be no good, because Linux
carries the parent's high-water mark across fork and exec, so a child of a large test
process would report the parent's peak as its own.
"""

from __future__ import annotations

# Prepend to the code a child runs with `python -c`; it defines peak_mb().
PEAK_MB = """
def peak_mb():
    try:
        with open("/proc/self/status") as status:
            return next(int(l.split()[1]) for l in status if l.startswith("VmHWM")) // 1024
    except (OSError, StopIteration):
        import resource
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
"""
