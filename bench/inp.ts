export async function benchInp(..._args: unknown[]): Promise<unknown[]> {
  return [];
}
