/** @jsxRuntime automatic @jsxImportSource react */
// The pragma above: tsx (which runs the server) reads no tsconfig JSX setting from the project root.
// One package per component, not the @react-email/components barrel: the barrel also loads
// its Tailwind component, 0.4 s of every server start for nothing we use.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createContext, type ReactNode, useContext } from 'react';

/** Who the email is from, as the admin set it in the site settings (read at each email). */
export interface Brand {
  siteName: string;
  publicUrl: string;
  footerText: string;
  /** e.g. "Monday to Friday, 9:00 AM to 5:00 PM"; shown in the footer when set. */
  supportHours?: string;
}

const GOLD = '#A8790F';
const INK = '#1C1917';
const MUTED = '#57534E';

const BrandContext = createContext<Brand | undefined>(undefined);

/** The brand of the email being rendered: templates name the site through this, never a constant. */
export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('An email part was rendered outside the email Layout');
  return brand;
}

/** The site's name from the settings, for sentences such as "your {site} account". */
export function SiteName() {
  return <>{useBrand().siteName}</>;
}

/** The frame every email shares: the site's name on top, the footer text and support hours below. */
export function Layout({
  brand,
  subject,
  preview,
  children,
}: {
  brand: Brand;
  subject: string;
  preview?: string;
  children: ReactNode;
}) {
  return (
    <BrandContext.Provider value={brand}>
      <Html lang="en">
        <Head>
          <title>{subject}</title>
        </Head>
        {preview ? <Preview>{preview}</Preview> : null}
        <Body style={{ margin: 0, background: '#FAF7F0', fontFamily: 'Segoe UI,Helvetica,Arial,sans-serif' }}>
          <Container
            style={{
              maxWidth: 560,
              margin: '24px auto',
              background: '#ffffff',
              borderRadius: 10,
              borderTop: `4px solid ${GOLD}`,
              padding: '28px 32px',
            }}
          >
            <Text style={{ margin: '0 0 20px', fontSize: 20, fontWeight: 700, color: GOLD }}>
              {brand.siteName}
            </Text>
            {children}
          </Container>
          <Section style={{ maxWidth: 560, margin: '0 auto 24px', textAlign: 'center' }}>
            <Text style={{ fontSize: 12, color: '#78716C', margin: 0 }}>{brand.footerText}</Text>
            {brand.supportHours ? (
              <Text style={{ fontSize: 12, color: '#78716C', margin: 0 }}>
                Support: {brand.supportHours}.
              </Text>
            ) : null}
            <Link href={brand.publicUrl} style={{ fontSize: 12, color: GOLD }}>
              {brand.publicUrl}
            </Link>
          </Section>
        </Body>
      </Html>
    </BrandContext.Provider>
  );
}

/** The email's heading. */
export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ margin: '0 0 16px', fontSize: 22, color: INK }}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ margin: '0 0 16px', fontSize: 15, lineHeight: 1.6, color: INK }}>{children}</Text>;
}

/** "Hello Ada," (or "Hello there," when the name is unknown). */
export function Greeting({ name }: { name: string }) {
  return <Paragraph>Hello {name || 'there'},</Paragraph>;
}

/**
 * The email's one action: a button in HTML, "label: address" in the plain text (the `action`
 * class has its own text formatter in render.tsx), and the bare address for clients that
 * block buttons, which the plain text skips because it already shows it.
 */
export function Action({ label, url }: { label: ReactNode; url: string }) {
  return (
    <>
      <Section style={{ margin: '24px 0' }}>
        <Button
          href={url}
          className="action"
          style={{
            background: GOLD,
            color: '#ffffff',
            padding: '12px 20px',
            borderRadius: 6,
            fontWeight: 600,
            textDecoration: 'none',
          }}
        >
          {label}
        </Button>
      </Section>
      <Text data-skip-in-text="true" style={{ margin: '0 0 16px', fontSize: 13, color: MUTED }}>
        If the button does not work, copy this address into your browser:{' '}
        <span style={{ wordBreak: 'break-all' }}>{url}</span>
      </Text>
    </>
  );
}

/** Small print under the action, e.g. why the person got this email. */
export function Footnote({ children }: { children: ReactNode }) {
  return <Text style={{ margin: '16px 0 0', fontSize: 13, color: MUTED }}>{children}</Text>;
}
