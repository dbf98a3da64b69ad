import type { ReactNode } from 'react';
import { Accordion, Text } from '@mantine/core';
import type { DeskCatalogue } from '../hooks/use-desk-catalogue';
import { CategorySection, sectionKey, type CategorySectionProps } from './category-section';

export type CategoryAccordionProps = Omit<CategorySectionProps, 'area' | 'categorie' | 'objects'> & {
  catalogue: DeskCatalogue;
  /** What to show when the desk has no categories (yet). */
  empty?: ReactNode;
};

/**
 * The per-category ledgers of the material desk (spec 1 §2) and the soap house (spec 2 §2): one accordion
 * item per category, the first one open, each with its CategorySection.
 */
export function CategoryAccordion({ catalogue, empty = null, ...section }: CategoryAccordionProps) {
  const { area, categories, objects } = catalogue;
  if (categories.length === 0) return empty;
  return (
    <Accordion multiple defaultValue={categories.slice(0, 1).map(sectionKey)} variant="separated" radius="md">
      {categories.map((categorie) => (
        <Accordion.Item key={categorie.ID} value={sectionKey(categorie)}>
          <Accordion.Control>
            <Text fw={700}>{categorie.naam}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <CategorySection
              {...section}
              area={area}
              categorie={categorie}
              objects={objects.filter((o) => o.categorie.ID === categorie.ID)}
            />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
