import { Accordion, Box, chakra, Heading, Text, useSlotRecipe } from '@chakra-ui/react';
import {
  openedBeforeStart,
  STAND_IN_ATTRIBUTE,
  SUMMARY_WITHOUT_MARKER,
  usePrerendering,
} from '@wattle/shared';
import { MinusIcon, PlusIcon } from '@wattle/shared/icons';
import { useState } from 'react';
import type { FaqEntry } from '@/lib/faq';

export interface FaqAccordionProps {
  title: string;
  entries: readonly FaqEntry[];
}

/**
 * Collapsible questions, a minus icon on an open one and a plus on a closed one.
 * Several may be open at once; every one starts closed, unless the visitor opened it on the
 * prerendered page before the app started.
 */
export function FaqAccordion({ title, entries }: FaqAccordionProps) {
  const prerendering = usePrerendering();
  return (
    <Box as="section" aria-labelledby="faq-heading">
      <Heading id="faq-heading" as="h2" size={{ base: 'xl', md: '2xl' }} mb="6">
        {title}
      </Heading>
      {prerendering ? <PrerenderedQuestions entries={entries} /> : <Questions entries={entries} />}
    </Box>
  );
}

/** A question's line and its answer: the same in the live accordion and in the prerendered page. */
const TRIGGER = { py: '4', cursor: 'pointer', gap: '4' } as const;
const ANSWER = { pb: '5', color: 'fg.muted', lineHeight: 'tall' } as const;

/** The name a question's prerendered stand-in carries, for its live item to open as it was. */
const standInName = (entry: FaqEntry) => `faq:${entry.question}`;

function Questions({ entries }: Pick<FaqAccordionProps, 'entries'>) {
  const [open, setOpen] = useState(() =>
    entries.flatMap((entry, index) =>
      openedBeforeStart(standInName(entry)) ? [`faq-${index}`] : [],
    ),
  );
  return (
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
              <Accordion.ItemTrigger {...TRIGGER}>
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
              <Accordion.ItemBody {...ANSWER}>{entry.answer}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}

/** An open question shows the minus icon, a closed one the plus. */
const OPEN_ICON = {
  '&[open] [data-icon=plus], &:not([open]) [data-icon=minus]': { display: 'none' },
} as const;

/**
 * The prerendered page's questions: native disclosures in the accordion's own styles, so a
 * visitor who opens one before the live app has started reads the answer. The live app draws
 * the accordion in their place at the same height, with the questions opened here open.
 */
function PrerenderedQuestions({ entries }: Pick<FaqAccordionProps, 'entries'>) {
  const styles = useSlotRecipe({ key: 'accordion' })({});
  return (
    <Box css={styles.root}>
      {entries.map((entry, index) => (
        <Box
          as="details"
          key={`faq-${index}`}
          css={[styles.item, OPEN_ICON]}
          {...{ [STAND_IN_ATTRIBUTE]: standInName(entry) }}
        >
          {/* The live trigger is a button in the heading, whose typeface it takes. */}
          <Box
            as="summary"
            css={[styles.itemTrigger, SUMMARY_WITHOUT_MARKER]}
            {...TRIGGER}
            fontFamily="heading"
          >
            <chakra.h3 flex="1" textAlign="start">
              {entry.question}
            </chakra.h3>
            <PlusIcon boxSize="5" color="eucalypt.fg" data-icon="plus" />
            <MinusIcon boxSize="5" color="eucalypt.fg" data-icon="minus" />
          </Box>
          <Box css={styles.itemBody} {...ANSWER}>
            {entry.answer}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
