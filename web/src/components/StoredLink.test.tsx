import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoredLink } from './StoredLink';

afterEach(cleanup);

const show = (href: string) =>
  render(
    <MantineProvider>
      <StoredLink href={href} />
    </MantineProvider>,
  );

describe('StoredLink (issue 21 item 5)', () => {
  it.each(['https://drive.example.go.id/renstra.pdf', '/public-display/capaian-iku?satuan_kerja_id=1010'])(
    'links %s, in a new tab',
    (href) => {
      show(href);
      const link = screen.getByRole('link', { name: href });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('rel')).toContain('noopener');
    },
  );

  it.each(['//evil.example/login', '/\\evil.example', 'javascript:alert(1)', 'http:/x'])(
    'shows a stored %s as text, not as a link',
    (href) => {
      show(href);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText(href)).toBeTruthy();
    },
  );
});
