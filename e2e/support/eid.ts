import { inject } from 'vitest';
import './provided';

/** What the desk's eID reader answers (spec 2 §7 'Local devices'), as in tools/eid-simulator/card.json. */
export type EidCard = {
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: 'M' | 'F';
  nationalNumber: string;
  nationality: string;
  municipality: string;
  street: string;
  houseNumber: string;
  postcode: string;
};

/** Puts a card in the simulated reader the started product points to (PUT /card). */
export async function insertCard(card: EidCard): Promise<void> {
  const response = await fetch(`${inject('eidReaderUrl')}/card`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(card),
  });
  if (!response.ok) throw new Error(`PUT /card on the eID simulator failed with ${response.status}`);
}

/** Takes the card out of the simulated reader (DELETE /card): /read answers 404. */
export async function removeCard(): Promise<void> {
  await fetch(`${inject('eidReaderUrl')}/card`, { method: 'DELETE' });
}
