import type { Preview } from '@storybook/react-vite';
import { setLanguage } from '../src/i18n/index';
import { $client } from '../src/stores/client';
import { $session } from '../src/stores/session-state';
import { fakeApi } from '../stories/fake-api';
import { forgetKeptState } from './blank-device';
import { ShadowFrame } from './shadow-frame';
import { describeShadowRootsInQueryErrors } from './shadow-queries';

// No story reaches a server: calls wait (the settings stay "loading"); a flow's story answers its own.
fakeApi({});
describeShadowRootsInQueryErrors();

const preview: Preview = {
  // A docs page for every element and screen: its description, controls and each state.
  tags: ['autodocs'],
  // Texts in English, loaded before the first story renders.
  loaders: [
    async () => {
      await setLanguage('en', 'CH');
      return {};
    },
  ],
  // Each story starts signed out, on a blank device; a story that needs a member sets one.
  beforeEach: () => {
    forgetKeptState();
    $session.set({});
    $client.set({ loading: false });
  },
  decorators: [
    // Screens and UI parts get a shadow root like the elements'; element stories bring their own.
    (Story, context) =>
      context.title.startsWith('Elements/') || context.parameters.shadowFrame === false ? (
        <Story />
      ) : (
        <ShadowFrame country={context.globals.country as string | undefined}>
          <Story />
        </ShadowFrame>
      ),
  ],
  globalTypes: {
    country: {
      description: 'Country theme',
      toolbar: { title: 'Country', items: ['CH', 'BE', 'SN', 'TN'], dynamicTitle: true },
    },
  },
  initialGlobals: { country: 'CH' },
  parameters: { layout: 'padded' },
};

export default preview;
