/**
 * A server component only: no 'use client' anywhere in this app, so the JavaScript it
 * ships is the Next.js and React runtime every page of the site pays for as well.
 * About as much text as the first screen of a content page.
 */
export default function FloorPage() {
  return (
    <main>
      <h1>Websites die sneller laden en beter converteren</h1>
      <p>
        Een snelle website begint niet bij de server, maar bij de keuzes die je maakt voordat er één
        regel code geschreven is. Hoeveel JavaScript heeft een pagina echt nodig? Welke afbeeldingen
        moeten direct zichtbaar zijn en welke mogen later komen? Door die vragen vroeg te stellen,
        houden we elke pagina licht: de tekst staat meteen in de HTML, lettertypen verschuiven de
        inhoud niet en interactieve onderdelen laden pas wanneer een bezoeker ze gebruikt. Het
        resultaat is een site die op een gewone telefoon met een matige verbinding net zo prettig
        werkt als op een snelle laptop, die beter vindbaar is in zoekmachines en die bezoekers vaker
        laat doorklikken naar een offerte, een gesprek of een aankoop.
      </p>
    </main>
  )
}
