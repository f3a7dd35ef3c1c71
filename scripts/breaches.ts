// The end of a run that checks itself (the soak, the simulated year): its breaches listed and exit 1, or exit 0.
export function exitOnBreaches(breaches: string[]): never {
  if (breaches.length) {
    console.log(`\n${breaches.length} breaches:`);
    for (const breach of breaches) console.log(`  - ${breach}`);
    process.exit(1);
  }
  console.log('\nNo breach: every check passed.');
  process.exit(0);
}
