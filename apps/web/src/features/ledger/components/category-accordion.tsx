import type { ReactNode } from 'react';
import { Accordion, Text } from '@mantine/core';
import type { LedgerCategorie } from '@mvm/domain/ledger/schemas';
import { sectionKey } from './category-section';

/** One accordion item per category (spec 1 §2), the first one open. */
export function CategoryAccordion({
  categories,
  render,
}: {
  categories: LedgerCategorie[];
  render: (categorie: LedgerCategorie) => ReactNode;
}) {
  return (
    <Accordion multiple defaultValue={categories.slice(0, 1).map(sectionKey)} variant="separated" radius="md">
      {categories.map((categorie) => (
        <Accordion.Item key={categorie.ID} value={sectionKey(categorie)}>
          <Accordion.Control>
            <Text fw={700}>{categorie.naam}</Text>
          </Accordion.Control>
          <Accordion.Panel>{render(categorie)}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
