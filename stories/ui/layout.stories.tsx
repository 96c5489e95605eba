import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../src/ui/button';
import { Field } from '../../src/ui/field';
import { Heading } from '../../src/ui/heading';
import { Card, Form, Page } from '../../src/ui/layout';

const meta = { title: 'UI/Layout', component: Page } satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NarrowPageWithCard: Story = {
  args: { narrow: true, children: null },
  render: (args) => (
    <Page {...args}>
      <Heading>Sign in</Heading>
      <Card>
        <Form aria-label="Sign in">
          <Field id="login" label="E-mail" autoComplete="username" />
          <Button type="submit">Sign in</Button>
        </Form>
      </Card>
    </Page>
  ),
};

export const Headings: Story = {
  args: { children: null },
  render: () => (
    <Page>
      <Heading level={1}>Level 1</Heading>
      <Heading level={2}>Level 2</Heading>
      <Heading level={3}>Level 3</Heading>
    </Page>
  ),
};
