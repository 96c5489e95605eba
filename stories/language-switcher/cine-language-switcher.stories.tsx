import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../src/elements/cine-language-switcher';
import { elementMeta } from '../element-meta';

// `<cine-language-switcher>`: the country's languages by their own names, the shown one marked.
const meta = {
  title: 'Elements/cine-language-switcher',
  ...elementMeta('cine-language-switcher'),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** Switzerland: French, English and German. */
export const Switzerland: Story = {
  args: { country: 'CH', lang: 'de' },
};

/** Belgium: French, Dutch and English. */
export const Belgium: Story = {
  args: { country: 'BE', lang: 'nl' },
};

/** Senegal and Tunisia: French and English. */
export const Senegal: Story = {
  args: { country: 'SN', lang: 'fr' },
};
