import type { ResourceKind } from '../../shared/resources';
import type { TranslatableField, TranslationLanguage } from '../../shared/schemas/translations';

/** The translated texts of one sample resource in every translation language. */
type Translations<K extends ResourceKind> = Record<TranslationLanguage, Record<TranslatableField<K>, string>>;

/**
 * Spanish and Swedish texts of the sample resources, by the English title (the team: the name; the
 * offices: the street, as two are in Stockholm) of the item they translate. Seeding stores them as
 * ready translations. A city or country may read as in English (Stockholm, Estonia): it is still
 * stored, so the office counts as translated.
 */
export const sampleResourceTranslations: { [K in ResourceKind]: Record<string, Translations<K>> } = {
  reports: {
    'Ibero-Nordic-Baltic Trade Outlook 2026': {
      es: {
        title: 'Perspectivas del comercio iberoamericano, nórdico y báltico 2026',
        description:
          'Nuestro análisis anual del comercio de bienes y servicios entre las tres regiones, con previsiones para 2027 y el efecto de los nuevos acuerdos comerciales de la UE con América Latina.',
      },
      sv: {
        title: 'Handelsutsikter för Iberoamerika, de nordiska och de baltiska länderna 2026',
        description:
          'Vår årliga genomgång av varu- och tjänstehandeln mellan de tre regionerna, med prognoser för 2027 och effekterna av EU:s nya handelsavtal med Latinamerika.',
      },
    },
    'Offshore Wind in the Baltic Sea: Supply Chain Opportunities': {
      es: {
        title: 'Eólica marina en el mar Báltico: oportunidades en la cadena de suministro',
        description:
          'Dónde pueden incorporarse los proveedores latinoamericanos e ibéricos de estructuras de acero, cables y servicios de ingeniería al despliegue eólico marino en el Báltico.',
      },
      sv: {
        title: 'Havsbaserad vindkraft i Östersjön: möjligheter i leverantörskedjan',
        description:
          'Var latinamerikanska och iberiska leverantörer av stålkonstruktioner, kablar och ingenjörstjänster kan ta plats i utbyggnaden av havsbaserad vindkraft i Östersjön.',
      },
    },
    'Fintech Corridors: Payments Between the Nordics and Latin America': {
      es: {
        title: 'Corredores fintech: pagos entre los países nórdicos y América Latina',
        description:
          'Cómo los sistemas de pago inmediato como Pix, Swish y SEPA Instant están transformando los pagos transfronterizos, y qué implica para licencias y alianzas.',
      },
      sv: {
        title: 'Fintechkorridorer: betalningar mellan de nordiska länderna och Latinamerika',
        description:
          'Hur direktbetalningssystem som Pix, Swish och SEPA Instant förändrar gränsöverskridande betalningar, och vad det innebär för tillstånd och partnerskap.',
      },
    },
    'Agri-Food Exports from Mercosur to Northern Europe': {
      es: {
        title: 'Exportaciones agroalimentarias del Mercosur al norte de Europa',
        description:
          'Demanda, aranceles y requisitos de certificación para carne de vacuno, fruta, café y alimentos procesados en los mercados nórdicos y bálticos.',
      },
      sv: {
        title: 'Livsmedelsexport från Mercosur till Nordeuropa',
        description:
          'Efterfrågan, tullar och certifieringskrav för nötkött, frukt, kaffe och förädlade livsmedel på de nordiska och baltiska marknaderna.',
      },
    },
    'Digital Services Trade Index': {
      es: {
        title: 'Índice de comercio de servicios digitales',
        description:
          'Un conjunto de datos que compara los flujos de comercio en la nube, software y externalización de TI, la regulación y el talento en 15 países de las tres regiones.',
      },
      sv: {
        title: 'Index för handel med digitala tjänster',
        description:
          'En datamängd som jämför handelsflöden, regelverk och kompetens inom moln, mjukvara och IT-outsourcing i 15 länder i de tre regionerna.',
      },
    },
    'Green Hydrogen: Chile and the Nordic Energy Transition': {
      es: {
        title: 'Hidrógeno verde: Chile y la transición energética nórdica',
        description:
          'Cartera de proyectos, modelos de compra y estructuras de financiación para exportar hidrógeno y combustibles sintéticos de Chile a la industria y el transporte marítimo nórdicos.',
      },
      sv: {
        title: 'Grön vätgas: Chile och den nordiska energiomställningen',
        description:
          'Projektportfölj, avtalsmodeller och finansieringsstrukturer för export av vätgas och elektrobränslen från Chile till nordisk industri och sjöfart.',
      },
    },
  },
  guides: {
    'Investing in Mexico': {
      es: {
        title: 'Invertir en México',
        description:
          'Oportunidades de nearshoring en el norte industrial y el Bajío, el programa IMMEX de maquila, las reglas de origen del T-MEC y el nuevo acuerdo UE-México.',
      },
      sv: {
        title: 'Investera i Mexiko',
        description:
          'Möjligheter till nearshoring i det industrialiserade norra Mexiko och i Bajío, maquilaprogrammet IMMEX, ursprungsreglerna i USMCA och det nya avtalet mellan EU och Mexiko.',
      },
    },
    'Investing in Brazil': {
      es: {
        title: 'Invertir en Brasil',
        description:
          'El mayor mercado de América Latina: la reforma del impuesto al consumo, los incentivos en el Nordeste y la Zona Franca de Manaos, y las oportunidades en energía y agronegocios.',
      },
      sv: {
        title: 'Investera i Brasilien',
        description:
          'Latinamerikas största marknad: reformen av konsumtionsskatterna, stöd i nordöstra Brasilien och frihandelszonen i Manaus samt möjligheter inom energi och jordbruksnäringen.',
      },
    },
    'Investing in Chile': {
      es: {
        title: 'Invertir en Chile',
        description:
          'Una economía estable y abierta, con una amplia red de acuerdos comerciales, recursos solares de primer nivel, litio y cobre, y un sector de hidrógeno verde en crecimiento.',
      },
      sv: {
        title: 'Investera i Chile',
        description:
          'En stabil och öppen ekonomi med ett tätt nät av handelsavtal, solresurser i världsklass, litium och koppar samt en växande sektor för grön vätgas.',
      },
    },
    'Investing in Sweden': {
      es: {
        title: 'Invertir en Suecia',
        description:
          'Cómo constituir un aktiebolag, el empleo en el marco de los convenios colectivos, las deducciones fiscales por I+D y las oportunidades en industria verde, ciencias de la vida y tecnología minera.',
      },
      sv: {
        title: 'Investera i Sverige',
        description:
          'Att starta ett aktiebolag, anställning enligt kollektivavtal, skattelättnader för forskning och utveckling samt möjligheterna inom grön industri, life science och gruvteknik.',
      },
    },
    'Investing in Denmark': {
      es: {
        title: 'Invertir en Dinamarca',
        description:
          'Un mercado laboral flexible, un registro de empresas ágil y clústeres líderes en energía eólica, tecnología alimentaria y logística marítima.',
      },
      sv: {
        title: 'Investera i Danmark',
        description:
          'En flexibel arbetsmarknad, snabb företagsregistrering och ledande kluster inom vindkraft, livsmedelsteknik och sjöfartslogistik.',
      },
    },
    'Investing in Estonia': {
      es: {
        title: 'Invertir en Estonia',
        description:
          'Un Estado totalmente digital: residencia electrónica, constitución de empresas en línea en un día e impuesto de sociedades solo sobre los beneficios distribuidos.',
      },
      sv: {
        title: 'Investera i Estland',
        description:
          'En helt digital stat: e-residens, bolagsbildning online på en dag och bolagsskatt endast på utdelade vinster.',
      },
    },
    'Investing in Lithuania': {
      es: {
        title: 'Invertir en Lituania',
        description:
          'Zonas económicas francas, un sólido régimen de licencias fintech, clústeres de láser y ciencias de la vida, y una puerta de entrada a los mercados bálticos y nórdicos.',
      },
      sv: {
        title: 'Investera i Litauen',
        description:
          'Frizoner, ett starkt regelverk för fintechlicenser, kluster inom laser och life science samt en port till de baltiska och nordiska marknaderna.',
      },
    },
    'Company formation checklist for the Nordic and Baltic countries': {
      es: {
        title: 'Lista de comprobación para constituir una empresa en los países nórdicos y bálticos',
        description:
          'Paso a paso por el registro de una sociedad limitada en cada país nórdico y báltico: capital social, reglas sobre el consejo de administración y los administradores residentes, registros de titularidad real y alta en el IVA y como empleador.',
      },
      sv: {
        title: 'Checklista för bolagsbildning i de nordiska och baltiska länderna',
        description:
          'Steg för steg genom registreringen av ett aktiebolag i varje nordiskt och baltiskt land: aktiekapital, regler om styrelsen och bosatta ledamöter, register över verkliga huvudmän samt registrering för moms och som arbetsgivare.',
      },
    },
    'Transfer pricing between Latin American and European group companies': {
      es: {
        title: 'Precios de transferencia entre sociedades del grupo en América Latina y Europa',
        description:
          'Cómo fijar a precio de mercado los bienes, servicios y préstamos entre empresas de un mismo grupo en América Latina y Europa, qué documentación esperan las autoridades fiscales y cómo evitar la doble imposición.',
      },
      sv: {
        title: 'Internprissättning mellan latinamerikanska och europeiska koncernbolag',
        description:
          'Hur varor, tjänster och lån mellan koncernbolag i Latinamerika och Europa prissätts på marknadsmässiga villkor, vilken dokumentation skattemyndigheterna förväntar sig och hur dubbelbeskattning undviks.',
      },
    },
    'Drafting distributor and agency agreements': {
      es: {
        title: 'Cómo redactar contratos de distribución y de agencia',
        description:
          'Las cláusulas que importan en los contratos de distribución y de agencia comercial: exclusividad, territorio, objetivos mínimos, resolución y la indemnización que puede reclamar un agente según el derecho de la UE y de América Latina.',
      },
      sv: {
        title: 'Att skriva distributörs- och agenturavtal',
        description:
          'De klausuler som spelar roll i återförsäljar- och agentavtal: exklusivitet, territorium, minimimål, uppsägning och det avgångsvederlag en handelsagent kan kräva enligt EU-rätt och latinamerikansk rätt.',
      },
    },
    'Hiring locally and posting employees abroad': {
      es: {
        title: 'Contratación local y desplazamiento de trabajadores al extranjero',
        description:
          'Contratos de trabajo, convenios colectivos y seguridad social al contratar a su primer personal local, y las reglas de registro y remuneración que se aplican al desplazar trabajadores a otro país.',
      },
      sv: {
        title: 'Att anställa lokalt och utstationera medarbetare utomlands',
        description:
          'Anställningsavtal, kollektivavtal och socialförsäkring när du anställer din första lokala personal, och de regler om anmälan och lön som gäller när du utstationerar anställda i ett annat land.',
      },
    },
    'Export credit and guarantees: EIFO, EKN, Finnvera and regional development banks': {
      es: {
        title: 'Crédito y garantías a la exportación: EIFO, EKN, Finnvera y bancos regionales de desarrollo',
        description:
          'Qué ofrecen las agencias nórdicas de crédito a la exportación y los bancos regionales de desarrollo a los exportadores y a sus compradores: garantías, créditos al comprador y capital circulante, y cómo solicitarlos.',
      },
      sv: {
        title: 'Exportkrediter och garantier: EIFO, EKN, Finnvera och regionala utvecklingsbanker',
        description:
          'Vad de nordiska exportkreditinstituten och de regionala utvecklingsbankerna erbjuder exportörer och deras köpare: garantier, köparkrediter och rörelsekapital, och hur man ansöker.',
      },
    },
    'Negotiating across cultures: Nordic, Baltic and Latin American business etiquette': {
      es: {
        title: 'Negociar entre culturas: protocolo empresarial nórdico, báltico y latinoamericano',
        description:
          'Cómo se toman las decisiones, cómo transcurren las reuniones y qué genera confianza en las empresas nórdicas, bálticas y latinoamericanas, con consejos prácticos para una primera negociación.',
      },
      sv: {
        title: 'Att förhandla över kulturgränser: nordisk, baltisk och latinamerikansk affärsetikett',
        description:
          'Hur beslut fattas, hur möten går till och vad som bygger förtroende i nordiska, baltiska och latinamerikanska företag, med praktiska råd inför en första förhandling.',
      },
    },
  },
  tools: {
    'Cost of doing business calculator': {
      es: {
        title: 'Calculadora del coste de operar',
        description:
          'Compare salarios, alquiler de oficinas, suministros y cotizaciones sociales entre ciudades de las tres regiones.',
      },
      sv: {
        title: 'Kalkylator för etableringskostnader',
        description:
          'Jämför löner, kontorshyror, driftkostnader och sociala avgifter mellan städer i de tre regionerna.',
      },
    },
    'Investment incentive finder': {
      es: {
        title: 'Buscador de incentivos a la inversión',
        description:
          'Encuentre subvenciones, créditos fiscales y préstamos blandos adecuados a su sector, al tamaño de su proyecto y a su ubicación.',
      },
      sv: {
        title: 'Sök investeringsstöd',
        description:
          'Hitta bidrag, skatteavdrag och förmånliga lån som passar din bransch, projektets storlek och orten.',
      },
    },
    'Site selection comparison': {
      es: {
        title: 'Comparador de ubicaciones',
        description:
          'Puntúe las ubicaciones candidatas según talento, logística, precio de la energía y entorno regulatorio.',
      },
      sv: {
        title: 'Jämförelse av etableringsorter',
        description: 'Betygsätt tänkbara orter utifrån kompetens, logistik, energipriser och regelverk.',
      },
    },
    'Corporate tax estimator': {
      es: {
        title: 'Estimador del impuesto de sociedades',
        description:
          'Calcule el impuesto de sociedades, las retenciones y el efecto de los convenios de doble imposición en su estructura.',
      },
      sv: {
        title: 'Beräkning av bolagsskatt',
        description: 'Uppskatta bolagsskatt, källskatter och effekten av dubbelbeskattningsavtal på din struktur.',
      },
    },
    'Tariff and origin lookup': {
      es: {
        title: 'Consulta de aranceles y origen',
        description: 'Compruebe el arancel del código SA de su producto y si puede acogerse a un trato preferencial.',
      },
      sv: {
        title: 'Sök tull och ursprung',
        description:
          'Kontrollera tullsatsen för produktens HS-nummer och om varan uppfyller villkoren för förmånsbehandling.',
      },
    },
    'Partner matchmaking': {
      es: {
        title: 'Búsqueda de socios',
        description: 'Describa lo que busca y reciba presentaciones a socios, distribuidores y asesores adecuados.',
      },
      sv: {
        title: 'Partnermatchning',
        description: 'Beskriv vad du söker och få kontakt med lämpliga medlemmar, distributörer och rådgivare.',
      },
    },
  },
  publications: {
    'From Salt Flats to Gigafactories: Lithium Value Chains Between South America and Northern Europe': {
      es: {
        title: 'De los salares a las gigafactorías: cadenas de valor del litio entre Sudamérica y el norte de Europa',
        abstract:
          'Traza la cadena de suministro del litio desde las salmueras de Chile y Argentina hasta las plantas de baterías de Suecia y Finlandia, e identifica dónde el procesamiento local y las alianzas tecnológicas nórdicas pueden aportar valor.',
      },
      sv: {
        title: 'Från saltöknar till gigafabriker: värdekedjor för litium mellan Sydamerika och Nordeuropa',
        abstract:
          'Kartlägger litiumets leverantörskedja från saltlaksutvinningen i Chile och Argentina till batterifabrikerna i Sverige och Finland, och visar var lokal förädling och nordiska teknikpartnerskap kan skapa mervärde.',
      },
    },
    'Green Shipping Corridors Across the Atlantic': {
      es: {
        title: 'Corredores marítimos verdes a través del Atlántico',
        abstract:
          'Evalúa los combustibles, la infraestructura portuaria y la regulación necesarios para rutas marítimas de cero emisiones entre los puertos bálticos y nórdicos y la costa este de Sudamérica.',
      },
      sv: {
        title: 'Gröna sjöfartskorridorer över Atlanten',
        abstract:
          'Bedömer vilka bränslen, vilken hamninfrastruktur och vilka regler som behövs för utsläppsfria sjöfartsrutter mellan baltiska och nordiska hamnar och Sydamerikas östkust.',
      },
    },
    'SME Internationalisation Barometer 2026': {
      es: {
        title: 'Barómetro de internacionalización de las pymes 2026',
        abstract:
          'Resultados de una encuesta a 420 pequeñas y medianas empresas sobre sus planes de exportación, los obstáculos que encuentran y el apoyo que esperan de las cámaras y los organismos públicos.',
      },
      sv: {
        title: 'Barometer för små och medelstora företags internationalisering 2026',
        abstract:
          'Enkätresultat från 420 små och medelstora företag om deras exportplaner, de hinder de möter och det stöd de förväntar sig från handelskammare och myndigheter.',
      },
    },
    'Are Latin American Exporters Ready for the EU Deforestation Regulation?': {
      es: {
        title: '¿Están preparados los exportadores latinoamericanos para el Reglamento de la UE sobre deforestación?',
        abstract:
          'Analiza los sistemas de trazabilidad de los sectores del café, el cacao, la soja y el ganado, y recomienda cómo pueden importadores y productores repartir el coste del cumplimiento.',
      },
      sv: {
        title: 'Är latinamerikanska exportörer redo för EU:s avskogningsförordning?',
        abstract:
          'Granskar spårbarhetssystemen inom kaffe, kakao, soja och nötkreatur och rekommenderar hur importörer och producenter kan dela på kostnaden för regelefterlevnaden.',
      },
    },
    'Running a Latin American Start-up Through Estonian e-Residency': {
      es: {
        title: 'Dirigir una empresa emergente latinoamericana con la residencia electrónica de Estonia',
        abstract:
          'Sigue a cinco fundadores de Colombia, México y Uruguay que utilizaron la residencia electrónica para abrir una empresa en la UE, y lo que aprendieron sobre banca, impuestos y contratación.',
      },
      sv: {
        title: 'Att driva ett nystartat latinamerikanskt företag med estnisk e-residens',
        abstract:
          'Följer fem grundare från Colombia, Mexiko och Uruguay som använde e-residens för att starta ett EU-bolag, och vad de lärde sig om bankärenden, skatt och rekrytering.',
      },
    },
    'Digital Trade Rules in EU Agreements with Latin America': {
      es: {
        title: 'Normas de comercio digital en los acuerdos de la UE con América Latina',
        abstract:
          'Compara los capítulos de comercio digital de los acuerdos de la UE con Chile, México y el Mercosur en materia de flujos de datos, firma electrónica, código fuente y protección del consumidor.',
      },
      sv: {
        title: 'Regler för digital handel i EU:s avtal med Latinamerika',
        abstract:
          'Jämför kapitlen om digital handel i EU:s avtal med Chile, Mexiko och Mercosur när det gäller dataflöden, e-underskrifter, källkod och konsumentskydd.',
      },
    },
    'Nordic Pension Capital for Latin American Infrastructure': {
      es: {
        title: 'Capital de pensiones nórdico para la infraestructura latinoamericana',
        abstract:
          'Explica cómo evalúan los fondos de pensiones nórdicos los proyectos de energías renovables y transporte en América Latina, y qué instrumentos de reparto de riesgos hacen posibles esas inversiones.',
      },
      sv: {
        title: 'Nordiskt pensionskapital för latinamerikansk infrastruktur',
        abstract:
          'Förklarar hur nordiska pensionsfonder bedömer projekt inom förnybar energi och transporter i Latinamerika, och vilka verktyg för riskdelning som gör investeringarna möjliga.',
      },
    },
    'Why Firms Leave Tariff Preferences Unused: Evidence from EU–Latin American Trade': {
      es: {
        title:
          'Por qué las empresas no aprovechan las preferencias arancelarias: evidencia del comercio entre la UE y América Latina',
        abstract:
          'A partir de datos aduaneros sobre las importaciones de la UE desde México, Chile, Colombia y Perú, el artículo muestra que una gran parte del comercio que podría acogerse a las preferencias sigue pagando el arancel completo, y relaciona esta brecha con el tamaño de los envíos y el coste de acreditar el origen.',
      },
      sv: {
        title: 'Varför företag inte utnyttjar tullförmåner: belägg från handeln mellan EU och Latinamerika',
        abstract:
          'Med tulldata om EU:s import från Mexiko, Chile, Colombia och Peru visar artikeln att en stor del av den handel som har rätt till förmånstull fortfarande betalar full tull, och kopplar gapet till sändningarnas storlek och kostnaden för att styrka ursprunget.',
      },
    },
    'Nordic Direct Investment in Latin America: Motives and Entry Modes': {
      es: {
        title: 'La inversión directa nórdica en América Latina: motivaciones y modos de entrada',
        abstract:
          'A partir de entrevistas y de una encuesta a empresas matrices nórdicas, el artículo analiza por qué invierten en América Latina y cuándo optan por crear filiales, adquirir empresas o formar empresas conjuntas.',
      },
      sv: {
        title: 'Nordiska direktinvesteringar i Latinamerika: motiv och etableringsformer',
        abstract:
          'Utifrån intervjuer och en enkät till nordiska moderbolag undersöker artikeln varför de investerar i Latinamerika och när de väljer att starta dotterbolag, göra förvärv eller bilda samägda bolag.',
      },
    },
    'Resilience of Baltic Container Ports to Transatlantic Supply Shocks': {
      es: {
        title:
          'Resiliencia de los puertos de contenedores del Báltico ante las perturbaciones del suministro transatlántico',
        abstract:
          'Modeliza cómo las perturbaciones en las rutas marítimas transatlánticas se propagan a los puertos de contenedores del mar Báltico y compara la rapidez con que Gdańsk, Klaipėda, Riga y Tallin se recuperaron de crisis recientes.',
      },
      sv: {
        title: 'Baltiska containerhamnars motståndskraft mot transatlantiska störningar i leveranserna',
        abstract:
          'Modellerar hur störningar på de transatlantiska sjöfartsrutterna sprider sig till containerhamnarna i Östersjön och jämför hur snabbt Gdańsk, Klaipėda, Riga och Tallinn återhämtade sig efter de senaste chockerna.',
      },
    },
    'Digital Traceability and Smallholder Coffee Exports to Europe': {
      es: {
        title: 'Trazabilidad digital y exportaciones de café de pequeños productores a Europa',
        abstract:
          'Estudia cooperativas cafeteras de Colombia y Honduras que adoptaron la trazabilidad digital y concluye que facilitó el acceso a los compradores europeos, aunque sus costes recayeron de forma desigual sobre las fincas más pequeñas.',
      },
      sv: {
        title: 'Digital spårbarhet och småbrukares kaffeexport till Europa',
        abstract:
          'Studerar kaffekooperativ i Colombia och Honduras som infört digital spårbarhet och finner att den underlättade tillgången till europeiska köpare, medan kostnaderna föll ojämnt på de minsta odlingarna.',
      },
    },
    'Hydrogen Offtake Contracts: Linking Latin American Producers with Nordic Industry': {
      es: {
        title:
          'Contratos de compra de hidrógeno: cómo conectar a los productores latinoamericanos con la industria nórdica',
        abstract:
          'Analiza las estructuras contractuales que permiten a las empresas nórdicas siderúrgicas, químicas y navieras comprar hidrógeno y sus derivados a productores latinoamericanos, y cómo se reparten los riesgos de precio, volumen y certificación.',
      },
      sv: {
        title: 'Avtal om vätgasleveranser: att koppla samman latinamerikanska producenter med nordisk industri',
        abstract:
          'Går igenom de avtalsstrukturer som gör det möjligt för nordiska stål-, kemi- och rederiföretag att köpa vätgas och vätgasderivat från latinamerikanska producenter, och hur pris-, volym- och certifieringsrisker fördelas.',
      },
    },
    'Instant Payments Across Borders: Interlinking Pix, Swish and SEPA Instant': {
      es: {
        title: 'Pagos inmediatos transfronterizos: la interconexión de Pix, Swish y SEPA Instant',
        abstract:
          'Examina los pasos técnicos y regulatorios necesarios para conectar Pix de Brasil, Swish de Suecia y SEPA Instant en los pagos transfronterizos, y lo que supondría para empresas y consumidores.',
      },
      sv: {
        title: 'Direktbetalningar över gränserna: sammankoppling av Pix, Swish och SEPA Instant',
        abstract:
          'Undersöker de tekniska och regulatoriska steg som krävs för att koppla samman Brasiliens Pix, Sveriges Swish och SEPA Instant för gränsöverskridande betalningar, och vad det skulle innebära för företag och konsumenter.',
      },
    },
    'Women-Led Exporters in the Ibero-Nordic-Baltic Corridor': {
      es: {
        title: 'Empresas exportadoras lideradas por mujeres en el corredor iberoamericano, nórdico y báltico',
        abstract:
          'Presenta empresas exportadoras dirigidas por mujeres en las tres regiones, y la financiación, las redes y los programas de apoyo que les ayudaron a entrar en nuevos mercados.',
      },
      sv: {
        title: 'Kvinnoledda exportföretag i korridoren mellan Iberoamerika och de nordiska och baltiska länderna',
        abstract:
          'Porträtterar exportföretag som leds av kvinnor i de tre regionerna, och den finansiering, de nätverk och de stödprogram som hjälpte dem att nå nya marknader.',
      },
    },
  },
  team: {
    'Isabel Navarro Ruiz': {
      es: {
        role: 'Presidenta',
        bio: 'Isabel cuenta con más de veinte años de experiencia en comercio internacional entre España, América Latina y el norte de Europa. Dirige la estrategia de la Cámara y sus relaciones con gobiernos y organizaciones aliadas.',
      },
      sv: {
        role: 'Ordförande',
        bio: 'Isabel har arbetat i över tjugo år med internationell handel mellan Spanien, Latinamerika och Nordeuropa. Hon leder Handelskammarens strategi och dess relationer med regeringar och partnerorganisationer.',
      },
    },
    'Erik Lindqvist': {
      es: {
        role: 'Vicepresidente',
        bio: 'Erik, antiguo directivo del sector energético, trabaja desde Estocolmo. Supervisa el desarrollo de la membresía y la red nórdica de la Cámara, con especial atención a las tecnologías limpias y las alianzas industriales.',
      },
      sv: {
        role: 'Vice ordförande',
        bio: 'Erik är tidigare chef inom energisektorn och baserad i Stockholm. Han ansvarar för medlemsutvecklingen och Handelskammarens nordiska nätverk, med fokus på miljöteknik och industriella partnerskap.',
      },
    },
    'Kadri Tamm': {
      es: {
        role: 'Responsable de eventos',
        bio: 'Kadri planifica desde Tallin los foros, seminarios web y misiones comerciales de la Cámara. Ha organizado delegaciones empresariales en las tres regiones y se asegura de que cada evento genere conexiones reales.',
      },
      sv: {
        role: 'Evenemangschef',
        bio: 'Kadri planerar Handelskammarens forum, webbinarier och handelsdelegationer från Tallinn. Hon har organiserat affärsdelegationer i alla tre regionerna och ser till att varje evenemang skapar verkliga kontakter.',
      },
    },
    'Tomás Oliveira': {
      es: {
        role: 'Responsable de comunicación',
        bio: 'Tomás gestiona las noticias, publicaciones y redes sociales de la Cámara. Periodista de formación, cuenta las historias de nuestros socios y mantiene informada a la red en tres idiomas.',
      },
      sv: {
        role: 'Kommunikationschef',
        bio: 'Tomás ansvarar för Handelskammarens nyheter, publikationer och sociala medier. Han är utbildad journalist, berättar våra medlemmars historier och håller nätverket informerat på tre språk.',
      },
    },
  },
  agreements: {
    'EU–Mercosur Partnership Agreement': {
      es: {
        title: 'Acuerdo de Asociación UE-Mercosur',
        description:
          'Partes: Unión Europea · Argentina, Brasil, Paraguay, Uruguay. Eliminará los aranceles de más del 90 % del comercio entre ambos bloques, abrirá la contratación pública e incluye compromisos vinculantes con el Acuerdo de París. Pendiente de ratificación.',
      },
      sv: {
        title: 'Partnerskapsavtalet mellan EU och Mercosur',
        description:
          'Parter: Europeiska unionen · Argentina, Brasilien, Paraguay, Uruguay. Kommer att avskaffa tullarna på över 90 % av handeln mellan blocken, öppna offentlig upphandling och innehåller bindande åtaganden om Parisavtalet. Väntar på ratificering.',
      },
    },
    'EU–Mexico Modernised Global Agreement': {
      es: {
        title: 'Acuerdo Global Modernizado UE-México',
        description:
          'Partes: Unión Europea · México. Actualiza el tratado de libre comercio de 2000: se eliminan casi todos los aranceles restantes sobre productos agroalimentarios y nuevos capítulos regulan la inversión, el comercio digital y el desarrollo sostenible.',
      },
      sv: {
        title: 'Det moderniserade globala avtalet mellan EU och Mexiko',
        description:
          'Parter: Europeiska unionen · Mexiko. Uppdaterar frihandelsavtalet från 2000: nästan alla återstående tullar på jordbruksprodukter och livsmedel avskaffas och nya kapitel omfattar investeringar, digital handel och hållbar utveckling.',
      },
    },
    'EU–Chile Interim Trade Agreement': {
      es: {
        title: 'Acuerdo Comercial Provisional UE-Chile',
        description:
          'Partes: Unión Europea · Chile. Elimina los aranceles de más del 99 % de las exportaciones de la UE a Chile y garantiza el acceso a materias primas críticas como el litio y el cobre.',
      },
      sv: {
        title: 'Interimsavtalet om handel mellan EU och Chile',
        description:
          'Parter: Europeiska unionen · Chile. Avskaffar tullarna på mer än 99 % av EU:s export till Chile och säkrar tillgången till kritiska råvaror som litium och koppar.',
      },
    },
    'EU Trade Agreement with Colombia, Peru and Ecuador': {
      es: {
        title: 'Acuerdo Comercial de la UE con Colombia, Perú y Ecuador',
        description:
          'Partes: Unión Europea · Colombia, Perú, Ecuador. Ofrece acceso libre de aranceles a los productos industriales y pesqueros y un amplio acceso a los productos agrícolas; Ecuador se adhirió en 2017.',
      },
      sv: {
        title: 'EU:s handelsavtal med Colombia, Peru och Ecuador',
        description:
          'Parter: Europeiska unionen · Colombia, Peru, Ecuador. Ger tullfritt tillträde för industri- och fiskeriprodukter och brett tillträde för jordbruksvaror; Ecuador anslöt sig 2017.',
      },
    },
    'EU–Central America Association Agreement': {
      es: {
        title: 'Acuerdo de Asociación UE-Centroamérica',
        description:
          'Partes: Unión Europea · Costa Rica, El Salvador, Guatemala, Honduras, Nicaragua, Panamá. El pilar comercial se aplica desde 2013 y elimina los aranceles de casi todos los productos industriales y pesqueros.',
      },
      sv: {
        title: 'Associeringsavtalet mellan EU och Centralamerika',
        description:
          'Parter: Europeiska unionen · Costa Rica, El Salvador, Guatemala, Honduras, Nicaragua, Panama. Handelsdelen har tillämpats sedan 2013 och avskaffar tullarna på nästan alla industri- och fiskeriprodukter.',
      },
    },
    'EFTA–Mercosur Free Trade Agreement': {
      es: {
        title: 'Tratado de Libre Comercio AELC-Mercosur',
        description:
          'Partes: Islandia, Liechtenstein, Noruega, Suiza · Mercosur. Mejorará el acceso de los exportadores noruegos e islandeses, incluidos los productores pesqueros, al mercado del Mercosur una vez ratificado.',
      },
      sv: {
        title: 'Frihandelsavtalet mellan Efta och Mercosur',
        description:
          'Parter: Island, Liechtenstein, Norge, Schweiz · Mercosur. Ger norska och isländska exportörer, bland annat inom fisk och skaldjur, bättre tillträde till Mercosurmarknaden när avtalet har ratificerats.',
      },
    },
    'Investment and double taxation treaties': {
      es: {
        title: 'Tratados de inversión y de doble imposición',
        description:
          'Los países nórdicos y bálticos han firmado tratados bilaterales de inversión y convenios de doble imposición con varios países latinoamericanos. La cobertura varía de un país a otro.',
      },
      sv: {
        title: 'Investeringsskydds- och dubbelbeskattningsavtal',
        description:
          'De nordiska och baltiska länderna har ingått bilaterala investeringsskyddsavtal och dubbelbeskattningsavtal med flera latinamerikanska länder. Omfattningen skiljer sig mellan länderna.',
      },
    },
  },
  'regulatory-updates': {
    'EU–Mercosur agreement moves through ratification': {
      es: {
        title: 'El acuerdo UE-Mercosur avanza en su ratificación',
        description:
          'El acuerdo de asociación está pasando por los procedimientos de aprobación de la UE y de los países del Mercosur. Las rebajas arancelarias solo empezarán cuando se aplique, por lo que hasta entonces se mantienen los aranceles actuales. Publicaremos los calendarios de desgravación de los principales grupos de productos en cuanto se confirmen las fechas.',
      },
      sv: {
        title: 'Avtalet mellan EU och Mercosur går vidare i ratificeringen',
        description:
          'Partnerskapsavtalet genomgår nu godkännandeprocesserna i EU och i Mercosurländerna. Tullsänkningarna börjar först när avtalet tillämpas, så dagens tullar gäller fram till dess. Vi publicerar avvecklingsplanerna för tullarna på de viktigaste produktgrupperna så snart datumen är bekräftade.',
      },
    },
    'More checks on proofs of origin at Nordic customs': {
      es: {
        title: 'Más controles de las pruebas de origen en las aduanas nórdicas',
        description:
          'Las autoridades aduaneras de los Estados miembros nórdicos de la UE realizan más controles posteriores al despacho de las mercancías importadas con aranceles preferenciales. Los importadores deben conservar los documentos justificativos del exportador y comprobar que la declaración de origen utiliza el texto exacto del acuerdo; si falta o es incorrecta, habrá que pagar después el arancel completo.',
      },
      sv: {
        title: 'Fler kontroller av ursprungsbevis i de nordiska tullarna',
        description:
          'Tullmyndigheterna i de nordiska EU-länderna gör fler kontroller i efterhand av varor som importerats till förmånstull. Importörer bör spara exportörens underlag och se till att ursprungsförsäkran har exakt den lydelse som avtalet anger; saknas den eller är den felaktig måste full tull betalas i efterhand.',
      },
    },
    'Electronic invoicing becomes the norm in the Baltic states': {
      es: {
        title: 'La factura electrónica se generaliza en los países bálticos',
        description:
          'Los países bálticos están implantando de forma progresiva la factura electrónica estructurada en las ventas entre empresas, en línea con los planes de la UE de declaración digital del IVA. Los proveedores extranjeros que venden a empresas bálticas deben comprobar que su programa de facturación puede enviar facturas en el formato estándar europeo a través de una red acreditada.',
      },
      sv: {
        title: 'E-fakturering blir standard i de baltiska länderna',
        description:
          'De baltiska länderna inför stegvis strukturerade e-fakturor vid försäljning mellan företag, i takt med EU:s planer på digital momsrapportering. Utländska leverantörer som säljer till baltiska företag bör kontrollera att deras faktureringsprogram kan skicka fakturor i det europeiska standardformatet via ett ackrediterat nätverk.',
      },
    },
    'Deforestation Regulation: what exporters of coffee, cocoa and soy should prepare': {
      es: {
        title: 'Reglamento de deforestación: qué deben preparar los exportadores de café, cacao y soja',
        description:
          'Los importadores europeos piden a sus proveedores latinoamericanos la geolocalización de cada parcela y pruebas de que no fue deforestada después del 31 de diciembre de 2020. Los exportadores que reúnan estos datos desde ahora, y acuerden con sus compradores cómo compartirlos, evitarán retrasos en frontera cuando las normas empiecen a aplicárseles.',
      },
      sv: {
        title: 'Avskogningsförordningen: det här bör exportörer av kaffe, kakao och soja förbereda',
        description:
          'Europeiska importörer ber sina latinamerikanska leverantörer om geolokalisering av varje odlingsområde och om belägg för att marken inte avskogats efter den 31 december 2020. Exportörer som samlar in uppgifterna redan nu, och kommer överens med sina köpare om hur de ska delas, slipper förseningar vid gränsen när reglerna börjar gälla för dem.',
      },
    },
    'Carbon border adjustment: importers prepare to buy certificates': {
      es: {
        title: 'Ajuste en frontera por carbono: los importadores se preparan para comprar certificados',
        description:
          'Concluido el periodo transitorio de notificación, los importadores de hierro, acero, aluminio, cemento, fertilizantes e hidrógeno en la UE necesitan la condición de declarante autorizado y deben cubrir con certificados las emisiones incorporadas en sus mercancías. Los compradores nórdicos piden a los productores latinoamericanos datos de emisiones verificados; sin ellos se aplican valores por defecto, que suelen ser más altos.',
      },
      sv: {
        title: 'Koldioxidjustering vid gränsen: importörer förbereder sig för att köpa certifikat',
        description:
          'Nu när övergångsperioden med enbart rapportering är över behöver importörer av järn, stål, aluminium, cement, gödselmedel och vätgas till EU status som godkänd deklarant och måste täcka de inbäddade utsläppen i sina varor med certifikat. Nordiska köpare ber latinamerikanska producenter om verifierade utsläppsdata; utan dem används standardvärden, som oftast är högre.',
      },
    },
    'Investment screening in the Baltic states: check before you close': {
      es: {
        title: 'Control de inversiones en los países bálticos: compruébelo antes de cerrar la operación',
        description:
          'Los inversores de fuera de la UE que adquieran una participación en una empresa de energía, telecomunicaciones, transporte u otro sector crítico en Estonia, Letonia o Lituania pueden necesitar una autorización antes de cerrar la operación. Los umbrales y los plazos de revisión varían entre los tres países, por lo que conviene pedir asesoramiento al inicio de la operación.',
      },
      sv: {
        title: 'Granskning av investeringar i de baltiska länderna: kontrollera innan affären slutförs',
        description:
          'Investerare från länder utanför EU som köper en andel i ett företag inom energi, telekommunikation, transport eller en annan samhällsviktig sektor i Estland, Lettland eller Litauen kan behöva ett godkännande innan affären slutförs. Tröskelvärden och granskningstider skiljer sig mellan de tre länderna, så be om råd tidigt i transaktionen.',
      },
    },
    'EU–Chile trade: claiming the preferential rate': {
      es: {
        title: 'Comercio UE-Chile: cómo acogerse al arancel preferencial',
        description:
          'La mayoría de las exportaciones nórdicas y bálticas de maquinaria, alimentos y productos químicos entran ya en Chile libres de aranceles gracias al Acuerdo Comercial Provisional UE-Chile. Para acogerse al arancel preferencial, la declaración de origen del exportador debe figurar en la factura con el texto que establece el acuerdo, y el exportador debe poder demostrar cómo cumplen las mercancías las normas de origen.',
      },
      sv: {
        title: 'Handel mellan EU och Chile: så får du förmånstullen',
        description:
          'Merparten av den nordiska och baltiska exporten av maskiner, livsmedel och kemikalier går nu tullfritt in i Chile tack vare EU:s interimistiska handelsavtal med Chile. För att få förmånstullen måste exportörens ursprungsförsäkran stå på fakturan med den lydelse som avtalet anger, och exportören måste kunna visa hur varorna uppfyller ursprungsreglerna.',
      },
    },
  },
  insights: {
    'Trade in goods keeps growing': {
      es: {
        title: 'El comercio de bienes sigue creciendo',
        description:
          'El comercio de bienes entre los países nórdicos y bálticos e Iberoamérica aumentó por tercer año consecutivo, impulsado por maquinaria, minerales y alimentos procesados.',
        source: 'Estimación de la Cámara a partir de estadísticas nacionales, 2025',
      },
      sv: {
        title: 'Varuhandeln fortsätter att växa',
        description:
          'Varuhandeln mellan de nordiska och baltiska länderna och Iberoamerika ökade för tredje året i rad, driven av maskiner, mineraler och förädlade livsmedel.',
        source: 'Handelskammarens uppskattning baserad på nationell statistik, 2025',
      },
    },
    'Renewables attract Nordic capital': {
      es: {
        title: 'Las renovables atraen capital nórdico',
        description:
          'Los compromisos de inversión nórdica en proyectos solares, eólicos y de almacenamiento en América Latina crecieron con fuerza, con Chile, Brasil y Colombia a la cabeza.',
        source: 'Base de datos de proyectos de la Cámara, 2025',
      },
      sv: {
        title: 'Förnybar energi lockar nordiskt kapital',
        description:
          'Nordiska investeringsåtaganden i latinamerikanska sol-, vind- och lagringsprojekt ökade kraftigt, med Chile, Brasilien och Colombia i täten.',
        source: 'Handelskammarens projektdatabas, 2025',
      },
    },
    'Digital payments scale up': {
      es: {
        title: 'Los pagos digitales ganan escala',
        description:
          'Los pagos transfronterizos con tarjeta y de cuenta a cuenta entre las regiones aumentaron a medida que más comercios aceptan métodos de pago inmediato.',
        source: 'Encuesta a socios, 2025',
      },
      sv: {
        title: 'Digitala betalningar växer',
        description:
          'Gränsöverskridande kort- och kontobetalningar mellan regionerna ökade i takt med att fler handlare tar emot direktbetalningar.',
        source: 'Medlemsenkät, 2025',
      },
    },
    'Agri-food volumes dip slightly': {
      es: {
        title: 'Ligero descenso de los volúmenes agroalimentarios',
        description:
          'Los mayores costes de certificación y las nuevas normas sobre productos libres de deforestación frenaron algunos envíos agroalimentarios al norte de Europa, mientras los precios se mantuvieron firmes.',
        source: 'Estimación de la Cámara a partir de datos aduaneros, 2025',
      },
      sv: {
        title: 'Livsmedelsvolymerna minskar något',
        description:
          'Högre certifieringskostnader och nya regler om avskogningsfria produkter bromsade vissa livsmedelsleveranser till Nordeuropa, medan priserna höll sig stabila.',
        source: 'Handelskammarens uppskattning baserad på tullstatistik, 2025',
      },
    },
  },
  tariffs: {
    'Fresh avocados': {
      es: {
        title: 'Aguacates frescos',
      },
      sv: {
        title: 'Färsk avokado',
      },
    },
    'Roasted coffee': {
      es: {
        title: 'Café tostado',
      },
      sv: {
        title: 'Rostat kaffe',
      },
    },
    'Cut roses': {
      es: {
        title: 'Rosas cortadas',
      },
      sv: {
        title: 'Snittrosor',
      },
    },
    'Frozen shrimp and prawns': {
      es: {
        title: 'Camarones y langostinos congelados',
      },
      sv: {
        title: 'Frysta räkor',
      },
    },
    'Fresh Atlantic salmon': {
      es: {
        title: 'Salmón del Atlántico fresco',
      },
      sv: {
        title: 'Färsk atlantlax',
      },
    },
    'Sawn coniferous wood': {
      es: {
        title: 'Madera aserrada de coníferas',
      },
      sv: {
        title: 'Sågat virke av barrträd',
      },
    },
    'Wind-powered generating sets': {
      es: {
        title: 'Grupos electrógenos de energía eólica',
      },
      sv: {
        title: 'Vinddrivna generatoraggregat',
      },
    },
    'Passenger cars': {
      es: {
        title: 'Turismos',
      },
      sv: {
        title: 'Personbilar',
      },
    },
  },
  'compliance-sectors': {
    'Food and agriculture': {
      es: {
        title: 'Alimentación y agricultura',
        requirements:
          'Legislación alimentaria general de la UE, límites máximos de residuos de plaguicidas, etiquetado en el idioma local, listas de establecimientos autorizados para productos de origen animal.',
        certification:
          'Certificados sanitarios, certificados fitosanitarios y, opcionalmente, certificación ecológica o de comercio justo.',
      },
      sv: {
        title: 'Livsmedel och jordbruk',
        requirements:
          'EU:s allmänna livsmedelslagstiftning, gränsvärden för bekämpningsmedelsrester, märkning på det lokala språket, listor över godkända anläggningar för animaliska produkter.',
        certification:
          'Hälsointyg, sundhetscertifikat och vid behov ekologisk certifiering eller Fairtrade-certifiering.',
      },
    },
    'Timber and wood products': {
      es: {
        title: 'Madera y productos de madera',
        requirements:
          'Reglamento de la UE sobre deforestación: geolocalización de las parcelas y declaración de diligencia debida antes de la comercialización.',
        certification: 'La certificación FSC o PEFC ayuda, pero no sustituye la diligencia debida.',
      },
      sv: {
        title: 'Trä och träprodukter',
        requirements:
          'EU:s avskogningsförordning: geolokalisering av markområdena och en försäkran om tillbörlig aktsamhet innan varan släpps ut på marknaden.',
        certification: 'FSC- eller PEFC-certifiering hjälper men ersätter inte kravet på tillbörlig aktsamhet.',
      },
    },
    Machinery: {
      es: {
        title: 'Maquinaria',
        requirements:
          'Reglamento de Máquinas de la UE, requisitos esenciales de salud y seguridad, expediente técnico y evaluación de riesgos.',
        certification:
          'Marcado CE y declaración UE de conformidad; organismo notificado para la maquinaria de alto riesgo.',
      },
      sv: {
        title: 'Maskiner',
        requirements:
          'EU:s maskinförordning, väsentliga hälso- och säkerhetskrav, teknisk dokumentation och riskbedömning.',
        certification: 'CE-märkning och EU-försäkran om överensstämmelse; anmält organ för maskiner med hög risk.',
      },
    },
    'Electrical and electronic equipment': {
      es: {
        title: 'Equipos eléctricos y electrónicos',
        requirements:
          'Directivas de baja tensión y de compatibilidad electromagnética, restricciones RoHS de sustancias peligrosas y obligaciones de recogida RAEE.',
        certification: 'Marcado CE, declaración UE de conformidad y registro como productor RAEE en cada país.',
      },
      sv: {
        title: 'Elektrisk och elektronisk utrustning',
        requirements:
          'Lågspänningsdirektivet och EMC-direktivet, RoHS-begränsningar av farliga ämnen och producentansvar enligt WEEE.',
        certification:
          'CE-märkning, EU-försäkran om överensstämmelse och registrering som WEEE-producent i varje land.',
      },
    },
    Chemicals: {
      es: {
        title: 'Productos químicos',
        requirements:
          'Registro REACH de las sustancias de más de una tonelada al año, clasificación y etiquetado CLP, fichas de datos de seguridad.',
        certification:
          'Registro ante la Agencia Europea de Sustancias y Mezclas Químicas a través de un importador o un representante exclusivo.',
      },
      sv: {
        title: 'Kemikalier',
        requirements:
          'Registrering enligt Reach för ämnen över ett ton per år, klassificering och märkning enligt CLP, säkerhetsdatablad.',
        certification: 'Registrering hos Europeiska kemikaliemyndigheten via en importör eller en enda representant.',
      },
    },
    'Textiles and apparel': {
      es: {
        title: 'Textil y confección',
        requirements:
          'Etiquetado de la composición de fibras, restricciones REACH de colorantes azoicos y otras sustancias, normas generales de seguridad de los productos.',
        certification: 'Certificación OEKO-TEX o GOTS opcional, cada vez más exigida por los minoristas nórdicos.',
      },
      sv: {
        title: 'Textil och konfektion',
        requirements:
          'Märkning av fibersammansättning, Reach-begränsningar av azofärgämnen och andra ämnen, allmänna regler om produktsäkerhet.',
        certification:
          'Frivillig OEKO-TEX- eller GOTS-certifiering, som nordiska detaljhandlare allt oftare förväntar sig.',
      },
    },
  },
  offices: {
    'Strandvägen 7A': {
      es: {
        city: 'Estocolmo',
        country: 'Suecia',
      },
      sv: {
        city: 'Stockholm',
        country: 'Sverige',
      },
    },
    'Paseo de la Reforma 505, Piso 12, Col. Cuauhtémoc': {
      es: {
        city: 'Ciudad de México',
        country: 'México',
      },
      sv: {
        city: 'Mexico City',
        country: 'Mexiko',
      },
    },
    'Kungsgatan 44': {
      es: {
        city: 'Estocolmo',
        country: 'Suecia',
      },
      sv: {
        city: 'Stockholm',
        country: 'Sverige',
      },
    },
    'Narva maantee 5': {
      es: {
        city: 'Tallin',
        country: 'Estonia',
      },
      sv: {
        city: 'Tallinn',
        country: 'Estland',
      },
    },
  },
};
