#!/bin/sh
# Runs a command with the glibc allocator settings the server needs to give a
# burst's memory back (decision 019); each one the caller set already is kept.
# glibc reads them when a process starts, so they cannot be set from Node itself.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-1048576}"
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-1048576}"
exec "$@"
