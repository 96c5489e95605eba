import { styleFiles } from 'cine-account/server';

// The sheets the prerendered shadow roots link, written at build: their names carry a hash of their text.
export const dynamic = 'force-static';
export const generateStaticParams = () => styleFiles().map(({ name }) => ({ name }));

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const file = styleFiles().find((style) => style.name === name);
  if (!file) return new Response('not found', { status: 404 });
  return new Response(file.css, {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
