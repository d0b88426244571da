// Stands in for "server-only" under Vitest (the real package throws outside the react-server build).
export {};
