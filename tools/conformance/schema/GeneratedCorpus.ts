// The seeded corpus the differential uses by default (the CLI can change both with --seed/--count).
export const GENERATED_SEED = 20251009;
export const GENERATED_COUNT = 300;
