import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from '../../src/ui/qr-code';

const meta = { title: 'UI/QrCode', component: QrCode } satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ticket: Story = { args: { value: 'CINE-ORDER-123456', label: 'Ticket QR code' } };
export const MemberCard: Story = {
  args: { value: 'https://example.ch/fr/member/9876543210', label: 'Member card', size: 240 },
};
export const NonAscii: Story = {
  args: { value: 'Crème brûlée für Zürich', label: 'UTF-8 QR code' },
};
export const LongPayload: Story = {
  args: { value: 'x'.repeat(213), label: 'Version 11 symbol', size: 280 },
};
