/**
 * API-45: the code a publisher pastes. Header: the player script, loaded once per page from the
 * portal's public origin; body: a placeholder the player fills with the embed of that uuid
 * (`<div data-pp-embed="{embedUUID}"></div>`); the player is src/player.
 */
import type { EmbedCode } from '../../../src/areas/embeds/lib/builder-rules'
import { playerDataPath } from '../../../src/areas/embeds/lib/player-rules'

/**
 * The code of one embed. The header loads the embed's data script next to the player, so both
 * travel at once and the first card does not wait for a fetch after the player starts (the data
 * script pushes the embed onto a queue the player reads; player-rules.ts).
 */
export const embedCodeFor = (origin: string, embedUUID: string): EmbedCode => ({
  headerCode:
    `<script async src="${origin}${playerDataPath(embedUUID)}"></script>\n` +
    `<script async src="${origin}/player/v4/embed.js"></script>`,
  bodyCode: `<div data-pp-embed="${embedUUID}"></div>`,
})
