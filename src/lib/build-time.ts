/**
 * The moment a build happens, as pages may show it (the footer's year). The
 * standard SOURCE_DATE_EPOCH (seconds) pins it, for reproducible builds and
 * for tests that build "next year".
 */
const epoch = Number(process.env.SOURCE_DATE_EPOCH);

const BUILD_DATE = Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();

export const BUILD_YEAR = BUILD_DATE.getUTCFullYear();
