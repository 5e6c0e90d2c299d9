import { Badge, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** An article's tags; on the blog each one filters the list. */
export function TagList({ tags, linkTo }: { tags: string[]; linkTo?: (tag: string) => string }) {
  return (
    <Wrap gap="2" as="ul" listStyleType="none" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          {linkTo ? (
            <Badge asChild colorPalette="eucalypt" variant="subtle" size="md">
              <RouterLink to={linkTo(tag)}>{tag}</RouterLink>
            </Badge>
          ) : (
            <Badge colorPalette="eucalypt" variant="subtle" size="md">
              {tag}
            </Badge>
          )}
        </li>
      ))}
    </Wrap>
  );
}
