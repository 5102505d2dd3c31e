/** The root of the games' query keys (a child's play settings and name); the catalogue's is in api/get-all-games. */
export const gamesKey = ['games'] as const
