// npm run db:migrate / db:seed: the local D1 database that `npm start` uses.
import { migrate, seed } from './lib/database.mjs';

const command = process.argv[2];
const persistTo = '.wrangler/state';
if (command === 'migrate') await migrate(persistTo);
else if (command === 'seed') await seed(persistTo, { variants: Number(process.env.SEED_VARIANTS) || undefined });
else {
  console.error('usage: node scripts/db.mjs migrate|seed');
  process.exit(2);
}
