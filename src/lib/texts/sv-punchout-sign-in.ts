/** A punch-out session that ends in a normal sign-in (issue 19, spec point 4 and 7's cart transfer). */
export const svPunchoutSignIn = {
  lead: 'Du handlar via inköpssystemet. Logga in som vanlig kund för att lägga order direkt i webbutiken.',
  bringCart: 'Ta med varukorgens artiklar',
  cartBrought: 'Du är inloggad. Artiklarna från inköpssystemets varukorg finns nu i din varukorg.',
};
