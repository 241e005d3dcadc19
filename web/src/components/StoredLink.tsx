import { Anchor, Text } from '@mantine/core';
import { isSafeLink } from '@sakip/domain';

/**
 * A link a user entered (evidence, a follow-up's link), opened in a new tab. Only what the
 * domain's `isSafeLink` accepts is a link (decision 0051): a row stored before that rule with
 * `//host` or `javascript:` shows as plain text, never followed.
 */
export function StoredLink({ href, size }: { href: string; size?: 'sm' | 'xs' }) {
  if (!isSafeLink(href)) return <Text size={size}>{href}</Text>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size={size}>
      {href}
    </Anchor>
  );
}
