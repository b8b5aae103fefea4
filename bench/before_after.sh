#!/usr/bin/env bash
# Before and after, same machine, same run: a bench on an old revision, then on this tree.
#
#   bench/before_after.sh REV [BENCH [ARGS...]]
#   bench/before_after.sh 3a01dff floor_bench.py --levels 50,200,400
#   bench/before_after.sh 3a01dff store_bench.py --no-postgres
#
# REV is checked out as a git worktree under /tmp (detached; removed at the end). This
# tree's bench/ files are copied over the worktree's, so both runs measure with the same
# bench code; then BENCH (default floor_bench.py) runs with ARGS on the old tree and at once
# on this one, with this tree's .venv for both: PYTHONPATH=<worktree> puts the old casino/,
# ui/ and reports/ ahead of the editable install's (which points at this tree), and the
# script checks that they really are the ones imported, in the bench's process and in a
# `casino` subprocess (as floor_bench --via server starts `casino serve`). Each run's output
# is printed as it comes and kept in the folder named at the end.
#
# AFTER_REV=REV2 measures REV2 (a second worktree) as "after" instead of this working tree,
# for figures of committed code while this tree holds others' work in progress.
# BEFORE_AFTER_ONLY=before or =after runs one side only (a check of the script itself).
set -euo pipefail

if [[ $# -lt 1 ]]; then
    sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
rev=$1
shift
bench=${1:-floor_bench.py}
[[ $# -gt 0 ]] && shift
bench=${bench#bench/}

here=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
python=$here/.venv/bin/python
[[ -x $python ]] || { echo "no venv at $here/.venv" >&2; exit 1; }
[[ -f $here/bench/$bench ]] || { echo "no bench/$bench in $here" >&2; exit 1; }
commit=$(git -C "$here" rev-parse --verify "$rev^{commit}")
short=$(git -C "$here" rev-parse --short "$commit")

out=$(mktemp -d "/tmp/casino-before-after-XXXXXX")
trees=()
cleanup() {
    for made in "${trees[@]}"; do  # ours only: other worktrees are left as they are
        git -C "$here" worktree remove --force "$made" >/dev/null 2>&1 || rm -rf "$made"
    done
}
trap cleanup EXIT
set -m  # the bench runs as a job of its own: an interrupt is not ignored there
child=
stop_bench() {  # an interrupt or TERM: the bench is interrupted and waited for, then we go
    if [[ -n $child ]] && kill -0 "$child" 2>/dev/null; then
        echo "before_after: interrupting the bench (pid $child) and waiting for it" >&2
        kill -TERM "$child" 2>/dev/null || true
        wait "$child" 2>/dev/null || true
    fi
    exit 130
}
trap stop_bench INT TERM
worktree() {  # worktree COMMIT LABEL: sets $made, a worktree of COMMIT with our bench/
    made=$(mktemp -d "/tmp/casino-$2-$(git -C "$here" rev-parse --short "$1")-XXXXXX")
    trees+=("$made")
    git -C "$here" worktree add --detach --quiet "$made" "$1"
    cp "$here"/bench/*.py "$here"/bench/*.sh "$made/bench/"
}
worktree "$commit" before
tree=$made
after=$here
if [[ -n ${AFTER_REV:-} ]]; then
    worktree "$(git -C "$here" rev-parse --verify "$AFTER_REV^{commit}")" after
    after=$made
fi

# Which casino, ui and reports a process started this way imports, and from where.
check() {  # check ROOT: fails unless casino, ui and reports come from ROOT
    local root=$1 found
    found=$(cd "$root/bench" && PYTHONPATH=$root "$python" - <<'PY'
import casino, reports, ui
for m in (casino, reports, ui):
    print(m.__name__, list(m.__path__)[0])
PY
    )
    while read -r name path; do
        if [[ $path != "$root/$name" ]]; then
            echo "before_after: $name imported from $path, not $root/$name" >&2
            return 1
        fi
    done <<<"$found"
    # `casino serve` (floor_bench --via server) runs the venv's entry point: the same
    # interpreter, so the same PYTHONPATH decides
    local entry=$here/.venv/bin/casino
    if [[ -f $entry && $(head -1 "$entry") != "#!$python"* ]]; then
        echo "before_after: $entry runs $(head -1 "$entry"), not $python" >&2
        return 1
    fi
    echo "  imports: casino, ui, reports from $root"
}

run() {  # run LABEL ROOT
    local label=$1 root=$2 log="$out/$1.txt"
    echo "=== $label: $(git -C "$root" log -1 --format='%h %s' | cut -c1-90)"
    if [[ $root == "$here" && -n $(git -C "$here" status --porcelain -- casino ui reports) ]]; then
        echo "  (this tree has changes not committed in casino/, ui/ or reports/: measured as they stand)"
    fi
    check "$root"
    echo "  bench/$bench ${*:3}"
    # in the background of its own job, so an interrupt reaches it (stop_bench) and the
    # bench stops its scratch PostgreSQL before the worktree goes
    (cd "$root" && PYTHONPATH=$root exec "$python" "bench/$bench" "${@:3}") > >(tee "$log") 2>&1 &
    child=$!
    wait "$child" || true
    child=
    echo
}

echo "before: $short, a worktree at $tree (its bench/ replaced by this tree's)"
if [[ $after == "$here" ]]; then
    echo "after:  this tree, $here ($(git -C "$here" rev-parse --short HEAD))"
else
    echo "after:  $AFTER_REV, a worktree at $after (its bench/ replaced by this tree's)"
fi
echo "machine: $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg); $(date -Is)"
echo
only=${BEFORE_AFTER_ONLY:-}
[[ $only == after ]] || run before "$tree" "$@"
[[ $only == before ]] || run after "$after" "$@"
echo "outputs kept in $out (before.txt, after.txt); load now $(cut -d' ' -f1-3 /proc/loadavg)"
