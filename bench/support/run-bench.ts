/**
 * Runs a benchmark's `main` as its process: exit 0 once it is done (a server or pool it forgot to
 * close cannot keep the command from returning), exit 1 with the error printed if it fails.
 */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
