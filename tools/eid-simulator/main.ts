import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEidSimulator, type SimulatedCard } from './simulator';

// `npm run eid-simulator`. Which card: EID_CARD (JSON text), else the file EID_CARD_FILE, else card.json here.
// EID_CARD=none starts with no card inserted. Port: EID_SIMULATOR_PORT (default 8090).
function loadCard(): SimulatedCard | null {
  const inline = process.env.EID_CARD;
  if (inline === 'none') return null;
  // A card file or variable written by hand for the simulator: trusted like card.json.
  if (inline) return JSON.parse(inline) as SimulatedCard;
  const file = process.env.EID_CARD_FILE ?? join(dirname(fileURLToPath(import.meta.url)), 'card.json');
  return JSON.parse(readFileSync(file, 'utf8')) as SimulatedCard;
}

const port = Number(process.env.EID_SIMULATOR_PORT ?? 8090);
const host = process.env.EID_SIMULATOR_HOST ?? '127.0.0.1';
const card = loadCard();
const { url } = await startEidSimulator({ port, host, card });
console.log(
  `eID-simulator luistert op ${url}/read?token=... (kaart: ${card ? JSON.stringify(card) : 'geen'})`,
);
