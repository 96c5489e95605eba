import type { APIRoute, GetStaticPaths } from 'astro';
import { styleFiles } from 'cine-account/server';

// The sheets the server-rendered elements link, written as files at build in both outputs.
export const prerender = true;

export const getStaticPaths = (() =>
  styleFiles().map(({ name, css }) => ({ params: { file: name }, props: { css } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(props.css, { headers: { 'content-type': 'text/css; charset=utf-8' } });
