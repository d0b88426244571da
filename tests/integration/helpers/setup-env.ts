// Runs before each integration test file: a test environment with fast password hashing.
(process.env as Record<string, string>).NODE_ENV = "test";
process.env.BCRYPT_COST = "4";
process.env.AUTO_SEED = "0";
process.env.ROOT_DOMAIN = "localhost";
delete process.env.REDIS_URL;
