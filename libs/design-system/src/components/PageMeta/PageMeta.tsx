import { jsonForScript } from '@rewards/platform';
import { useSiteOrigin } from './siteOrigin';

/**
 * A page's head tags. React 19 hoists `<title>`, `<meta>` and `<link>` into the document head
 * wherever they render, and removes them when the page unmounts, so every route renders one of
 * these and nothing else touches the head.
 */
export interface PageMetaProps {
  title: string;
  description: string;
  /** The canonical URL's path (`/categories/dining`); made absolute against the page's origin. */
  canonicalPath: string;
  /** Open Graph picture (absolute or site path). */
  image?: string | null;
  /** `og:type`; `website` unless an article. */
  type?: 'website' | 'article';
  /** Keeps the page out of search results (`/ticketing`, `/mktcampaign`, an offer marked noIndex). */
  noIndex?: boolean;
  /** Where absolute URLs start; the current origin by default. */
  origin?: string;
}

function absolute(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).toString();
}

export function PageMeta({ title, description, canonicalPath, image, type = 'website', noIndex = false, origin }: PageMetaProps) {
  const siteOrigin = useSiteOrigin();
  const base = origin ?? siteOrigin;
  const canonical = absolute(canonicalPath, base);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      {image ? <meta property="og:image" content={absolute(image, base)} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}

/** A JSON-LD block (schema.org structured data). */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  const json = jsonForScript({ '@context': 'https://schema.org', ...data });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
