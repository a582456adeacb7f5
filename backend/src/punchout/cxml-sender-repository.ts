import { sha256, timingSafeEqualText } from '../lib/bytes';

// A hash no secret has, compared against when the sender is unknown, so an unknown sender and
// a wrong secret take the same time.
const NO_SENDER_HASH = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/**
 * The punch-out user a cXML sender signs in as, if the shared secret is right. The secret is
 * hashed and the hashes compared in constant time; the stored value is never the secret.
 */
export async function verifyCxmlSender(db: D1Database, sender: { domain: string; identity: string; sharedSecret: string }): Promise<string | null> {
  const row = await db
    .prepare('SELECT secret_hash, user_id FROM punchout_cxml_senders WHERE domain = ?1 AND identity = ?2')
    .bind(sender.domain, sender.identity)
    .first<{ secret_hash: string; user_id: string }>();
  const matches = timingSafeEqualText(await sha256(sender.sharedSecret), row?.secret_hash ?? NO_SENDER_HASH);
  return row && matches ? row.user_id : null;
}
