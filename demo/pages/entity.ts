// Asks the demo API for an encrypted `entity` and shows the signup link that carries it.
import '../../site/site.css';

const form = document.getElementById('entity-form') as HTMLFormElement;
const result = document.getElementById('entity-result') as HTMLParagraphElement;

type EntityLink = { entity: string; link: string };

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim()) query.set(name, value.trim());
  }
  result.replaceChildren('Making the link…');
  try {
    const response = await fetch(`/api/dev/entity?${query}`);
    if (!response.ok) throw new Error(String(response.status));
    const { link } = (await response.json()) as EntityLink;
    const anchor = document.createElement('a');
    anchor.href = link;
    anchor.id = 'entity-link';
    anchor.textContent = new URL(link, window.location.origin).href;
    result.replaceChildren('Open signup with these details: ', anchor);
  } catch (error) {
    result.replaceChildren(`The link could not be made (${String(error)}).`);
  }
});
