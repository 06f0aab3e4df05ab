/** How much the generator writes. The 1m profile is the catalogue; 100k is for quick runs and PGlite. */
export interface Profile {
  name: '1m' | '100k';
  media: number;
  creators: number;
  series: number;
  users: number;
  /** Average shelf size of the ordinary users (0 to twice this many items each). */
  averageShelf: number;
  /** Items on the heavy user's shelf. */
  heavyShelf: number;
}

export const PROFILES: Record<Profile['name'], Profile> = {
  '1m': { name: '1m', media: 1_000_000, creators: 200_000, series: 50_000, users: 10_000, averageShelf: 20, heavyShelf: 10_000 },
  '100k': { name: '100k', media: 100_000, creators: 20_000, series: 5_000, users: 1_000, averageShelf: 20, heavyShelf: 10_000 },
};

export function profileNamed(name: string): Profile {
  if (name === '1m' || name === '100k') return PROFILES[name];
  throw new Error(`Unknown profile "${name}": use 1m or 100k`);
}

/** The generated accounts: bench_user_00001… and these two, all with BENCH_PASSWORD. */
export const HEAVY_USER = 'bench_heavy';
export const ADMIN_USER = 'bench_admin';
export const BENCH_PASSWORD = 'bench-password-2026';
