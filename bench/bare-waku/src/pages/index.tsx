import { Counter } from './_components/counter';

/** The bench's anchor: the least a Waku page with one client component costs (bench/README.md). */
export default function Index() {
  return (
    <>
      <h1>Waku</h1>
      <Counter />
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
