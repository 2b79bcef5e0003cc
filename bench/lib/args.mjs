// The benchmarks' command-line options: `--name value`, or the fallback.
const args = process.argv.slice(2);

export function option(name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
}
