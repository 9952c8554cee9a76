import type { TranslationLanguage } from '../../shared/schemas/translations';

/** A translation of one sample item into one language. */
type Texts<F extends string> = Record<F, string>;

/**
 * Spanish and Swedish texts of the sample content, by the English name (members) or title (events,
 * articles) of the item they translate. Seeding stores them as ready translations.
 */
export const sampleTranslations: {
  members: Record<string, Record<TranslationLanguage, Texts<'description'>>>;
  events: Record<string, Record<TranslationLanguage, Texts<'title' | 'description' | 'location'>>>;
  news: Record<string, Record<TranslationLanguage, Texts<'title' | 'excerpt' | 'content'>>>;
} = {
  members: {
    'Fjordvik Energy Systems': {
      es: {
        description:
          'Fjordvik diseña plantas de electrólisis y soluciones de integración de energía eólica marina para puertos e industria pesada. Actualmente desarrolla la ingeniería de una terminal de exportación de hidrógeno verde junto con una autoridad portuaria del norte de Chile.',
      },
      sv: {
        description:
          'Fjordvik konstruerar elektrolysanläggningar och integrerar havsbaserad vindkraft för hamnar och tung industri. Företaget projekterar just nu en exportterminal för grön vätgas tillsammans med en hamnmyndighet i norra Chile.',
      },
    },
    'Cordillera Cargo Lines': {
      es: {
        description:
          'Cordillera Cargo Lines opera servicios de carga refrigerada y carga fraccionada entre la costa del Pacífico de Sudamérica y el norte de Europa. Su conexión semanal vía Róterdam abastece a puertos bálticos y escandinavos con fruta, vino y productos de cobre.',
      },
      sv: {
        description:
          'Cordillera Cargo Lines bedriver linjetrafik med kyl- och styckegods mellan Sydamerikas Stillahavskust och norra Europa. Den veckovisa förbindelsen via Rotterdam försörjer baltiska och skandinaviska hamnar med frukt, vin och kopparprodukter.',
      },
    },
    'Vilkas Data Labs': {
      es: {
        description:
          'Vilkas Data Labs desarrolla software de detección de fraude y conciliación de pagos para bancos y entidades de pago. La empresa ha abierto un centro de desarrollo en São Paulo para dar servicio a las fintech brasileñas que entran en el mercado europeo.',
      },
      sv: {
        description:
          'Vilkas Data Labs utvecklar programvara för bedrägeriupptäckt och betalningsavstämning för banker och betalningsinstitut. Företaget har öppnat ett utvecklingscenter i São Paulo för att betjäna brasilianska fintechbolag som etablerar sig på den europeiska marknaden.',
      },
    },
    'Puente Norte Capital': {
      es: {
        description:
          'Puente Norte Capital es una firma de inversión independiente que coinvierte con fondos de pensiones nórdicos en proyectos de energías renovables e infraestructuras en España, Portugal y América Latina.',
      },
      sv: {
        description:
          'Puente Norte Capital är ett oberoende investeringsbolag som saminvesterar med nordiska pensionsfonder i projekt inom förnybar energi och infrastruktur i Spanien, Portugal och Latinamerika.',
      },
    },
    'Kaamos Health Analytics': {
      es: {
        description:
          'Kaamos desarrolla software de monitorización remota de pacientes para hospitales y proveedores de atención domiciliaria. Tras sendos proyectos piloto en Finlandia y Estonia, está implantando su plataforma en dos redes de hospitales privados de Colombia.',
      },
      sv: {
        description:
          'Kaamos utvecklar programvara för distansövervakning av patienter för sjukhus och hemsjukvårdsaktörer. Efter pilotprojekt i Finland och Estland inför företaget nu sin plattform hos två privata sjukhusnätverk i Colombia.',
      },
    },
    'Saaremaa Coastal Foods': {
      es: {
        description:
          'Empresa familiar que elabora pescado ahumado, pan de centeno y conservas de bayas en la isla de Saaremaa. Abastece a cadenas de tiendas delicatessen de Finlandia y Suecia y está probando sus primeros envíos a comercios gourmet de Ciudad de México.',
      },
      sv: {
        description:
          'Ett familjeägt företag som tillverkar rökt fisk, rågbröd och bärsylt på ön Saaremaa. Företaget levererar till delikatesskedjor i Finland och Sverige och testar nu sina första leveranser till gourmetbutiker i Mexiko City.',
      },
    },
    'Tierra Alta Agroexport': {
      es: {
        description:
          'Tierra Alta cultiva y exporta uva, nueces y aceite de oliva ecológicos del piedemonte andino. Su cadena de suministro certificada cumple los estándares de sostenibilidad de los minoristas nórdicos, y Dinamarca y Suecia son hoy sus principales mercados.',
      },
      sv: {
        description:
          'Tierra Alta odlar och exporterar ekologiska druvor, valnötter och olivolja från Andernas förberg. Den certifierade leveranskedjan uppfyller de nordiska dagligvarukedjornas hållbarhetskrav, och Danmark och Sverige är i dag företagets största marknader.',
      },
    },
    'Kvist & Linde Design Studio': {
      es: {
        description:
          'Estudio de diseño de producto y mobiliario que trabaja con madera de origen sostenible y materiales reciclados. Colabora con talleres de muebles de Portugal y Lituania en la producción de pequeñas series para minoristas escandinavos.',
      },
      sv: {
        description:
          'En designstudio för produkter och möbler som arbetar med hållbart virke och återvunna material. Studion samarbetar med möbelverkstäder i Portugal och Litauen om produktion i små serier för skandinaviska återförsäljare.',
      },
    },
    'Daugava Precision Components': {
      es: {
        description:
          'Daugava mecaniza piezas metálicas de precisión para aerogeneradores, maquinaria agrícola y vehículos ferroviarios. Suministra a fabricantes de equipos originales nórdicos y recientemente se ha homologado como proveedor de un fabricante de tractores en Brasil.',
      },
      sv: {
        description:
          'Daugava tillverkar precisionsbearbetade metalldetaljer till vindkraftverk, jordbruksmaskiner och järnvägsfordon. Företaget levererar till nordiska originaltillverkare (OEM) och har nyligen godkänts som leverantör till en traktortillverkare i Brasilien.',
      },
    },
    'Atlântico Norte Viagens': {
      es: {
        description:
          'Operador turístico especializado en viajes de incentivo y delegaciones empresariales entre la península ibérica, los países nórdicos y las capitales bálticas. También organiza cada año la logística de varias misiones comerciales de la Cámara.',
      },
      sv: {
        description:
          'En researrangör specialiserad på incentiveresor och affärsdelegationer mellan Iberiska halvön, Norden och de baltiska huvudstäderna. Företaget sköter också varje år logistiken för flera av Handelskammarens handelsdelegationer.',
      },
    },
    'Hverir Geothermal Advisory': {
      es: {
        description:
          'Hverir asesora a gobiernos y empresas de servicios públicos en exploración geotérmica, programas de perforación y operación de centrales. Sus ingenieros llevan más de una década apoyando proyectos geotérmicos en México, Chile y Perú.',
      },
      sv: {
        description:
          'Hverir ger regeringar och energibolag råd om geotermisk prospektering, borrprogram och drift av kraftverk. Företagets ingenjörer har stöttat geotermiska projekt i Mexiko, Chile och Peru i mer än tio år.',
      },
    },
    'Pilvelinn Govtech Consulting': {
      es: {
        description:
          'Pilvelinn ayuda a las administraciones públicas a diseñar servicios de identidad digital, firma electrónica e intercambio de datos basados en el modelo estonio. Ha asesorado a municipios y ministerios de Perú, Argentina y la República Dominicana.',
      },
      sv: {
        description:
          'Pilvelinn hjälper offentliga förvaltningar att utforma tjänster för digital identitet, e-underskrift och datautbyte enligt den estniska modellen. Företaget har varit rådgivare åt kommuner och ministerier i Peru, Argentina och Dominikanska republiken.',
      },
    },
    'Sierra Regia Manufactura': {
      es: {
        description:
          'Sierra Regia fabrica envolventes eléctricas y sistemas de gestión de cables para centros de datos y parques solares. Una empresa conjunta con un socio sueco le da acceso a acero bajo en carbono para su línea de productos europea.',
      },
      sv: {
        description:
          'Sierra Regia tillverkar elkapslingar och kabelföringssystem för datacenter och solparker. Ett samriskföretag med en svensk partner ger företaget tillgång till stål med lågt koldioxidavtryck för den europeiska produktlinjen.',
      },
    },
    'Göta Learning Partners': {
      es: {
        description:
          'Göta Learning Partners imparte programas de formación profesional e intercambio en soldadura, automatización y tecnologías de energías renovables. Colabora con institutos técnicos de Chile y Colombia para formar técnicos para la transición energética.',
      },
      sv: {
        description:
          'Göta Learning Partners driver yrkesutbildningar och utbytesprogram inom svetsning, automation och förnybar energiteknik. Företaget samarbetar med tekniska institut i Chile och Colombia för att utbilda tekniker för energiomställningen.',
      },
    },
  },
  events: {
    'Nordic–Latin America Green Hydrogen Forum': {
      es: {
        title: 'Foro Nórdico–Latinoamericano de Hidrógeno Verde',
        description:
          'Dos días de ponencias principales, presentaciones de proyectos y reuniones individuales entre proveedores nórdicos de tecnología, compradores de hidrógeno y promotores de proyectos de Chile, Brasil, Uruguay y Colombia. Las sesiones abordan la certificación del hidrógeno renovable, el transporte marítimo de amoníaco y e-metanol, y la financiación de proyectos de exportación.',
        location: 'Estocolmo, Suecia y en línea',
      },
      sv: {
        title: 'Nordisk–latinamerikanskt forum för grön vätgas',
        description:
          'Två dagar med huvudtalare, projektpresentationer och enskilda möten mellan nordiska teknikleverantörer, köpare av vätgas och vätgasutvecklare från Chile, Brasilien, Uruguay och Colombia. Programmet tar upp certifiering av förnybar vätgas, sjötransport av ammoniak och e-metanol samt finansiering av exportprojekt.',
        location: 'Stockholm, Sverige och online',
      },
    },
    'Webinar: Navigating the EU–Mercosur Trade Agreement': {
      es: {
        title: 'Seminario web: claves del acuerdo comercial UE–Mercosur',
        description:
          'Abogados especializados en comercio internacional y expertos en aduanas explican los calendarios arancelarios, las normas de origen y los periodos transitorios más relevantes para los exportadores de los países nórdicos y los países bálticos. La sesión concluye con una ronda abierta de preguntas y respuestas.',
        location: 'En línea',
      },
      sv: {
        title: 'Webbinarium: Så hittar du rätt i handelsavtalet mellan EU och Mercosur',
        description:
          'Handelsjurister och tullexperter går igenom de tullscheman, ursprungsregler och övergångsperioder som är viktigast för exportörer i Norden och Baltikum. Webbinariet avslutas med en öppen frågestund.',
        location: 'Online',
      },
    },
    'Networking Breakfast: Nordic Investors Meet Iberian Founders': {
      es: {
        title: 'Desayuno de networking: inversores nórdicos y fundadores ibéricos',
        description:
          'Un desayuno informal que reúne a fondos de capital riesgo y family offices nórdicos con fundadores de startups de España y Portugal. Cada fundador dispone de tres minutos para presentar su proyecto, tras lo cual se abre un espacio de networking.',
        location: 'Madrid, España',
      },
      sv: {
        title: 'Nätverksfrukost: nordiska investerare möter iberiska grundare',
        description:
          'En informell frukost där nordiska riskkapitalbolag och family offices möter grundare av startupbolag från Spanien och Portugal. Varje grundare får tre minuter att presentera sitt företag, och därefter är det fritt nätverkande.',
        location: 'Madrid, Spanien',
      },
    },
    'Digital Government Study Tour: Tallinn': {
      es: {
        title: 'Viaje de estudio sobre gobierno digital: Tallin',
        description:
          'Un programa de tres días para funcionarios públicos y empresas govtech de América Latina que deseen conocer cómo gestiona Estonia la identidad digital, el intercambio de datos y los servicios públicos en línea. Incluye visitas a organismos públicos, a un centro de ciberseguridad y a empresas de software locales.',
        location: 'Tallin, Estonia',
      },
      sv: {
        title: 'Studieresa om digital förvaltning: Tallinn',
        description:
          'Ett tredagarsprogram för offentliga tjänstemän och govtechföretag från Latinamerika som vill se hur Estland arbetar med digital identitet, datautbyte och offentliga e-tjänster. I programmet ingår besök hos myndigheter, ett cybersäkerhetscenter och lokala mjukvaruföretag.',
        location: 'Tallinn, Estland',
      },
    },
    'Fintech Matchmaking Day: Vilnius–São Paulo': {
      es: {
        title: 'Jornada de matchmaking fintech: Vilna–São Paulo',
        description:
          'Reuniones concertadas previamente entre empresas lituanas de pagos y regtech y fintech brasileñas que buscan una licencia en la UE o un socio tecnológico. Los participantes en Brasil se incorporan a las reuniones por videoconferencia.',
        location: 'Vilna, Lituania y en línea',
      },
      sv: {
        title: 'Matchmakingdag för fintech: Vilnius–São Paulo',
        description:
          'Förbokade möten mellan litauiska betalnings- och regtechföretag och brasilianska fintechbolag som söker en EU-licens eller en teknikpartner. Deltagarna i Brasilien ansluter till mötena via videolänk.',
        location: 'Vilnius, Litauen och online',
      },
    },
    'Workshop: Rules of Origin under the EU–Mexico Agreement': {
      es: {
        title: 'Taller: normas de origen en el Acuerdo UE–México',
        description:
          'Un taller práctico sobre cómo documentar el origen de las mercancías y acogerse a aranceles preferenciales en el comercio entre México y la UE. Los participantes trabajan con ejemplos reales de productos de los sectores manufacturero y alimentario.',
        location: 'En línea',
      },
      sv: {
        title: 'Workshop: Ursprungsregler i avtalet mellan EU och Mexiko',
        description:
          'En praktisk workshop om hur du dokumenterar varors ursprung och får förmånstull i handeln mellan Mexiko och EU. Deltagarna arbetar med verkliga produktexempel från tillverknings- och livsmedelsindustrin.',
        location: 'Online',
      },
    },
    'Trade Mission to Chile and Peru: Mining, Energy and Ports': {
      es: {
        title: 'Misión comercial a Chile y Perú: minería, energía y puertos',
        description:
          'Una misión de cuatro días para empresas nórdicas y bálticas proveedoras de los sectores de la minería, las energías renovables y los puertos, con paradas en Santiago, Antofagasta y Lima. El programa incluye visitas a instalaciones, reuniones con equipos de compras y una recepción con asociaciones empresariales locales.',
        location: 'Santiago, Chile',
      },
      sv: {
        title: 'Handelsdelegation till Chile och Peru: gruvdrift, energi och hamnar',
        description:
          'En fyradagarsresa för nordiska och baltiska företag som levererar till gruvindustrin, sektorn för förnybar energi och hamnar, med stopp i Santiago, Antofagasta och Lima. Programmet omfattar platsbesök, möten med inköpsavdelningar och en mottagning med lokala näringslivsorganisationer.',
        location: 'Santiago, Chile',
      },
    },
    'Agri-Food Export Workshop: Selling to Nordic Retailers': {
      es: {
        title: 'Taller de exportación agroalimentaria: cómo vender a los minoristas nórdicos',
        description:
          'Compradores de cadenas de supermercados nórdicas explican sus requisitos de sostenibilidad, normas de etiquetado y procesos de referenciación para fruta, café y vino latinoamericanos. El segundo día está reservado para reuniones individuales con los compradores.',
        location: 'Copenhague, Dinamarca y en línea',
      },
      sv: {
        title: 'Exportworkshop för livsmedel: Så säljer du till nordiska dagligvarukedjor',
        description:
          'Inköpare från nordiska livsmedelskedjor berättar om sina hållbarhetskrav, märkningsregler och listningsprocesser för frukt, kaffe och vin från Latinamerika. Den andra dagen är vikt åt enskilda möten med inköparna.',
        location: 'Köpenhamn, Danmark och online',
      },
    },
    'Baltic–Ibero-American Logistics Roundtable': {
      es: {
        title: 'Mesa redonda báltico–iberoamericana de logística',
        description:
          'Operadores portuarios, transitarios y cargadores analizan nuevas rutas entre los puertos bálticos y las costas atlántica y pacífica de América Latina. Entre los temas figuran la capacidad de la cadena de frío, los centros de transbordo y la descarbonización del transporte marítimo.',
        location: 'En línea',
      },
      sv: {
        title: 'Rundabordssamtal om logistik mellan Baltikum och Iberoamerika',
        description:
          'Hamnoperatörer, speditörer och transportköpare diskuterar nya rutter mellan baltiska hamnar och Latinamerikas Atlant- och Stillahavskuster. Bland ämnena finns kapacitet i kylkedjan, omlastningsnav och minskade utsläpp från sjöfarten.',
        location: 'Online',
      },
    },
    'Riga Green Manufacturing Forum': {
      es: {
        title: 'Foro de Fabricación Verde de Riga',
        description:
          'Fabricantes de Letonia, Finlandia y México compartieron cómo han reducido el consumo energético y las emisiones en planta. El foro se cerró con una visita a una planta metalúrgica abastecida con energía solar propia y recuperación de calor.',
        location: 'Riga, Letonia',
      },
      sv: {
        title: 'Forum för grön tillverkning i Riga',
        description:
          'Tillverkare från Lettland, Finland och Mexiko berättade hur de har minskat energianvändningen och utsläppen i produktionen. Forumet avslutades med ett besök på en metallverkstad som drivs med egen solenergi och värmeåtervinning.',
        location: 'Riga, Lettland',
      },
    },
    "Webinar: Doing Business in Colombia's Renewable Energy Sector": {
      es: {
        title: 'Seminario web: hacer negocios en el sector de las energías renovables de Colombia',
        description:
          'Promotores y asesores presentaron el sistema de subastas, el proceso de obtención de permisos y las normas de conexión a la red para proyectos eólicos y solares en Colombia. Proveedores nórdicos compartieron las lecciones aprendidas en sus primeros proyectos en el país.',
        location: 'En línea',
      },
      sv: {
        title: 'Webbinarium: Så gör du affärer inom förnybar energi i Colombia',
        description:
          'Projektutvecklare och rådgivare presenterade auktionssystemet, tillståndsprocessen och reglerna för nätanslutning av vind- och solkraftsprojekt i Colombia. Nordiska leverantörer delade med sig av erfarenheter från sina första projekt i landet.',
        location: 'Online',
      },
    },
    "Annual Members' Gathering": {
      es: {
        title: 'Encuentro anual de socios',
        description:
          'Socios de las tres regiones se reunieron para hacer balance del año, elegir a la junta directiva y fijar las prioridades para el año siguiente. El programa de la tarde incluyó una cena de networking con vistas al Tajo.',
        location: 'Lisboa, Portugal y en línea',
      },
      sv: {
        title: 'Årlig medlemsträff',
        description:
          'Medlemmar från alla tre regioner samlades för att summera året, välja styrelse och sätta prioriteringar för det kommande året. Kvällsprogrammet bjöd på en nätverksmiddag med utsikt över Tejo.',
        location: 'Lissabon, Portugal och online',
      },
    },
  },
  news: {
    'Speakers Announced for the Nordic–Latin America Green Hydrogen Forum': {
      es: {
        title: 'Anunciados los ponentes del Foro Nórdico–Latinoamericano de Hidrógeno Verde',
        excerpt:
          'Promotores de proyectos de Chile y Brasil, fabricantes nórdicos de electrolizadores y dos agencias de crédito a la exportación encabezarán el foro en Estocolmo.',
        content: [
          'El programa del Foro Nórdico–Latinoamericano de Hidrógeno Verde ya está completo. Durante dos días en Estocolmo, más de treinta ponentes analizarán cómo el hidrógeno y sus derivados producidos en América Latina pueden abastecer a la industria del norte de Europa.',
          'La sesión inaugural reúne a promotores de grandes proyectos de exportación en la región chilena de Magallanes y en el nordeste de Brasil con siderúrgicas y navieras nórdicas que prevén utilizar hidrógeno verde, amoníaco y e-metanol.',
          'El segundo día, varios talleres paralelos abordarán los sistemas de certificación del hidrógeno renovable, la infraestructura portuaria y la financiación combinada. Las agencias de crédito a la exportación de Suecia y Dinamarca explicarán las garantías a disposición de los proveedores que participen en proyectos latinoamericanos.',
          'Los socios que no puedan desplazarse a Estocolmo podrán seguir las sesiones principales en línea y reservar reuniones individuales virtuales a través de la plataforma del evento. Las inscripciones permanecerán abiertas hasta una semana antes del foro.',
        ].join('\n\n'),
      },
      sv: {
        title: 'Talarna klara för det nordisk–latinamerikanska forumet för grön vätgas',
        excerpt:
          'Projektutvecklare från Chile och Brasilien, nordiska tillverkare av elektrolysörer och två exportkreditinstitut står i centrum när forumet hålls i Stockholm.',
        content: [
          'Programmet för det nordisk–latinamerikanska forumet för grön vätgas är nu klart. Under två dagar i Stockholm diskuterar fler än trettio talare hur vätgas och vätgasderivat som produceras i Latinamerika kan försörja industrin i norra Europa.',
          'Öppningssessionen samlar utvecklare av stora exportprojekt i Magallanesregionen i Chile och i nordöstra Brasilien med nordiska stålproducenter och rederier som planerar att använda grön vätgas, ammoniak och e-metanol.',
          'Under den andra dagen hålls parallella workshoppar om certifieringssystem för förnybar vätgas, hamninfrastruktur och blandad finansiering. Exportkreditinstitut från Sverige och Danmark berättar om vilka garantier som finns för leverantörer som deltar i latinamerikanska projekt.',
          'Är du medlem men kan inte resa till Stockholm? Då kan du följa huvudsessionerna online och boka virtuella enskilda möten via evenemangsplattformen. Anmälan är öppen fram till en vecka före forumet.',
        ].join('\n\n'),
      },
    },
    'EU–Mercosur Agreement: What the Next Steps Mean for Members': {
      es: {
        title: 'Acuerdo UE–Mercosur: qué implican los próximos pasos para los socios',
        excerpt:
          'Mientras el acuerdo UE–Mercosur avanza en su ratificación, la Cámara resume las reducciones arancelarias y las normas más relevantes para las empresas nórdicas, bálticas e iberoamericanas.',
        content: [
          'El acuerdo comercial entre la Unión Europea y los países del Mercosur (Argentina, Brasil, Paraguay y Uruguay) sigue avanzando en la revisión jurídica y la ratificación en las instituciones de la UE y en los parlamentos del Mercosur. Para muchos socios, se trata de la novedad de política comercial más importante de la década.',
          'Una vez en vigor, el acuerdo eliminará de forma gradual los aranceles sobre la gran mayoría de los bienes que se intercambian entre ambos bloques. La maquinaria, los productos químicos, los vehículos y sus componentes exportados desde los países nórdicos y los países bálticos figuran entre los productos más beneficiados, mientras que los exportadores sudamericanos de fruta, café y alimentos procesados obtendrán un mejor acceso a los lineales europeos.',
          'El acuerdo incluye también capítulos sobre contratación pública, servicios y desarrollo sostenible, con compromisos en materia de deforestación y derechos laborales. Varios socios del sector agroalimentario han señalado a la Cámara que unos requisitos de trazabilidad claros les ayudarán a demostrar la calidad de sus cadenas de suministro.',
          'En las próximas semanas, la Cámara organizará un seminario web sobre el acuerdo, y está preparando una guía práctica sobre normas de origen. Si tiene preguntas concretas, puede dirigirse al equipo de política comercial a través del formulario de contacto.',
        ].join('\n\n'),
      },
      sv: {
        title: 'EU–Mercosur-avtalet: vad nästa steg innebär för medlemmarna',
        excerpt:
          'När EU–Mercosur-avtalet nu går vidare mot ratificering sammanfattar Handelskammaren de tullsänkningar och regler som är mest relevanta för nordiska, baltiska och iberoamerikanska företag.',
        content: [
          'Handelsavtalet mellan Europeiska unionen och Mercosurländerna (Argentina, Brasilien, Paraguay och Uruguay) genomgår fortfarande juridisk granskning och ratificering i EU:s institutioner och Mercosurländernas parlament. För många medlemmar är det decenniets viktigaste händelse inom handelspolitiken.',
          'När avtalet väl har trätt i kraft avvecklas tullarna gradvis på den absoluta merparten av de varor som handlas mellan de två blocken. Maskiner, kemikalier, fordon och fordonsdelar som exporteras från Norden och Baltikum hör till de produkter som gynnas mest, medan sydamerikanska exportörer av frukt, kaffe och förädlade livsmedel får bättre tillgång till de europeiska butikshyllorna.',
          'Avtalet innehåller också kapitel om offentlig upphandling, tjänster och hållbar utveckling, med åtaganden om avskogning och arbetstagares rättigheter. Flera medlemmar inom livsmedelssektorn har berättat för Handelskammaren att tydliga krav på spårbarhet hjälper dem att visa kvaliteten i sina leveranskedjor.',
          'Handelskammaren håller ett webbinarium om avtalet under de kommande veckorna och tar fram en praktisk guide till ursprungsregler. Har du specifika frågor är du välkommen att kontakta vårt team för handelspolitik via kontaktformuläret.',
        ].join('\n\n'),
      },
    },
    'Chamber Welcomes Five New Member Companies': {
      es: {
        title: 'La Cámara da la bienvenida a cinco nuevas empresas socias',
        excerpt:
          'Una consultora geotérmica de Islandia, un fabricante mexicano de equipos eléctricos y otras tres empresas se han incorporado a la Cámara este trimestre.',
        content: [
          'La Cámara se complace en dar la bienvenida a cinco nuevos socios procedentes de sus tres regiones. En conjunto, aportan a la red su experiencia en energía, industria manufacturera, finanzas, diseño y consultoría geotérmica.',
          'Hverir Geothermal Advisory, con sede en Reikiavik, lleva más de una década apoyando proyectos geotérmicos en México, Chile y Perú. Sierra Regia Manufactura, de Monterrey, fabrica envolventes eléctricas para centros de datos y parques solares, y se abastece de acero bajo en carbono a través de un socio comercial sueco.',
          'Fjordvik Energy Systems, de Bergen, diseña plantas de electrólisis y desarrolla la ingeniería de una terminal de exportación de hidrógeno verde en el norte de Chile. Puente Norte Capital, de Madrid, coinvierte con fondos de pensiones nórdicos en energías renovables e infraestructuras, y el estudio Kvist & Linde, de Copenhague, diseña muebles que se fabrican en pequeñas series en Portugal y Lituania.',
          'Todos los nuevos socios están invitados al próximo desayuno de networking en Madrid, donde tendrán la oportunidad de presentar sus empresas a la red.',
        ].join('\n\n'),
      },
      sv: {
        title: 'Handelskammaren välkomnar fem nya medlemsföretag',
        excerpt:
          'En geotermisk rådgivare från Island, en mexikansk tillverkare av elutrustning och ytterligare tre företag har gått med i Handelskammaren under kvartalet.',
        content: [
          'Handelskammaren hälsar fem nya medlemmar från alla tre regioner välkomna. Tillsammans tillför de nätverket kompetens inom energi, tillverkning, finans, design och geotermisk rådgivning.',
          'Hverir Geothermal Advisory från Reykjavík har stöttat geotermiska projekt i Mexiko, Chile och Peru i mer än tio år. Sierra Regia Manufactura från Monterrey tillverkar elkapslingar för datacenter och solparker och köper stål med lågt koldioxidavtryck via en svensk partner.',
          'Fjordvik Energy Systems från Bergen konstruerar elektrolysanläggningar och projekterar en exportterminal för grön vätgas i norra Chile. Puente Norte Capital från Madrid saminvesterar med nordiska pensionsfonder i förnybar energi och infrastruktur, och designstudion Kvist & Linde i Köpenhamn formger möbler som tillverkas i små serier i Portugal och Litauen.',
          'Alla nya medlemmar är inbjudna till nästa nätverksfrukost i Madrid, där de får möjlighet att presentera sina företag för nätverket.',
        ].join('\n\n'),
      },
    },
    'Latin American Buyers Turn to Nordic Green Steel': {
      es: {
        title: 'Los compradores latinoamericanos apuestan por el acero verde nórdico',
        excerpt:
          'Fabricantes de México y Brasil firman los primeros contratos de suministro de acero libre de combustibles fósiles procedente de Suecia y Finlandia, mientras Chile se posiciona como proveedor de hidrógeno.',
        content: [
          'La demanda de acero bajo en carbono ya no se limita a los fabricantes europeos de automóviles. Un número creciente de fabricantes de México y Brasil que exportan a la Unión Europea buscan acero con una huella de carbono baja y verificada, de cara a la plena aplicación del mecanismo de ajuste en frontera por carbono de la UE.',
          'Los socios de los sectores nórdicos del acero y de bienes de equipo señalan un fuerte aumento de las consultas procedentes de América Latina en el último año. Un fabricante de envolventes eléctricas de Monterrey ya se abastece de parte de su acero a través de un socio sueco para su línea de productos europea.',
          'La relación funciona en ambos sentidos. Las siderúrgicas nórdicas necesitarán grandes volúmenes de hidrógeno verde y de mineral de hierro reducido con hidrógeno, y varios proyectos de Chile y Brasil compiten por convertirse en sus proveedores a largo plazo. Algunos de ellos se presentarán en el próximo Foro de Hidrógeno Verde de Estocolmo.',
          'La Cámara está creando un grupo de trabajo sobre materiales bajos en carbono para compartir información de mercado y ayudar a los socios a encontrar aliados comerciales a ambos lados del Atlántico.',
        ].join('\n\n'),
      },
      sv: {
        title: 'Latinamerikanska köpare vänder sig till nordiskt grönt stål',
        excerpt:
          'Tillverkare i Mexiko och Brasilien skriver de första leveransavtalen för fossilfritt stål från Sverige och Finland, samtidigt som Chile positionerar sig som leverantör av vätgas.',
        content: [
          'Efterfrågan på stål med lågt koldioxidavtryck är inte längre begränsad till europeiska biltillverkare. Allt fler tillverkare i Mexiko och Brasilien som exporterar till Europeiska unionen söker stål med ett verifierat lågt klimatavtryck inför att EU:s gränsjusteringsmekanism för koldioxid börjar tillämpas fullt ut.',
          'Medlemmar inom den nordiska stål- och utrustningsindustrin rapporterar en kraftig ökning av förfrågningar från Latinamerika under det senaste året. En tillverkare av elkapslingar i Monterrey köper redan en del av sitt stål via en svensk partner för sin europeiska produktlinje.',
          'Relationen går åt båda hållen. Nordiska stålproducenter kommer att behöva stora volymer grön vätgas och vätgasreducerad järnmalm, och projekt i Chile och Brasilien konkurrerar om att bli långsiktiga leverantörer. Flera av dessa projekt presenteras på det kommande vätgasforumet i Stockholm.',
          'Handelskammaren startar en arbetsgrupp för koldioxidsnåla material för att dela marknadsinformation och hjälpa medlemmarna att hitta partner på båda sidor av Atlanten.',
        ].join('\n\n'),
      },
    },
    'Baltic Digital Services Find New Clients in Latin America': {
      es: {
        title: 'Los servicios digitales bálticos encuentran nuevos clientes en América Latina',
        excerpt:
          'Empresas govtech y fintech de Estonia y Lituania consiguen contratos en Perú, Argentina y Brasil gracias a dos décadas de experiencia con servicios públicos digitales en sus propios países.',
        content: [
          'La identidad digital, la firma electrónica y el intercambio seguro de datos entre registros públicos se han convertido en productos de exportación bálticos. Empresas de Estonia y Lituania que contribuyeron a construir estos sistemas en sus países asesoran ahora a gobiernos y bancos de América Latina.',
          'Pilvelinn Govtech Consulting, de Tallin, ha trabajado con municipios y ministerios de Perú, Argentina y la República Dominicana en servicios públicos en línea. Por su parte, Vilkas Data Labs, con sede en Kaunas, ha abierto un centro de desarrollo en São Paulo para dar servicio a las fintech brasileñas que se expanden al mercado europeo.',
          'Los socios señalan que los principales retos son los largos ciclos de contratación pública y la adaptación de las soluciones a los marcos jurídicos locales. La colaboración con integradores y universidades locales ha ayudado a varias empresas a acortar el camino hasta su primer contrato.',
          'La Cámara llevará a Tallin una delegación de funcionarios públicos y empresas de América Latina en un viaje de estudio de tres días sobre gobierno digital. Las plazas son limitadas y los socios tienen prioridad.',
        ].join('\n\n'),
      },
      sv: {
        title: 'Baltiska digitala tjänster vinner nya kunder i Latinamerika',
        excerpt:
          'Estniska och litauiska govtech- och fintechföretag vinner kontrakt i Peru, Argentina och Brasilien och bygger vidare på två decennier av digitala offentliga tjänster på hemmaplan.',
        content: [
          'Digital identitet, e-underskrifter och säkert datautbyte mellan offentliga register har blivit baltiska exportprodukter. Företag från Estland och Litauen som var med och byggde upp systemen på hemmaplan ger nu råd åt regeringar och banker i Latinamerika.',
          'Pilvelinn Govtech Consulting från Tallinn har arbetat med kommuner och ministerier i Peru, Argentina och Dominikanska republiken kring offentliga e-tjänster. Kaunasbaserade Vilkas Data Labs har öppnat ett utvecklingscenter i São Paulo för att betjäna brasilianska fintechbolag som expanderar till den europeiska marknaden.',
          'Enligt medlemmarna är de största utmaningarna långa upphandlingsprocesser och att anpassa lösningarna till lokala regelverk. Samarbeten med lokala systemintegratörer och universitet har hjälpt flera företag att snabbare nå sitt första kontrakt.',
          'Handelskammaren tar med en delegation av offentliga tjänstemän och företag från Latinamerika till Tallinn på en tredagars studieresa om digital förvaltning. Antalet platser är begränsat och medlemmar har förtur.',
        ].join('\n\n'),
      },
    },
    'Riga Forum Shows How Factories Cut Energy Use': {
      es: {
        title: 'El foro de Riga muestra cómo las fábricas reducen su consumo energético',
        excerpt:
          'Más de 120 participantes de Letonia, Finlandia y México se reunieron en Riga para compartir medidas prácticas que reducen los costes energéticos y las emisiones en la industria manufacturera.',
        content: [
          'El Foro de Fabricación Verde de Riga reunió a más de 120 participantes de empresas manufactureras, asesores energéticos y proveedores de tecnología. Ponentes de Letonia, Finlandia y México presentaron proyectos concretos en lugar de objetivos a largo plazo.',
          'Daugava Precision Components mostró cómo la recuperación del calor de sus centros de mecanizado cubre ya la mayor parte de sus necesidades de calefacción en invierno. Un proveedor finlandés de automatización presentó sistemas de sensores que detectan fugas de aire comprimido, una de las fuentes más habituales de derroche energético en las fábricas.',
          'Los participantes de México explicaron que los clientes de exportación en Europa piden cada vez más datos de carbono a nivel de producto. Varias empresas bálticas y nórdicas se ofrecieron a compartir sus plantillas de informes con nuevos socios.',
          'Las presentaciones del foro están a disposición de los socios que las soliciten. La Cámara prevé celebrar la próxima edición en una ciudad industrial latinoamericana.',
        ].join('\n\n'),
      },
      sv: {
        title: 'Forumet i Riga visar hur fabriker minskar sin energianvändning',
        excerpt:
          'Över 120 deltagare från Lettland, Finland och Mexiko möttes i Riga för att dela praktiska åtgärder som sänker energikostnaderna och utsläppen i tillverkningsindustrin.',
        content: [
          'Forumet för grön tillverkning i Riga samlade fler än 120 deltagare från tillverkningsföretag, energirådgivare och teknikleverantörer. Talare från Lettland, Finland och Mexiko presenterade konkreta projekt snarare än långsiktiga mål.',
          'Daugava Precision Components visade hur värmeåtervinning från bearbetningscentren nu täcker större delen av företagets uppvärmningsbehov på vintern. En finsk automationsleverantör presenterade sensorsystem som hittar läckor i tryckluftssystem, en av de vanligaste källorna till energislöseri i fabriker.',
          'Deltagare från Mexiko berättade att exportkunder i Europa allt oftare efterfrågar klimatdata på produktnivå. Flera baltiska och nordiska företag erbjöd sig att dela sina rapportmallar med nya partner.',
          'Presentationerna från forumet finns tillgängliga för medlemmar på begäran. Handelskammaren planerar att hålla nästa forum i en latinamerikansk industristad.',
        ].join('\n\n'),
      },
    },
    'Trade Mission Report: 18 Companies in Monterrey and Mexico City': {
      es: {
        title: 'Balance de la misión comercial: 18 empresas en Monterrey y Ciudad de México',
        excerpt:
          'Empresas nórdicas y bálticas mantuvieron más de 150 reuniones de negocios durante una misión de cinco días a México centrada en la industria manufacturera, la energía y la alimentación.',
        content: [
          'Dieciocho empresas de Suecia, Finlandia, Dinamarca, Estonia y Lituania participaron en la misión comercial de la Cámara a Monterrey y Ciudad de México. Durante cinco días mantuvieron más de 150 reuniones concertadas con fabricantes, distribuidores y organismos públicos.',
          'En Monterrey, la delegación visitó parques industriales y se reunió con proveedores de los sectores automotriz y de equipos eléctricos. La relocalización de la producción en el norte de México (nearshoring) ha generado una fuerte demanda de automatización, eficiencia energética y software industrial.',
          'En Ciudad de México, productores de alimentos y bebidas de los países bálticos se reunieron con importadores y compradores del comercio minorista. Saaremaa Coastal Foods acordó un primer envío de prueba de pescado ahumado y conservas a una cadena de tiendas delicatessen.',
          'Los participantes valoraron muy positivamente la misión, y la mayoría prevé realizar una visita de seguimiento en el plazo de un año. La Cámara agradece a su socio Atlântico Norte Viagens la organización de los viajes y la logística de la delegación.',
        ].join('\n\n'),
      },
      sv: {
        title: 'Rapport från handelsdelegationen: 18 företag i Monterrey och Mexiko City',
        excerpt:
          'Nordiska och baltiska företag höll fler än 150 affärsmöten under en femdagarsresa till Mexiko med fokus på tillverkning, energi och livsmedel.',
        content: [
          'Arton företag från Sverige, Finland, Danmark, Estland och Litauen deltog i Handelskammarens handelsdelegation till Monterrey och Mexiko City. Under fem dagar hade de fler än 150 förbokade möten med tillverkare, distributörer och myndigheter.',
          'I Monterrey besökte delegationen industriparker och träffade leverantörer inom fordons- och elutrustningsindustrin. Nearshoring, där produktion flyttas till norra Mexiko, har skapat en stark efterfrågan på automation, energieffektivisering och industriell mjukvara.',
          'I Mexiko City träffade livsmedels- och dryckesproducenter från Baltikum importörer och inköpare från detaljhandeln. Saaremaa Coastal Foods kom överens om en första provleverans av rökt fisk och sylt till en kedja av delikatessbutiker.',
          'Deltagarna gav resan högt betyg, och de flesta planerar ett uppföljningsbesök inom ett år. Handelskammaren tackar medlemsföretaget Atlântico Norte Viagens, som organiserade resor och logistik för delegationen.',
        ].join('\n\n'),
      },
    },
    'New Mentoring and Scholarship Programme Links Young Professionals Across Regions': {
      es: {
        title: 'Un nuevo programa de mentoría y becas conecta a jóvenes profesionales de distintas regiones',
        excerpt:
          'La Cámara pone en marcha un programa que empareja a jóvenes profesionales con mentores de empresas socias y financia cada año diez estancias de estudio en el extranjero.',
        content: [
          'La Cámara pone en marcha un programa de mentoría y becas para estudiantes y jóvenes profesionales que deseen desarrollar su carrera en el comercio entre Iberoamérica, los países nórdicos y los países bálticos.',
          'Cada participante trabaja durante doce meses con un mentor de una empresa socia de otra región. Mentores y mentorizados se reúnen en línea al menos una vez al mes y colaboran en un proyecto breve relacionado con la empresa del mentor.',
          'Además, diez becas financiarán cada año un semestre de estudios o unas prácticas en el extranjero. Entre los primeros socios del programa figuran Göta Learning Partners, de Gotemburgo, e institutos técnicos de Chile y Colombia.',
          'Los socios que deseen ofrecer mentores o plazas de prácticas pueden comunicar su interés a la Cámara. El plazo de solicitud para los candidatos se abre el próximo mes.',
        ].join('\n\n'),
      },
      sv: {
        title: 'Nytt mentor- och stipendieprogram förenar unga yrkesverksamma över regiongränserna',
        excerpt:
          'Handelskammaren startar ett program som matchar unga yrkesverksamma med mentorer från medlemsföretag och finansierar tio studieplatser utomlands varje år.',
        content: [
          'Handelskammaren startar ett mentor- och stipendieprogram för studenter och unga yrkesverksamma som vill bygga en karriär inom handeln mellan Iberoamerika, Norden och Baltikum.',
          'Varje deltagare matchas under tolv månader med en mentor från ett medlemsföretag i en annan region. Mentor och adept träffas online minst en gång i månaden och arbetar tillsammans med ett kortare projekt med koppling till mentorns företag.',
          'Dessutom finansierar tio stipendier varje år en termins studier eller en praktikperiod utomlands. Bland de första partnerna finns Göta Learning Partners i Göteborg och tekniska institut i Chile och Colombia.',
          'Vill ditt företag erbjuda mentorer eller praktikplatser? Anmäl ditt intresse till Handelskammaren. Ansökan för kandidater öppnar nästa månad.',
        ].join('\n\n'),
      },
    },
    'Chamber Opens a Regional Office in Bogotá': {
      es: {
        title: 'La Cámara abre una oficina regional en Bogotá',
        excerpt:
          'Una nueva oficina en Bogotá apoyará a los socios en Colombia y los países andinos, y ayudará a las empresas nórdicas y bálticas a introducirse en la región.',
        content: [
          'La Cámara ha abierto una oficina regional en Bogotá, la primera en la región andina. La oficina atenderá a los socios de Colombia, Perú y Ecuador y será el primer punto de contacto para las empresas nórdicas y bálticas interesadas en estos mercados.',
          'En los últimos años, Colombia se ha convertido en uno de los mercados más activos para los socios, con nuevos proyectos en energía eólica y solar, tecnología sanitaria y exportaciones agroalimentarias. Kaamos Health Analytics, por ejemplo, está implantando su plataforma de monitorización remota en dos redes hospitalarias del país.',
          'La oficina organizará sesiones informativas sobre el mercado, ayudará a concertar reuniones con socios locales y apoyará las misiones comerciales a la región. También coordinará el programa de mentoría para los participantes de Colombia.',
          'La oficina se encuentra en un centro de negocios compartido en el norte de la ciudad, donde los socios pueden reservar salas de reuniones cuando visiten Bogotá.',
        ].join('\n\n'),
      },
      sv: {
        title: 'Handelskammaren öppnar regionkontor i Bogotá',
        excerpt:
          'Ett nytt kontor i Bogotá ska stödja medlemmar i Colombia och de andinska länderna och hjälpa nordiska och baltiska företag att etablera sig i regionen.',
        content: [
          'Handelskammaren har öppnat ett regionkontor i Bogotá, det första i den andinska regionen. Kontoret ska betjäna medlemmar i Colombia, Peru och Ecuador och vara en första kontaktpunkt för nordiska och baltiska företag som är intresserade av dessa marknader.',
          'Colombia har under de senaste åren blivit en av medlemmarnas mest aktiva marknader, med nya projekt inom vind- och solkraft, hälsoteknik och livsmedelsexport. Kaamos Health Analytics inför till exempel sin plattform för distansövervakning hos två sjukhusnätverk i landet.',
          'Kontoret kommer att anordna marknadsgenomgångar, hjälpa till att ordna möten med lokala partner och stödja handelsdelegationer till regionen. Det ska också samordna mentorprogrammet för deltagare från Colombia.',
          'Kontoret ligger i ett delat affärscenter i norra delen av staden, där du som medlem kan boka mötesrum när du besöker Bogotá.',
        ].join('\n\n'),
      },
    },
    'Member Survey: Two in Three Companies Plan to Expand Across Regions': {
      es: {
        title: 'Encuesta a los socios: dos de cada tres empresas prevén expandirse a otras regiones',
        excerpt:
          'La encuesta anual de la Cámara refleja una creciente confianza en el comercio entre regiones, con las energías renovables y los servicios digitales a la cabeza de los planes de inversión.',
        content: [
          'Dos de cada tres empresas que respondieron a la encuesta anual de socios de la Cámara prevén entrar en un nuevo mercado de alguna de las otras regiones en los próximos dos años. Respondieron más de 200 empresas socias.',
          'Las energías renovables, los servicios digitales y el procesamiento de alimentos fueron los sectores con los planes de inversión más sólidos. Las empresas nórdicas mencionaron con mayor frecuencia Chile, Brasil y México como mercados objetivo, mientras que las empresas de Iberoamérica mostraron el mayor interés por Suecia, Dinamarca y los países bálticos.',
          'Los principales obstáculos señalados fueron encontrar socios locales fiables, las diferencias normativas y el coste de los viajes. Casi la mitad de los encuestados pidió a la Cámara que organice más eventos de matchmaking y misiones sectoriales.',
          'Los resultados completos de la encuesta se presentarán a los socios en un seminario web, y la Cámara los utilizará para planificar sus actividades del próximo año.',
        ].join('\n\n'),
      },
      sv: {
        title: 'Medlemsenkät: två av tre företag planerar att expandera till andra regioner',
        excerpt:
          'Handelskammarens årliga enkät visar en växande tilltro till handeln mellan regionerna, med förnybar energi och digitala tjänster i topp bland investeringsplanerna.',
        content: [
          'Två av tre företag som svarade på Handelskammarens årliga medlemsenkät planerar att etablera sig på en ny marknad i någon av de andra regionerna inom de närmaste två åren. Fler än 200 medlemsföretag svarade.',
          'Förnybar energi, digitala tjänster och livsmedelsförädling var de sektorer som hade de mest omfattande investeringsplanerna. Nordiska företag nämnde oftast Chile, Brasilien och Mexiko som målmarknader, medan företag från Iberoamerika visade störst intresse för Sverige, Danmark och Baltikum.',
          'De största hindren som företagen angav var att hitta pålitliga lokala partner, skillnader i regelverk och kostnaden för resor. Nästan hälften av de svarande bad Handelskammaren att anordna fler matchmakingevenemang och branschinriktade delegationsresor.',
          'De fullständiga resultaten presenteras för medlemmarna i ett webbinarium, och Handelskammaren kommer att använda dem när verksamheten för det kommande året planeras.',
        ].join('\n\n'),
      },
    },
    'EU–Chile Agreement Opens Opportunities in Critical Raw Materials': {
      es: {
        title: 'El acuerdo UE–Chile abre oportunidades en materias primas críticas',
        excerpt:
          'El marco modernizado entre la Unión Europea y Chile introduce nuevas normas sobre materias primas, energía e inversión que son relevantes para los socios de ambas regiones.',
        content: [
          'El marco modernizado de comercio y cooperación entre la Unión Europea y Chile actualiza un acuerdo vigente desde hace dos décadas. Incluye nuevas disposiciones sobre materias primas sostenibles, energía e inversión.',
          'Para las empresas nórdicas y bálticas que suministran equipos mineros, automatización y servicios medioambientales, el acuerdo mejora el acceso al mercado y la seguridad jurídica. Los exportadores chilenos de fruta, vino y productos del mar se benefician de aranceles más bajos y procedimientos más sencillos.',
          'El capítulo sobre energía y materias primas resulta de especial interés para los socios que trabajan con litio, cobre e hidrógeno verde. Fomenta la inversión en procesamiento local y establece compromisos en materia de protección ambiental y participación de las comunidades.',
          'La Cámara analizará el acuerdo con los socios durante la próxima misión comercial a Chile y Perú.',
        ].join('\n\n'),
      },
      sv: {
        title: 'Avtalet mellan EU och Chile öppnar möjligheter inom kritiska råvaror',
        excerpt:
          'Det moderniserade ramverket mellan Europeiska unionen och Chile medför nya regler om råvaror, energi och investeringar som är viktiga för medlemmar i båda regionerna.',
        content: [
          'Det moderniserade ramverket för handel och samarbete mellan Europeiska unionen och Chile uppdaterar ett avtal som har gällt i två decennier. Det innehåller nya bestämmelser om hållbara råvaror, energi och investeringar.',
          'För nordiska och baltiska företag som levererar gruvutrustning, automation och miljötjänster förbättrar avtalet marknadstillträdet och rättssäkerheten. Chilenska exportörer av frukt, vin och fisk och skaldjur gynnas av lägre tullar och enklare förfaranden.',
          'Kapitlet om energi och råvaror är särskilt intressant för medlemmar som är verksamma inom litium, koppar och grön vätgas. Det uppmuntrar till investeringar i lokal förädling och innehåller åtaganden om miljöskydd och dialog med lokalsamhällen.',
          'Handelskammaren kommer att diskutera avtalet med medlemmarna under den kommande handelsdelegationen till Chile och Peru.',
        ].join('\n\n'),
      },
    },
    'New Reefer Service Connects the Pacific Coast with Baltic Ports': {
      es: {
        title: 'Un nuevo servicio refrigerado conecta la costa del Pacífico con los puertos bálticos',
        excerpt:
          'Cordillera Cargo Lines ha ampliado su servicio semanal a los puertos del Báltico, lo que acorta los tiempos de tránsito de la fruta sudamericana con destino a Finlandia y los países bálticos.',
        content: [
          'La empresa socia Cordillera Cargo Lines ha ampliado su servicio semanal de carga refrigerada desde la costa del Pacífico de Sudamérica para incluir conexiones feeder directas con puertos del mar Báltico.',
          'La nueva conexión reduce en varios días los tiempos de tránsito de la fruta, el vino y los productos del mar con destino a Finlandia, Estonia, Letonia y Lituania, en comparación con el transporte por carretera desde los puertos del mar del Norte.',
          'En el viaje de vuelta, el servicio transporta maquinaria, productos de papel y madera de los países nórdicos y bálticos a Chile y Perú. Los importadores de ambas regiones han acogido con satisfacción esta capacidad adicional.',
          'La Cámara analizará la nueva ruta y otras novedades logísticas en la Mesa redonda báltico–iberoamericana de logística, que se celebrará más adelante este año.',
        ].join('\n\n'),
      },
      sv: {
        title: 'Ny kyllinje förbinder Stillahavskusten med baltiska hamnar',
        excerpt:
          'Cordillera Cargo Lines har förlängt sin veckovisa linje till hamnar i Östersjön och kortar därmed transittiderna för sydamerikansk frukt som ska till Finland och Baltikum.',
        content: [
          'Medlemsföretaget Cordillera Cargo Lines har utökat sin veckovisa kyltransportlinje från Sydamerikas Stillahavskust med direkta feederförbindelser till hamnar vid Östersjön.',
          'Den nya förbindelsen kortar transittiden för frukt, vin och fisk och skaldjur till Finland, Estland, Lettland och Litauen med flera dagar jämfört med vägtransport från hamnar vid Nordsjön.',
          'På returresan fraktar linjen maskiner, pappersprodukter och virke från Norden och Baltikum till Chile och Peru. Importörer i båda regionerna välkomnar den ökade kapaciteten.',
          'Handelskammaren kommer att diskutera den nya rutten och andra nyheter inom logistik vid rundabordssamtalet om logistik mellan Baltikum och Iberoamerika senare i år.',
        ].join('\n\n'),
      },
    },
    'Members Sign a Pledge on Circular Packaging for Food Exports': {
      es: {
        title: 'Los socios firman un compromiso sobre envases circulares para la exportación de alimentos',
        excerpt:
          'Doce productores de alimentos, minoristas y empresas de logística se han comprometido a utilizar envases reutilizables y reciclables en las rutas comerciales entre América Latina y el norte de Europa.',
        content: [
          'Doce empresas socias han firmado un compromiso para reducir los envases de un solo uso en el comercio de alimentos entre América Latina, los países nórdicos y los países bálticos. Entre los firmantes hay productores, importadores, minoristas y proveedores logísticos.',
          'Las empresas se comprometen a probar cajas y palés reutilizables en al menos una ruta comercial, a utilizar materiales reciclables en los envases de consumo y a compartir cada año con la Cámara sus datos sobre residuos de envases.',
          'Tierra Alta Agroexport, de Mendoza, ya ha sustituido las bandejas de plástico de sus uvas por envases de fibra fabricados con residuos agrícolas. Sus clientes minoristas nórdicos señalan que los consumidores han respondido de forma positiva.',
          'Se invita a otros socios a sumarse al compromiso. La Cámara publicará un primer informe de avance el próximo año.',
        ].join('\n\n'),
      },
      sv: {
        title: 'Medlemmar skriver under ett åtagande om cirkulära förpackningar för livsmedelsexport',
        excerpt:
          'Tolv livsmedelsproducenter, handelsföretag och logistikföretag har förbundit sig att använda återanvändbara och återvinningsbara förpackningar på handelsrutterna mellan Latinamerika och norra Europa.',
        content: [
          'Tolv medlemsföretag har skrivit under ett åtagande om att minska engångsförpackningarna i livsmedelshandeln mellan Latinamerika, Norden och Baltikum. Bland undertecknarna finns producenter, importörer, detaljhandlare och logistikföretag.',
          'Företagen förbinder sig att testa återanvändbara lådor och pallar på minst en handelsrutt, att använda återvinningsbart material i konsumentförpackningar och att varje år dela data om förpackningsavfall med Handelskammaren.',
          'Tierra Alta Agroexport från Mendoza har redan ersatt plasttrågen för sina druvor med fiberbaserade förpackningar tillverkade av jordbruksrester. Företagets nordiska handelskunder berättar att konsumenterna har tagit emot förändringen positivt.',
          'Fler medlemmar är välkomna att ansluta sig till åtagandet. Handelskammaren publicerar en första lägesrapport nästa år.',
        ].join('\n\n'),
      },
    },
    'Lithuanian and Brazilian Fintechs Pilot Faster Cross-Border Payments': {
      es: {
        title: 'Fintech lituanas y brasileñas ponen a prueba pagos transfronterizos más rápidos',
        excerpt:
          'Un proyecto piloto entre empresas de pagos de Vilna y São Paulo busca reducir el tiempo y el coste de los pagos de las pequeñas empresas entre la UE y Brasil.',
        content: [
          'Empresas de pagos de Lituania y Brasil han puesto en marcha un proyecto piloto para conectar los sistemas de pagos inmediatos de la Unión Europea y de Brasil. El objetivo es que las pequeñas y medianas empresas puedan liquidar facturas transfronterizas en minutos en lugar de días.',
          'El piloto utiliza la licencia europea de una entidad de pago lituana y la red de una fintech brasileña. La empresa socia Vilkas Data Labs se encarga de los controles antifraude y de la conciliación.',
          'Los primeros participantes son exportadores e importadores de alimentos, productos de diseño y piezas de repuesto. Si el piloto tiene éxito, los socios prevén ampliar el servicio a México y Colombia.',
          'Los socios interesados en participar en el piloto pueden conocer a los socios en la Jornada de matchmaking fintech de Vilna.',
        ].join('\n\n'),
      },
      sv: {
        title: 'Litauiska och brasilianska fintechbolag testar snabbare gränsöverskridande betalningar',
        excerpt:
          'Ett pilotprojekt mellan betalningsföretag i Vilnius och São Paulo ska minska tiden och kostnaden för småföretagens betalningar mellan EU och Brasilien.',
        content: [
          'Betalningsföretag från Litauen och Brasilien har startat ett pilotprojekt för att koppla samman systemen för direktbetalningar i Europeiska unionen och Brasilien. Målet är att små och medelstora företag ska kunna betala gränsöverskridande fakturor på några minuter i stället för flera dagar.',
          'Piloten använder ett litauiskt betalningsinstituts EU-licens och ett brasilianskt fintechbolags nätverk. Bedrägerikontroller och avstämning sköts av medlemsföretaget Vilkas Data Labs.',
          'De första deltagarna är exportörer och importörer av livsmedel, designprodukter och reservdelar. Om piloten faller väl ut planerar parterna att utvidga tjänsten till Mexiko och Colombia.',
          'Är du medlem och intresserad av att delta i piloten? Då kan du träffa parterna på matchmakingdagen för fintech i Vilnius.',
        ].join('\n\n'),
      },
    },
  },
};
