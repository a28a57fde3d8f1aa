import json
L = ['en','fr','de','pt']
def T(*v): return dict(zip(L, v))
cards = {
 'menuLabel': T('{{label}}: {{value}}', '{{label}} : {{value}}', '{{label}}: {{value}}', '{{label}}: {{value}}'),
 'up': T('up', 'en hausse', 'gestiegen', 'em alta'),
 'down': T('down', 'en baisse', 'gesunken', 'em queda'),
 'ecommerce': {'title': T('E-commerce dashboard', 'Tableau de bord e-commerce', 'E-Commerce-Dashboard', 'Painel de e-commerce')},
 'analytics': {'title': T('Analytics dashboard', 'Tableau de bord analytique', 'Analyse-Dashboard', 'Painel de análises')},
 'range': {
   'label': T('Time range', 'Période', 'Zeitraum', 'Período'),
   'last-28-days': T('Last 28 days', '28 derniers jours', 'Letzte 28 Tage', 'Últimos 28 dias'),
   'last-month': T('Last month', 'Mois dernier', 'Letzter Monat', 'Último mês'),
   'last-year': T('Last year', 'Année dernière', 'Letztes Jahr', 'Último ano'),
 },
 'statistic': {
   'subscribers': T('Subscribers gained', 'Abonnés gagnés', 'Neue Abonnenten', 'Assinantes ganhos'),
   'revenue': T('Revenue generated', 'Chiffre d’affaires généré', 'Erzielter Umsatz', 'Receita gerada'),
   'sales': T('Quarterly sales', 'Ventes trimestrielles', 'Quartalsumsatz', 'Vendas trimestrais'),
   'orders': T('Orders received', 'Commandes reçues', 'Eingegangene Bestellungen', 'Pedidos recebidos'),
   'site-traffic': T('Site traffic', 'Trafic du site', 'Seitenaufrufe', 'Tráfego do site'),
   'active-users': T('Active users', 'Utilisateurs actifs', 'Aktive Nutzer', 'Usuários ativos'),
   'newsletter': T('Newsletter', 'Newsletter', 'Newsletter', 'Newsletter'),
   'orders-bar-chart': T('Orders', 'Commandes', 'Bestellungen', 'Pedidos'),
   'profit-line-chart': T('Profit', 'Bénéfice', 'Gewinn', 'Lucro'),
 },
 'statistics': {
   'title': T('Statistics', 'Statistiques', 'Statistiken', 'Estatísticas'),
   'updated': T('Updated {{date}}', 'Mis à jour le {{date}}', 'Aktualisiert am {{date}}', 'Atualizado em {{date}}'),
   'sales': T('Sales', 'Ventes', 'Umsatz', 'Vendas'),
   'customers': T('Customers', 'Clients', 'Kunden', 'Clientes'),
   'products': T('Products', 'Produits', 'Produkte', 'Produtos'),
   'revenue': T('Revenue', 'Chiffre d’affaires', 'Umsatz', 'Receita'),
 },
 'support': {
   'title': T('Support tracker', 'Suivi du support', 'Support-Übersicht', 'Acompanhamento do suporte'),
   'tickets': T('Tickets', 'Tickets', 'Tickets', 'Chamados'),
   'completed': T('Completed tickets', 'Tickets résolus', 'Erledigte Tickets', 'Chamados concluídos'),
   'gauge': T('Completed tickets: {{percent}}', 'Tickets résolus : {{percent}}', 'Erledigte Tickets: {{percent}}', 'Chamados concluídos: {{percent}}'),
   'new': T('New tickets', 'Nouveaux tickets', 'Neue Tickets', 'Novos chamados'),
   'open': T('Open tickets', 'Tickets ouverts', 'Offene Tickets', 'Chamados abertos'),
   'response': T('Response time', 'Délai de réponse', 'Antwortzeit', 'Tempo de resposta'),
   'days_one': T('{{count}} day', '{{count}} jour', '{{count}} Tag', '{{count}} dia'),
   'days_other': T('{{count}} days', '{{count}} jours', '{{count}} Tage', '{{count}} dias'),
 },
 'sessions': {
   'title': T('Average sessions', 'Sessions moyennes', 'Durchschnittliche Sitzungen', 'Sessões médias'),
   'vsPrevious': T('against the previous period', 'par rapport à la période précédente', 'gegenüber dem Vorzeitraum', 'em relação ao período anterior'),
   'goal': T('Goal: {{goal}}', 'Objectif : {{goal}}', 'Ziel: {{goal}}', 'Meta: {{goal}}'),
   'users': T('Users', 'Utilisateurs', 'Nutzer', 'Usuários'),
   'duration': T('Duration', 'Durée', 'Dauer', 'Duração'),
   'years_one': T('{{count}} year', '{{count}} an', '{{count}} Jahr', '{{count}} ano'),
   'years_other': T('{{count}} years', '{{count}} ans', '{{count}} Jahre', '{{count}} anos'),
   'retention': T('Retention', 'Fidélisation', 'Bindung', 'Retenção'),
 },
 'goal': {
   'title': T('Goal overview', 'Aperçu des objectifs', 'Zielübersicht', 'Visão geral da meta'),
   'completed': T('Completed', 'Terminé', 'Erledigt', 'Concluído'),
   'inProgress': T('In progress', 'En cours', 'In Arbeit', 'Em andamento'),
   'gauge': T('Goal completed: {{percent}}', 'Objectif atteint : {{percent}}', 'Ziel erreicht: {{percent}}', 'Meta concluída: {{percent}}'),
 },
 'revenue': {
   'title': T('Revenue', 'Chiffre d’affaires', 'Umsatz', 'Receita'),
   'thisMonth': T('This month', 'Ce mois-ci', 'Dieser Monat', 'Este mês'),
   'lastMonth': T('Last month', 'Mois dernier', 'Letzter Monat', 'Mês passado'),
   'change': T('against last month', 'par rapport au mois dernier', 'gegenüber dem Vormonat', 'em relação ao mês passado'),
   'ofLastMonth': T('This month against last month', 'Ce mois-ci par rapport au mois dernier', 'Dieser Monat gegenüber dem Vormonat', 'Este mês em relação ao mês passado'),
 },
 'orders': {
   'title': T('Product orders', 'Commandes de produits', 'Produktbestellungen', 'Pedidos de produtos'),
   'finished': T('Finished', 'Terminées', 'Abgeschlossen', 'Concluídos'),
   'pending': T('Pending', 'En attente', 'Ausstehend', 'Pendentes'),
   'rejected': T('Rejected', 'Refusées', 'Abgelehnt', 'Rejeitados'),
   'total': T('Total', 'Total', 'Gesamt', 'Total'),
   'chart': T('Orders by outcome', 'Commandes par issue', 'Bestellungen nach Ergebnis', 'Pedidos por resultado'),
 },
 'devices': {
   'title': T('Sessions by device', 'Sessions par appareil', 'Sitzungen nach Gerät', 'Sessões por dispositivo'),
   'chart': T('Share of sessions: {{shares}}', 'Part des sessions : {{shares}}', 'Anteil der Sitzungen: {{shares}}', 'Participação nas sessões: {{shares}}'),
 },
 'customers': {
   'title': T('Customers', 'Clients', 'Kunden', 'Clientes'),
   'chart': T('Customers by kind: {{parts}}', 'Clients par type : {{parts}}', 'Kunden nach Art: {{parts}}', 'Clientes por tipo: {{parts}}'),
 },
 'medal': {
   'title': T('Congratulations, {{name}}!', 'Félicitations, {{name}} !', 'Glückwunsch, {{name}}!', 'Parabéns, {{name}}!'),
   'subtitle': T('You have won the gold medal this month.', 'Vous avez gagné la médaille d’or ce mois-ci.', 'Sie haben diesen Monat die Goldmedaille gewonnen.', 'Você ganhou a medalha de ouro este mês.'),
   'target': T('Target {{target}}', 'Objectif {{target}}', 'Ziel {{target}}', 'Meta {{target}}'),
   'loading': T('Medal', 'Médaille', 'Medaille', 'Medalha'),
 },
 'greeting': {
   'title': T('Congratulations, {{name}}', 'Félicitations, {{name}}', 'Glückwunsch, {{name}}', 'Parabéns, {{name}}'),
   'text_one': T('You have done {{growth}} more sales today and earned {{count}} new badge.', 'Vous avez réalisé {{growth}} de ventes en plus aujourd’hui et gagné {{count}} nouveau badge.', 'Sie haben heute {{growth}} mehr verkauft und {{count}} neues Abzeichen erhalten.', 'Você vendeu {{growth}} a mais hoje e ganhou {{count}} novo selo.'),
   'text_other': T('You have done {{growth}} more sales today and earned {{count}} new badges.', 'Vous avez réalisé {{growth}} de ventes en plus aujourd’hui et gagné {{count}} nouveaux badges.', 'Sie haben heute {{growth}} mehr verkauft und {{count}} neue Abzeichen erhalten.', 'Você vendeu {{growth}} a mais hoje e ganhou {{count}} novos selos.'),
   'profile': T('See your badges on your profile', 'Voir vos badges sur votre profil', 'Ihre Abzeichen im Profil ansehen', 'Ver seus selos no perfil'),
   'loading': T('Greeting', 'Accueil', 'Begrüßung', 'Saudação'),
 },
 'earnings': {
   'title': T('Earnings', 'Revenus', 'Einnahmen', 'Ganhos'),
   'month': T('This month', 'Ce mois-ci', 'Dieser Monat', 'Este mês'),
   'more': T('more earnings than last month', 'de revenus en plus que le mois dernier', 'mehr Einnahmen als im Vormonat', 'de ganhos a mais que no mês passado'),
   'chart': T('Earnings by source: {{parts}}', 'Revenus par source : {{parts}}', 'Einnahmen nach Quelle: {{parts}}', 'Ganhos por origem: {{parts}}'),
 },
 'report': {
   'title': T('Revenue report', 'Rapport de revenus', 'Umsatzbericht', 'Relatório de receita'),
   'earning': T('Earning', 'Revenus', 'Einnahmen', 'Ganhos'),
   'expense': T('Expense', 'Dépenses', 'Ausgaben', 'Despesas'),
   'budget': T('Budget', 'Budget', 'Budget', 'Orçamento'),
   'budgetOf': T('Budget:', 'Budget :', 'Budget:', 'Orçamento:'),
   'year': T('Year', 'Année', 'Jahr', 'Ano'),
   'chart': T('Earnings and expenses by month, {{year}}', 'Revenus et dépenses par mois, {{year}}', 'Einnahmen und Ausgaben pro Monat, {{year}}', 'Ganhos e despesas por mês, {{year}}'),
   'budgetChart': T('Budget by month, {{year}}', 'Budget par mois, {{year}}', 'Budget pro Monat, {{year}}', 'Orçamento por mês, {{year}}'),
 },
 'browsers': {
   'title': T('Browser states', 'Navigateurs', 'Browser', 'Navegadores'),
   'subtitle': T('Share of visits by browser', 'Part des visites par navigateur', 'Anteil der Besuche nach Browser', 'Participação nas visitas por navegador'),
 },
 'radar': {
   'title': T('Sales', 'Ventes', 'Umsatz', 'Vendas'),
   'subtitle': T('The last six months', 'Les six derniers mois', 'Die letzten sechs Monate', 'Os últimos seis meses'),
   'chart': T('{{names}} by month, as a radar', '{{names}} par mois, en radar', '{{names}} pro Monat als Netzdiagramm', '{{names}} por mês, em radar'),
 },
 'transactions': {'title': T('Transactions', 'Transactions', 'Transaktionen', 'Transações')},
 'companies': {
   'title': T('Companies', 'Entreprises', 'Unternehmen', 'Empresas'),
   'company': T('Company', 'Entreprise', 'Unternehmen', 'Empresa'),
   'category': T('Category', 'Catégorie', 'Kategorie', 'Categoria'),
   'views': T('Views', 'Vues', 'Aufrufe', 'Visualizações'),
   'revenue': T('Revenue', 'Chiffre d’affaires', 'Umsatz', 'Receita'),
   'sales': T('Sales', 'Ventes', 'Umsatz', 'Vendas'),
   'hours_one': T('in {{count}} hour', 'en {{count}} heure', 'in {{count}} Stunde', 'em {{count}} hora'),
   'hours_other': T('in {{count}} hours', 'en {{count}} heures', 'in {{count}} Stunden', 'em {{count}} horas'),
 },
 'meetup': {
   'attendees_one': T('{{count}} attendee', '{{count}} participant', '{{count}} Teilnehmer', '{{count}} participante'),
   'attendees_other': T('{{count}} attendees', '{{count}} participants', '{{count}} Teilnehmende', '{{count}} participantes'),
   'loading': T('Meetup', 'Rencontre', 'Treffen', 'Encontro'),
 },
 'timeline': {
   'title': T('User timeline', 'Chronologie', 'Zeitleiste', 'Linha do tempo'),
   'people': T('People on the project', 'Personnes sur le projet', 'Personen im Projekt', 'Pessoas no projeto'),
 },
 'project': {
   'due': T('Due date', 'Échéance', 'Fällig', 'Prazo'),
   'budget': T('Budget', 'Budget', 'Budget', 'Orçamento'),
   'cost': T('Cost', 'Coût', 'Kosten', 'Custo'),
   'team': T('Team', 'Équipe', 'Team', 'Equipe'),
   'loading': T('Project', 'Projet', 'Projekt', 'Projeto'),
 },
 'invoices': {
   'title': T('Recent invoices', 'Factures récentes', 'Neueste Rechnungen', 'Faturas recentes'),
   'client': T('Client', 'Client', 'Kunde', 'Cliente'),
   'total': T('Total', 'Total', 'Summe', 'Total'),
   'issued': T('Issued', 'Émise le', 'Ausgestellt', 'Emitida em'),
   'status': T('Status', 'Statut', 'Status', 'Status'),
   'empty': T('No invoices yet.', 'Aucune facture pour l’instant.', 'Noch keine Rechnungen.', 'Nenhuma fatura ainda.'),
 },
 'action': {
   'collapse': T('Collapse {{title}}', 'Replier {{title}}', '{{title}} einklappen', 'Recolher {{title}}'),
   'refresh': T('Refresh {{title}}', 'Actualiser {{title}}', '{{title}} aktualisieren', 'Atualizar {{title}}'),
   'refreshing': T('Refreshing {{title}}', 'Actualisation de {{title}}', '{{title}} wird aktualisiert', 'Atualizando {{title}}'),
   'close': T('Close {{title}}', 'Fermer {{title}}', '{{title}} schließen', 'Fechar {{title}}'),
   'closed_one': T('{{count}} card closed.', '{{count}} carte fermée.', '{{count}} Karte geschlossen.', '{{count}} cartão fechado.'),
   'closed_other': T('{{count}} cards closed.', '{{count}} cartes fermées.', '{{count}} Karten geschlossen.', '{{count}} cartões fechados.'),
   'restore': T('Show them again', 'Les afficher à nouveau', 'Wieder anzeigen', 'Mostrar novamente'),
   'statistics': T('Statistics', 'Statistiques', 'Statistiken', 'Estatísticas'),
   'transactions': T('Transactions', 'Transactions', 'Transaktionen', 'Transações'),
   'timeline': T('User timeline', 'Chronologie', 'Zeitleiste', 'Linha do tempo'),
 },
 'pages': {
   'basic': {'title': T('Basic cards', 'Cartes simples', 'Einfache Karten', 'Cartões básicos'), 'intro': T('The card’s parts and variants: title, subtitle, image, footer, alignment, tones and borders.', 'Les éléments et variantes d’une carte : titre, sous-titre, image, pied, alignement, tons et bordures.', 'Teile und Varianten der Karte: Titel, Untertitel, Bild, Fußzeile, Ausrichtung, Farbtöne und Rahmen.', 'As partes e variantes do cartão: título, subtítulo, imagem, rodapé, alinhamento, tons e bordas.')},
   'advance': {'title': T('Advanced cards', 'Cartes avancées', 'Erweiterte Karten', 'Cartões avançados'), 'intro': T('Greetings, an event, lists, a timeline, a project and tables, each fetched from the demo server.', 'Messages d’accueil, un événement, des listes, une chronologie, un projet et des tableaux, chargés depuis le serveur de démo.', 'Begrüßungen, ein Termin, Listen, eine Zeitleiste, ein Projekt und Tabellen, alle vom Demo-Server geladen.', 'Saudações, um evento, listas, uma linha do tempo, um projeto e tabelas, carregados do servidor de demonstração.')},
   'statistics': {'title': T('Statistics cards', 'Cartes de statistiques', 'Statistik-Karten', 'Cartões de estatísticas'), 'intro': T('Figures and the series behind them.', 'Des chiffres et les séries qui les sous-tendent.', 'Kennzahlen und die Reihen dahinter.', 'Números e as séries por trás deles.'), 'growth': T('Growth', 'Croissance', 'Wachstum', 'Crescimento'), 'rates': T('Rates and orders', 'Taux et commandes', 'Raten und Bestellungen', 'Taxas e pedidos')},
   'analytics': {'title': T('Analytics cards', 'Cartes analytiques', 'Analyse-Karten', 'Cartões de análise'), 'intro': T('Charts of tickets, sessions, revenue, orders, devices and customers; the cards with a time range ask the server for that span.', 'Graphiques des tickets, sessions, revenus, commandes, appareils et clients ; les cartes avec une période demandent ces chiffres au serveur.', 'Diagramme zu Tickets, Sitzungen, Umsatz, Bestellungen, Geräten und Kunden; Karten mit Zeitraum fragen den Server nach diesem Zeitraum.', 'Gráficos de chamados, sessões, receita, pedidos, dispositivos e clientes; os cartões com período pedem esse intervalo ao servidor.')},
   'action': {'title': T('Action cards', 'Cartes d’action', 'Aktionskarten', 'Cartões de ação'), 'intro': T('Cards that collapse, refresh their data and close.', 'Des cartes qui se replient, actualisent leurs données et se ferment.', 'Karten, die sich einklappen, ihre Daten aktualisieren und schließen lassen.', 'Cartões que recolhem, atualizam seus dados e fecham.')},
 },
 'basic': {
   'parts': T('Parts', 'Éléments', 'Teile', 'Partes'),
   'titleOnly': T('A title', 'Un titre', 'Ein Titel', 'Um título'),
   'withSubtitle': T('A title and a subtitle', 'Un titre et un sous-titre', 'Titel und Untertitel', 'Título e subtítulo'),
   'subtitle': T('What the card is about', 'Le sujet de la carte', 'Worum es in der Karte geht', 'Do que trata o cartão'),
   'withFooter': T('Actions in the footer', 'Actions dans le pied', 'Aktionen in der Fußzeile', 'Ações no rodapé'),
   'withImage': T('An image on top', 'Une image en haut', 'Ein Bild oben', 'Uma imagem no topo'),
   'body': T('A card holds one piece of content: a figure, a list, a form. Put what belongs together in one card.', 'Une carte contient un seul contenu : un chiffre, une liste, un formulaire. Regroupez ce qui va ensemble.', 'Eine Karte enthält einen Inhalt: eine Zahl, eine Liste, ein Formular. Was zusammengehört, kommt in eine Karte.', 'Um cartão guarda um único conteúdo: um número, uma lista, um formulário. Junte o que pertence junto.'),
   'new': T('New', 'Nouveau', 'Neu', 'Novo'),
   'primary': T('Go somewhere', 'Aller quelque part', 'Weiter', 'Continuar'),
   'secondary': T('Later', 'Plus tard', 'Später', 'Depois'),
   'align': {'start': T('Text at the start', 'Texte au début', 'Text am Anfang', 'Texto no início'), 'center': T('Text in the centre', 'Texte centré', 'Text in der Mitte', 'Texto ao centro'), 'end': T('Text at the end', 'Texte à la fin', 'Text am Ende', 'Texto no fim')},
   'tones': T('Tones', 'Tons', 'Farbtöne', 'Tons'),
   'borders': T('Borders', 'Bordures', 'Rahmen', 'Bordas'),
   'toneBody': T('The tone says what kind of message the card carries.', 'Le ton indique quel genre de message porte la carte.', 'Der Farbton zeigt, welche Art Nachricht die Karte trägt.', 'O tom indica que tipo de mensagem o cartão traz.'),
   'tone': {
     'primary': T('Primary', 'Principal', 'Primär', 'Primário'),
     'secondary': T('Secondary', 'Secondaire', 'Sekundär', 'Secundário'),
     'success': T('Success', 'Succès', 'Erfolg', 'Sucesso'),
     'danger': T('Danger', 'Danger', 'Gefahr', 'Perigo'),
     'warning': T('Warning', 'Avertissement', 'Warnung', 'Aviso'),
     'info': T('Info', 'Info', 'Info', 'Info'),
   },
 },
}
nav = {
 'dashboards': T('Dashboards', 'Tableaux de bord', 'Dashboards', 'Painéis'),
 'ecommerce': T('E-commerce', 'E-commerce', 'E-Commerce', 'E-commerce'),
 'analytics': T('Analytics', 'Analytique', 'Analyse', 'Análises'),
 'cards': T('Cards', 'Cartes', 'Karten', 'Cartões'),
 'cardsBasic': T('Basic', 'Simples', 'Einfach', 'Básicos'),
 'cardsAdvance': T('Advanced', 'Avancées', 'Erweitert', 'Avançados'),
 'cardsStatistics': T('Statistics', 'Statistiques', 'Statistiken', 'Estatísticas'),
 'cardsAnalytics': T('Analytics', 'Analytique', 'Analyse', 'Análises'),
 'cardsAction': T('Actions', 'Actions', 'Aktionen', 'Ações'),
}
import sys
extra = {}
if len(sys.argv) > 1:
    exec(open(sys.argv[1]).read())
def pick(tree, lng):
    return {k: (v[lng] if isinstance(v, dict) and set(v) == set(L) else pick(v, lng)) for k, v in tree.items()}
for lng in L:
    p=f'/work/main/public/locales/{lng}.json'
    d=json.load(open(p))
    d['cards']=pick(cards, lng)
    d['nav'].update(pick(nav, lng))
    for k, v in extra.items():
        if k == 'nav': d['nav'].update(pick(v, lng))
        else: d[k] = pick(v, lng)
    json.dump(d, open(p,'w'), ensure_ascii=False, indent=2); open(p,'a').write('\n')
print('ok')
