/** The root of the games' query keys (catalogue, a child's play settings). */
export const gamesKey = ['games'] as const
