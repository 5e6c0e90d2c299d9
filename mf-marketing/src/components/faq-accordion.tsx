import { Accordion, Box, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MinusIcon, PlusIcon } from '@/components/icons';
import type { FaqEntry } from '@/lib/faq';

export interface FaqAccordionProps {
  title: string;
  entries: readonly FaqEntry[];
}

/**
 * Spec §2.6: collapsible questions, a minus icon on an open one and a plus on a closed one.
 * Several may be open at once; every one starts closed.
 */
export function FaqAccordion({ title, entries }: FaqAccordionProps) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Box as="section" aria-labelledby="faq-heading">
      <Heading id="faq-heading" as="h2" size={{ base: 'xl', md: '2xl' }} mb="6">
        {title}
      </Heading>
      <Accordion.Root
        multiple
        collapsible
        value={open}
        onValueChange={(details) => setOpen(details.value)}
      >
        {entries.map((entry, index) => {
          const value = `faq-${index}`;
          const expanded = open.includes(value);
          return (
            <Accordion.Item key={value} value={value}>
              <Heading as="h3" fontSize="md" fontWeight="semibold">
                <Accordion.ItemTrigger py="4" cursor="pointer" gap="4">
                  <Text as="span" flex="1" textAlign="start">
                    {entry.question}
                  </Text>
                  {expanded ? (
                    <MinusIcon boxSize="5" color="eucalypt.fg" data-icon="minus" />
                  ) : (
                    <PlusIcon boxSize="5" color="eucalypt.fg" data-icon="plus" />
                  )}
                </Accordion.ItemTrigger>
              </Heading>
              <Accordion.ItemContent>
                <Accordion.ItemBody pb="5" color="fg.muted" lineHeight="tall">
                  {entry.answer}
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </Box>
  );
}
