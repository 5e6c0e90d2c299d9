import { Box, Card, Heading, Image, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { articlePath, type ArticleSummary } from '../lib/content-types';
import { ArticleMeta } from './article-meta';

export interface ArticleCardProps {
  article: ArticleSummary;
  /** h2 on a list page, h3 under a page's "Related" heading. */
  headingLevel?: 'h2' | 'h3';
}

/** A card that opens the article: hero, title, summary, author, date and reading time. */
export function ArticleCard({ article, headingLevel = 'h2' }: ArticleCardProps) {
  return (
    <Card.Root overflow="hidden" variant="outline" position="relative" h="full">
      <Image
        src={article.heroImage}
        alt=""
        width={320}
        height={180}
        w="full"
        h="auto"
        aspectRatio="16 / 9"
      />
      <Card.Body gap="3">
        <Heading as={headingLevel} fontSize="xl" lineHeight="1.3">
          <LinkOverlay asChild>
            <RouterLink to={articlePath(article)}>{article.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" lineClamp={3}>
          {article.description}
        </Text>
        <Stack mt="auto" gap="2">
          <ArticleMeta article={article} />
          <Box>
            <Text srOnly>Tags: </Text>
            <Text fontSize="sm" color="eucalypt.700">
              {article.tags.map((tag) => `#${tag}`).join(' ')}
            </Text>
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
