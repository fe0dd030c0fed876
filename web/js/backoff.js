// The tries to take a lost seat back, as every client of dicebox makes them
// (net/seat_client.hpp): after 1, 2, 4, 8, 8 and 8 seconds, half a minute in all, as long
// as a server takes to be started again.

/** How many tries a lost connection gets before the page stops trying by itself. */
export const TRIES = 6;

/**
 * The wait before try `attempt` (0 to TRIES - 1), in milliseconds.
 * @param {number} attempt
 * @returns {number}
 */
export function waitBefore(attempt) {
    const clamped = Math.min(Math.max(attempt, 0), 3);
    return Math.min(2 ** clamped, 8) * 1000;
}
